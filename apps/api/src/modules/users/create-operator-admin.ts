import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PERMITS_BY_ACCOUNT_TYPE } from '@registry/contract/auth/account-type';
import type { Language } from '@registry/contract/common/language';
import type { Db, Tx } from '../../db/client';
import { companies, userCompanies, users } from '../../db/schema/accounts';
import { cities, countries, regions, typeDocuments } from '../../db/schema/reference';
import { DomainError } from '../../lib/domain-error';
import type { Mailer } from '../../lib/mailer';
import { sendPasswordLink } from '../password/send-password-link';

export interface CreateOperatorAdminInput {
  email: string;
  companyName: string;
  /** The administrator's name; the part of the e-mail before @ when not given. */
  name?: string;
  /** Language of the mail. */
  lng: Language;
  /** ISO 3166-1 alpha-2 code of the company's country (CO when not given). */
  countryCode?: string;
}

export interface OperatorAdmin {
  /** The company's public platform id (CR-...). */
  companyId: string;
  userId: number;
  email: string;
  /** Why the mail with the password link failed; null when it went out. */
  mailError: Error | null;
}

const EmailSchema = z.email().max(254);
const MAX_NAME_LENGTH = 200;

/** The country's first region and city and its first document type (its company number). */
async function loadPlace(tx: Tx, countryCode: string) {
  const [country] = await tx.select().from(countries).where(eq(countries.code, countryCode));
  if (!country) throw new DomainError('ERROR_COUNTRY_NOT_FOUND', 400);
  const [region] = await tx
    .select()
    .from(regions)
    .where(eq(regions.countryId, country.id))
    .orderBy(asc(regions.id))
    .limit(1);
  const [city] = region
    ? await tx
        .select()
        .from(cities)
        .where(eq(cities.regionId, region.id))
        .orderBy(asc(cities.id))
        .limit(1)
    : [];
  const [documentType] = await tx
    .select()
    .from(typeDocuments)
    .where(and(eq(typeDocuments.countryId, country.id), eq(typeDocuments.active, true)))
    .orderBy(asc(typeDocuments.id))
    .limit(1);
  if (!region || !city || !documentType) throw new DomainError('ERROR_COUNTRY_NOT_FOUND', 400);
  return { country, region, city, documentType };
}

/**
 * The registry operator's first certifier (npm run create-admin): on any
 * database, even one started with SEED=none, one transaction writes an
 * approved certifier company (terms accepted, a certifier's permits) and its
 * admin user without a password; after the commit the user is mailed a
 * one-time link to choose it (decision 009, purpose invitation, 7 days). The
 * company's address, document number and phone are left for My Company, where
 * the administrator completes billing and due diligence too.
 */
export async function createOperatorAdmin({
  ctx,
  input,
}: {
  ctx: { db: Db; mailer: Mailer; publicUrl: string };
  input: CreateOperatorAdminInput;
}): Promise<OperatorAdmin> {
  const parsedEmail = EmailSchema.safeParse(input.email.trim().toLowerCase());
  if (!parsedEmail.success) throw new DomainError('ERROR_EMAIL', 400);
  const email = parsedEmail.data;
  const companyName = input.companyName.trim().slice(0, MAX_NAME_LENGTH);
  if (!companyName)
    throw new DomainError('ERROR_INVALID_FIELD', 400, { field: 'company', reason: 'empty' });
  const name = (input.name?.trim() || email.split('@')[0] || email).slice(0, MAX_NAME_LENGTH);

  const created = await ctx.db.transaction(async (tx) => {
    const place = await loadPlace(tx, (input.countryCode ?? 'CO').toUpperCase());
    const [user] = await tx
      .insert(users)
      .values({ userHash: randomBytes(16).toString('hex'), email, name, passwordHash: null })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) throw new DomainError('ERROR_EMAIL_REGISTERED', 409);
    const [company] = await tx
      .insert(companies)
      .values({
        companyId: `CR-${randomBytes(4).toString('hex').toUpperCase()}`,
        name: companyName,
        typeAccount: 'certifier',
        state: 'approved',
        typeDocumentId: place.documentType.id,
        documentNumber: '',
        countryId: place.country.id,
        regionId: place.region.id,
        cityId: place.city.id,
        address: '',
        contactName: name,
        email,
        phoneCode: place.country.phoneCode,
        phone: '',
        acceptTerms: 1,
        acceptHabeas: 1,
      })
      .returning();
    if (!company) throw new Error('the operator company was not stored');
    await tx.insert(userCompanies).values({
      userId: user.id,
      companyId: company.id,
      isAdmin: 1,
      isContact: 1,
      active: 1,
      permits: [...PERMITS_BY_ACCOUNT_TYPE.certifier],
    });
    return { userId: user.id, companyId: company.companyId };
  });

  let mailError: Error | null = null;
  try {
    await sendPasswordLink({
      ctx,
      input: { userId: created.userId, purpose: 'invitation', lng: input.lng },
    });
  } catch (error) {
    // The account exists: a new link can be asked for on the login page (recovery).
    mailError = error instanceof Error ? error : new Error(String(error));
  }
  return { ...created, email, mailError };
}
