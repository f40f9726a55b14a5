import type {
  PasswordLinkPurpose,
  VerifyPasswordLinkParams,
} from '@registry/contract/auth/password';
import type { Db } from '../../db/client';
import { findUsableLink, maskEmail } from './find-usable-link';
import { minPasswordLengthOfUser } from './user-password-policy';

export interface VerifiedLink {
  email: string;
  name: string;
  purpose: PasswordLinkPurpose;
  minCharactersPassword: number;
}

/** GET /api/user/verify-link/{idHash}/{codeHash}/{userIdHash}: whose link it is, without spending it. */
export async function verifyLink({
  ctx,
  input,
}: {
  ctx: { db: Db };
  input: VerifyPasswordLinkParams;
}): Promise<VerifiedLink> {
  const link = await findUsableLink(ctx.db, input);
  return {
    email: maskEmail(link.email),
    name: link.name,
    purpose: link.purpose,
    minCharactersPassword: await minPasswordLengthOfUser(ctx.db, link.userId),
  };
}
