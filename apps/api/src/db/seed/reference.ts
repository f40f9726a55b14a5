import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { surveys } from '../schema/company-profile';
import { methodologies } from '../schema/projects';
import {
  standards,
  termsConditions,
  typeAccounts,
  typeDocumentCompanies,
} from '../schema/reference';
import { ACCOUNT_TYPE_DATA } from './reference/account-types';
import { METHODOLOGY_DATA } from './reference/methodologies';
import { COMPANY_DOCUMENT_TYPE_DATA } from './reference/company-document-types';
import { NEWSLETTER_TERMS } from './reference/newsletter-terms';
import { PERSONAL_DATA_POLICY } from './reference/personal-data';
import { seedGeography } from './reference/seed-geography';
import { STANDARD_DATA } from './reference/standards';
import { SURVEY_DATA } from './reference/surveys';
import { TERMS_AND_CONDITIONS } from './reference/terms-conditions';

/** Serialises concurrent seeders (several instances starting at once on one PostgreSQL). */
const SEED_LOCK_KEY = 7_351_004;

/**
 * Reference data (countries with regions, cities, document types and formats;
 * account types; standards and their methodologies; terms; company document types; the due-diligence
 * survey). Idempotent: runs at every start and inserts what is missing; rows
 * already stored are left as they are. On a fresh database the ids follow the order of the data files.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedGeography(tx);
    await tx
      .insert(typeAccounts)
      .values(ACCOUNT_TYPE_DATA.map((t) => ({ ...t })))
      .onConflictDoNothing();
    await tx
      .insert(standards)
      .values(STANDARD_DATA.map((s) => ({ ...s })))
      .onConflictDoNothing();
    const standardIds = new Map(
      (
        await tx
          .select({ id: standards.id, code: standards.code })
          .from(standards)
          .where(inArray(standards.code, [...new Set(METHODOLOGY_DATA.map((m) => m.standardCode))]))
      ).map((row) => [row.code, row.id]),
    );
    const methodologyRows = METHODOLOGY_DATA.flatMap((m) => {
      const standardId = standardIds.get(m.standardCode);
      return standardId === undefined
        ? []
        : [{ standardId, code: m.code, name: { es: m.title, en: m.title, pt: m.title } }];
    });
    if (methodologyRows.length > 0) {
      await tx.insert(methodologies).values(methodologyRows).onConflictDoNothing();
    }
    await tx
      .insert(termsConditions)
      .values([TERMS_AND_CONDITIONS, PERSONAL_DATA_POLICY, NEWSLETTER_TERMS])
      .onConflictDoNothing();
    await tx
      .insert(typeDocumentCompanies)
      .values(COMPANY_DOCUMENT_TYPE_DATA.map((t) => ({ ...t })))
      .onConflictDoNothing();
    await tx
      .insert(surveys)
      .values(SURVEY_DATA.map((s) => ({ ...s })))
      .onConflictDoNothing();
  });
}
