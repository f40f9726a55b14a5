import { and, eq } from 'drizzle-orm';
import { matchesPhoneFormat, normalizePhone } from '@registry/contract/auth/register';
import type { MyCompany } from '@registry/contract/company/my-company';
import type { UpdateMyCompanyRequestSchema } from '@registry/contract/company/update-my-company';
import type { z } from 'zod';
import { companies } from '../../db/schema/accounts';
import { companyMedia } from '../../db/schema/files';
import { countries } from '../../db/schema/reference';
import { translate } from '../../i18n/messages';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { claimConfirmedUpload } from '../files/claim-upload';
import type { CompanyProfileContext } from './company-profile-context';
import { type MissingItem, refuseMissing } from './missing-items';
import { editedCompany, loadEditedCompany } from './edited-company';
import { lockCompany } from './require-member';

type Input = z.output<typeof UpdateMyCompanyRequestSchema>;

/**
 * update-my-company (My Company tab 1), for any active member of the
 * company's own (not one let in through a company link: 403): address,
 * administration contact name and phone (each required: youMustCompleteAllFields
 * names each missing one; the phone follows the country's format) and, when
 * sent, a new logo: the confirmed upload becomes the current logo (last = true)
 * and the previous one goes to the logo history (last = false). One transaction.
 */
export async function updateMyCompany({
  ctx,
  caller,
  input,
  companyId,
}: {
  ctx: CompanyProfileContext;
  caller: Caller;
  input: Input;
  /** A certifier's save of another company (editedCompany); the caller's own when left out. */
  companyId?: number;
}): Promise<{ company: MyCompany }> {
  const target = await editedCompany(ctx.db, caller, companyId);
  const { address, contactName, phone } = input.company;
  const missing: MissingItem[] = [];
  const required = [
    ['address', address, 'FIELD_ADDRESS'],
    ['contactName', contactName, 'FIELD_CONTACT_NAME'],
    ['phone', phone, 'FIELD_PHONE'],
  ] as const;
  for (const [name, value, label] of required) {
    if (value === '') {
      missing.push({
        code: 'youMustCompleteAllFields',
        field: `company.${name}`,
        params: { fields: translate(ctx.lng, label) },
      });
    }
  }
  refuseMissing(missing);

  const [place] = await ctx.db
    .select({ format: countries.formatCellPhone })
    .from(companies)
    .innerJoin(countries, eq(countries.id, companies.countryId))
    .where(eq(companies.id, target.companyId));
  if (!place) throw new DomainError('ERROR_COMPANY_NOT_FOUND', 404);
  if (!matchesPhoneFormat(phone, place.format)) {
    throw new DomainError('ERROR_PHONE_FORMAT', 400, { format: place.format });
  }

  await ctx.db.transaction(async (tx) => {
    await lockCompany(tx, target.companyId);
    await tx
      .update(companies)
      .set({ address, contactName, phone: normalizePhone(phone) })
      .where(eq(companies.id, target.companyId));
    if (!input.imageCompany) return;
    const logo = await claimConfirmedUpload(tx, {
      route: input.imageCompany.route,
      companyId: target.uploaderCompanyId,
      fileType: 'logo',
    });
    await tx
      .update(companyMedia)
      .set({ last: false, updated: new Date() })
      .where(and(eq(companyMedia.companyId, target.companyId), eq(companyMedia.last, true)));
    await tx.insert(companyMedia).values({
      companyId: target.companyId,
      fileName: logo.fileName,
      route: logo.route,
      time: logo.time,
      md5: logo.md5,
      size: logo.size,
      contentType: logo.contentType,
      last: true,
      uploadedBy: caller.userId,
    });
  });
  return { company: await loadEditedCompany(ctx.db, ctx.lng, target) };
}
