import { z } from 'zod';
import type { CompanyDocument } from '@registry/contract/company/company-document';
import type { MyCompany } from '@registry/contract/company/my-company';
import type { UpdateBillingRequest } from '@registry/contract/company/update-billing';
import type { TypeDocumentCompany } from '@registry/contract/platform/list-type-document-companies';
import { toFilesByType, uploadsSchema, type UploadsByType } from './documents-by-type';

export interface BillingFormValues {
  billingContactName: string;
  billingEmail: string;
  specialConsiderations: string;
  files: UploadsByType;
}

/**
 * Tab 2's save rules (spec section 5): billing contact name, a valid billing
 * e-mail and every required billing document (stored, or uploaded now).
 */
export function billingFormSchema(
  billingTypes: readonly TypeDocumentCompany[],
  stored: readonly CompanyDocument[],
) {
  return z.object({
    billingContactName: z.string().trim().min(1, 'missing.billingContactName'),
    billingEmail: z
      .string()
      .trim()
      .min(1, 'missing.billingEmail')
      .pipe(z.email('missing.billingEmailInvalid')),
    specialConsiderations: z.string(),
    files: uploadsSchema(billingTypes, stored),
  });
}

export function billingFormValues(company: MyCompany): BillingFormValues {
  return {
    billingContactName: company.billingContactName,
    billingEmail: company.billingEmail,
    specialConsiderations: company.specialConsiderations,
    files: {},
  };
}

export function toUpdateBillingRequest(values: BillingFormValues): UpdateBillingRequest {
  return {
    billingContactName: values.billingContactName.trim(),
    billingEmail: values.billingEmail.trim(),
    specialConsiderations: values.specialConsiderations,
    filesBilling: toFilesByType(values.files),
  };
}
