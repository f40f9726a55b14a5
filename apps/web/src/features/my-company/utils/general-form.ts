import { z } from 'zod';
import type { MyCompany } from '@registry/contract/company/my-company';
import type { UpdateMyCompanyRequest } from '@registry/contract/company/update-my-company';
import type { UploadedFile } from '@registry/contract/files/upload';

/** Tab 1's editable fields: all required (spec section 5, youMustCompleteAllFields). */
export const GeneralFormSchema = z.object({
  address: z.string().trim().min(1, 'missing.address'),
  contactName: z.string().trim().min(1, 'missing.contactName'),
  phone: z.string().trim().min(1, 'missing.phone'),
});
export type GeneralFormValues = z.input<typeof GeneralFormSchema>;

export function generalFormValues(company: MyCompany): GeneralFormValues {
  return { address: company.address, contactName: company.contactName, phone: company.phone };
}

/** The update-my-company body: the three fields and, when one was uploaded, the new logo. */
export function toUpdateMyCompanyRequest(
  values: GeneralFormValues,
  logo: UploadedFile | null,
): UpdateMyCompanyRequest {
  return {
    company: {
      address: values.address.trim(),
      contactName: values.contactName.trim(),
      phone: values.phone.trim(),
    },
    ...(logo ? { imageCompany: logo } : {}),
  };
}
