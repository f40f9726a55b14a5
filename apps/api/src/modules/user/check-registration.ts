import { and, eq, isNull, or } from 'drizzle-orm';
import type { RegisterInput } from '@registry/contract/auth/register';
import { matchesPhoneFormat } from '@registry/contract/auth/register';
import type { Db } from '../../db/client';
import {
  cities,
  countries,
  regions,
  standards,
  typeAccounts,
  typeDocuments,
} from '../../db/schema/reference';
import { DomainError } from '../../lib/domain-error';

/**
 * The rules of a registration that need the reference data (spec section 5),
 * each failing with its own codeMessage (HTTP 400): consents, account type,
 * standard, country > region > city, the country's document type and its
 * verification digit, the country's phone format.
 */
export async function checkRegistration(db: Db, input: RegisterInput): Promise<void> {
  if (!input.isAuthorized) throw new DomainError('ERROR_REGISTER_PERSONAL_DATA');
  if (!input.form) throw new DomainError('ERROR_REGISTER_TERMS');

  const [typeAccount] = await db
    .select({ id: typeAccounts.id })
    .from(typeAccounts)
    .where(and(eq(typeAccounts.code, input.typeAccount), eq(typeAccounts.active, true)));
  if (!typeAccount) throw new DomainError('ERROR_TYPE_ACCOUNT_NOT_FOUND');

  const [standard] = await db
    .select({ id: standards.id })
    .from(standards)
    .where(and(eq(standards.id, input.standardId), eq(standards.active, true)));
  if (!standard) throw new DomainError('ERROR_STANDARD_NOT_FOUND');

  const [country] = await db
    .select()
    .from(countries)
    .where(and(eq(countries.id, input.country), eq(countries.active, true)));
  if (!country) throw new DomainError('ERROR_COUNTRY_NOT_FOUND');

  const [region] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.id, input.region), eq(regions.countryId, country.id)));
  if (!region) throw new DomainError('ERROR_REGION_NOT_FOUND');

  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, input.city), eq(cities.regionId, region.id)));
  if (!city) throw new DomainError('ERROR_CITY_NOT_FOUND');

  const [typeDocument] = await db
    .select({ isVerificationDigit: typeDocuments.isVerificationDigit })
    .from(typeDocuments)
    .where(
      and(
        eq(typeDocuments.id, input.typeDocument),
        eq(typeDocuments.active, true),
        or(eq(typeDocuments.countryId, country.id), isNull(typeDocuments.countryId)),
      ),
    );
  if (!typeDocument) throw new DomainError('ERROR_TYPE_DOCUMENT_NOT_FOUND');
  if (typeDocument.isVerificationDigit && input.verificationDigit === '') {
    throw new DomainError('ERROR_VERIFICATION_DIGIT_REQUIRED');
  }
  if (!typeDocument.isVerificationDigit && input.verificationDigit !== '') {
    throw new DomainError('ERROR_VERIFICATION_DIGIT_NOT_ALLOWED');
  }

  if (!matchesPhoneFormat(input.phone, country.formatCellPhone)) {
    throw new DomainError('ERROR_PHONE_FORMAT', 400, { format: country.formatCellPhone });
  }
}
