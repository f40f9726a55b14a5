import { eq } from 'drizzle-orm';
import type { MyCompany } from '@registry/contract/company/my-company';
import type { UpdateBillingRequestSchema } from '@registry/contract/company/update-billing';
import { z } from 'zod';
import { companies } from '../../db/schema/accounts';
import type { Caller } from '../../lib/caller';
import { checkDocuments, storeDocuments } from './company-documents';
import type { CompanyProfileContext } from './company-profile-context';
import { type MissingItem, refuseMissing } from './missing-items';
import { editedCompany, loadEditedCompany } from './edited-company';
import { lockCompany } from './require-member';

type Input = z.output<typeof UpdateBillingRequestSchema>;

const EmailSchema = z.email();

/**
 * update-billing-my-company (My Company tab 2), for any active member of the
 * company's own (not one let in through a company link: 403). Saves
 * only a complete tab (spec section 5): billing contact name, a valid billing
 * e-mail, and each required billing document stored or sent now; otherwise
 * every missing item is listed and nothing changes. A complete save stores
 * the texts and files (versioning: storeDocuments) and sets updateBilling = 1,
 * in one transaction.
 */
export async function updateBilling({
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
  const missing: MissingItem[] = [];
  if (input.billingContactName === '') {
    missing.push({ code: 'ERROR_BILLING_CONTACT_NAME_REQUIRED', field: 'billingContactName' });
  }
  if (input.billingEmail === '') {
    missing.push({ code: 'ERROR_BILLING_EMAIL_REQUIRED', field: 'billingEmail' });
  } else if (!EmailSchema.safeParse(input.billingEmail).success) {
    missing.push({
      code: 'ERROR_BILLING_EMAIL_INVALID',
      field: 'billingEmail',
      params: { email: input.billingEmail },
    });
  }
  missing.push(
    ...(await checkDocuments(ctx.db, {
      lng: ctx.lng,
      companyId: target.companyId,
      isBilling: 1,
      field: 'filesBilling',
      filesByType: input.filesBilling,
    })),
  );
  refuseMissing(missing);

  await ctx.db.transaction(async (tx) => {
    await lockCompany(tx, target.companyId);
    await storeDocuments(tx, {
      companyId: target.companyId,
      uploaderCompanyId: target.uploaderCompanyId,
      userId: caller.userId,
      filesByType: input.filesBilling,
    });
    await tx
      .update(companies)
      .set({
        billingContactName: input.billingContactName,
        billingEmail: input.billingEmail,
        specialConsiderations: input.specialConsiderations,
        updateBilling: 1,
      })
      .where(eq(companies.id, target.companyId));
  });
  return { company: await loadEditedCompany(ctx.db, ctx.lng, target) };
}
