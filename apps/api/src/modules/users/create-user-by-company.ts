import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Permit } from '@registry/contract/auth/account-type';
import type { CompanyUser } from '@registry/contract/users/company-user';
import { userCompanies, users } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { Mail } from '../../lib/mailer';
import type { Caller } from '../../lib/caller';
import { createPasswordLink } from '../password/password-links';
import { loadCompany, requireCompanyAdmin, toCompanyUser } from './company-users';
import { assertGrantable } from './grantable-permits';
import type { UserAdminContext } from './user-admin-context';
import { addedToCompanyMail, invitationMail } from './user-mails';

export interface CreateUserByCompanyInput {
  name: string;
  /** Trimmed and lower-cased by the contract. */
  email: string;
  phone: string;
  permits: Permit[];
  isAdminAccount: 0 | 1;
  isContact: 0 | 1;
}

export interface CreateUserByCompanyResult {
  user: CompanyUser;
  isInvited: boolean;
  isMailSent: boolean;
}

const LOGIN_PATH = '/login';

/**
 * POST /api/user/createByCompany. In one transaction: the user (new, or the
 * one who already has the e-mail: a user may belong to several companies) and
 * the membership; a user without a password also gets an invitation link.
 * After the commit, the mail: the invitation, or a notice to an existing user.
 */
export async function createUserByCompany({
  ctx,
  caller,
  input,
}: {
  ctx: UserAdminContext;
  caller: Caller;
  input: CreateUserByCompanyInput;
}): Promise<CreateUserByCompanyResult> {
  const admin = await requireCompanyAdmin(ctx.db, caller);
  const company = await loadCompany(ctx.db, caller.companyId);
  assertGrantable(input.permits, {
    typeAccount: company.typeAccount,
    adminPermits: admin.permits,
  });

  const created = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(users)
      .values({
        userHash: randomBytes(16).toString('hex'),
        email: input.email,
        name: input.name,
        phone: input.phone,
        passwordHash: null,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    const [user] = inserted
      ? [inserted]
      : await tx.select().from(users).where(eq(users.email, input.email));
    if (!user) throw new Error(`the user ${input.email} vanished during its creation`);
    const [membership] = await tx
      .insert(userCompanies)
      .values({
        userId: user.id,
        companyId: company.id,
        isAdmin: input.isAdminAccount,
        isContact: input.isContact,
        active: 1,
        permits: input.permits,
      })
      .onConflictDoNothing()
      .returning();
    if (!membership) {
      throw new DomainError('ERROR_USER_ALREADY_MEMBER', 409, { email: input.email });
    }
    const link =
      user.passwordHash === null
        ? await createPasswordLink(tx, { userId: user.id, purpose: 'invitation' })
        : null;
    return { user, membership, linkPath: link?.path ?? null };
  });

  const { user, membership, linkPath } = created;
  const mailInput = {
    to: user.email,
    name: user.name,
    admin: caller.claims.name,
    company: company.name,
    link: `${ctx.publicUrl}${linkPath ?? LOGIN_PATH}`,
  };
  const mail: Mail = linkPath
    ? invitationMail(ctx.lng, mailInput)
    : addedToCompanyMail(ctx.lng, mailInput);
  let isMailSent = true;
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    isMailSent = false;
    ctx.log.error({ err: error, userId: user.id }, 'the mail to a user added by a company failed');
  }
  return { user: toCompanyUser(user, membership), isInvited: linkPath !== null, isMailSent };
}
