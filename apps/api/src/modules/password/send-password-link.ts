import { eq } from 'drizzle-orm';
import type { Language } from '@registry/contract/common/language';
import type { Db } from '../../db/client';
import { users, type PasswordLinkPurpose } from '../../db/schema/accounts';
import type { Mailer } from '../../lib/mailer';
import { buildPasswordLinkMail } from './password-link-mail';
import { createPasswordLink } from './password-links';

/**
 * Creates a one-time link of the purpose for the user (earlier ones of that
 * purpose stop working) and mails it, in the reader's language, as an
 * absolute address of the web app. Registration and invitation call it too.
 */
export async function sendPasswordLink({
  ctx,
  input,
}: {
  ctx: { db: Db; mailer: Mailer; publicUrl: string };
  input: { userId: number; purpose: PasswordLinkPurpose; lng: Language };
}): Promise<void> {
  const [user] = await ctx.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw new Error(`no user ${input.userId}`);
  const link = await createPasswordLink(ctx.db, input);
  await ctx.mailer.send(
    buildPasswordLinkMail({
      lng: input.lng,
      purpose: input.purpose,
      to: user.email,
      name: user.name,
      url: `${ctx.publicUrl}${link.path}`,
    }),
  );
}
