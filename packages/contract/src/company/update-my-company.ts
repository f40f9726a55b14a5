import { z } from 'zod';
import { UploadedFileSchema } from '../files/upload';
import { safeText } from './safe-text';

/**
 * POST /api/company/update-my-company (update: company, user, imageCompany),
 * My Company tab 1. address, contactName and phone are sanitized and required:
 * any of them empty answers youMustCompleteAllFields (HTTP 400, field named).
 * phone must also follow the company country's format (ERROR_PHONE_FORMAT).
 * imageCompany: a confirmed logo upload (fileType 'logo'); it becomes the
 * current logo and the previous one goes to the logo history.
 * user is accepted for compatibility and ignored. Answers MyCompanySavedResponseSchema.
 */
export const UpdateMyCompanyRequestSchema = z.object({
  company: z.object({
    address: safeText(200),
    contactName: safeText(120),
    phone: safeText(30),
  }),
  user: z.object({}).nullish(),
  imageCompany: UploadedFileSchema.nullish(),
});
export type UpdateMyCompanyRequest = z.input<typeof UpdateMyCompanyRequestSchema>;
