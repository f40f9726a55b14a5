import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/accounts';
import { DomainError } from '../../lib/domain-error';
import { findCountry } from './find-country';
import type { ReferenceContext } from './reference-context';

/**
 * GET /company/formatCountry: the document-number and phone formats of a
 * country, given by id, or else of the caller's company's country.
 */
export async function getFormatCountry({
  ctx,
  input,
}: {
  ctx: ReferenceContext;
  input: { countryId: number } | { companyId: number };
}) {
  let countryId: number;
  if ('countryId' in input) {
    countryId = input.countryId;
  } else {
    const [company] = await ctx.db
      .select({ countryId: companies.countryId })
      .from(companies)
      .where(eq(companies.id, input.companyId));
    if (!company) throw new DomainError('ERROR_NOT_FOUND', 404);
    countryId = company.countryId;
  }
  const country = await findCountry(ctx.db, countryId);
  return {
    countryId: country.id,
    formatDocumentNumber: country.formatDocumentNumber,
    formatCellPhone: country.formatCellPhone,
    phoneCode: country.phoneCode,
  };
}
