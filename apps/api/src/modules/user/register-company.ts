import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { normalizePhone, type RegisterInput } from '@registry/contract/auth/register';
import type { Language } from '@registry/contract/common/language';
import type { Db, Tx } from '../../db/client';
import { companies, userCompanies, users } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import type { Mailer } from '../../lib/mailer';
import type { CaptchaSettings } from '../captcha/captcha-settings';
import { verifyCaptcha } from '../captcha/verify-captcha';
import { createPasswordLink } from '../password/password-links';
import { checkRegistration } from './check-registration';
import { registrationMail } from './registration-mail';

export interface RegistrationContext {
  db: Db;
  captcha: CaptchaSettings;
  mailer: Mailer;
  /** Address of the web app as users reach it; the mailed link starts with it. */
  publicUrl: string;
  lng: Language;
  log: FastifyBaseLogger;
}

export interface RegistrationResult {
  companyId: string;
  email: string;
  isMailSent: boolean;
}

/** A new public platform id (CR- and 8 hex digits), retried in the unlikely case it is taken. */
async function insertCompany(tx: Tx, values: Omit<typeof companies.$inferInsert, 'companyId'>) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const companyId = `CR-${randomBytes(4).toString('hex').toUpperCase()}`;
    const [company] = await tx
      .insert(companies)
      .values({ ...values, companyId })
      .onConflictDoNothing({ target: companies.companyId })
      .returning();
    if (company) return company;
  }
  throw new Error('no free company id after 5 attempts');
}

/**
 * POST /api/user: registers a company and its first admin user (DESIGN.md 4:
 * empty permits until a certifier approves it). After the captcha and the
 * rules of checkRegistration, one transaction writes the user, the company
 * (terms and personal data accepted: both consents were given), the membership
 * and a 'registration' password link; after the commit the link is mailed.
 */
export async function registerCompany({
  ctx,
  input,
}: {
  ctx: RegistrationContext;
  input: RegisterInput;
}): Promise<RegistrationResult> {
  await verifyCaptcha({ ctx: ctx.captcha, payload: input.recaptchaValue });
  await checkRegistration(ctx.db, input);
  const phone = normalizePhone(input.phone);

  const created = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        userHash: randomBytes(16).toString('hex'),
        email: input.email,
        name: input.contactName,
        phone,
        passwordHash: null,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) throw new DomainError('ERROR_EMAIL_REGISTERED', 409);
    const [sameDocument] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          eq(companies.countryId, input.country),
          eq(companies.typeDocumentId, input.typeDocument),
          eq(companies.documentNumber, input.documentNumber),
        ),
      );
    if (sameDocument) throw new DomainError('ERROR_COMPANY_REGISTERED', 409);
    const company = await insertCompany(tx, {
      name: input.name,
      typeAccount: input.typeAccount,
      state: 'pending',
      typeDocumentId: input.typeDocument,
      documentNumber: input.documentNumber,
      verificationDigit: input.verificationDigit,
      countryId: input.country,
      regionId: input.region,
      cityId: input.city,
      address: input.address,
      contactName: input.contactName,
      email: input.email,
      phoneCode: input.phoneCode,
      phone,
      standardId: input.standardId,
      acceptTerms: 1,
      acceptHabeas: 1,
    });
    await tx.insert(userCompanies).values({
      userId: user.id,
      companyId: company.id,
      isAdmin: 1,
      isContact: 1,
      active: 1,
      permits: [],
    });
    const link = await createPasswordLink(tx, { userId: user.id, purpose: 'registration' });
    return { user, company, linkPath: link.path };
  });

  const { user, company, linkPath } = created;
  let isMailSent = true;
  try {
    await ctx.mailer.send(
      registrationMail(ctx.lng, {
        to: user.email,
        name: user.name,
        company: company.name,
        link: `${ctx.publicUrl}${linkPath}`,
      }),
    );
  } catch (error) {
    // The company exists: the administrator can still ask for a link on the recovery page.
    isMailSent = false;
    ctx.log.error({ err: error, userId: user.id }, 'the registration mail failed');
  }
  return { companyId: company.companyId, email: user.email, isMailSent };
}
