import { z } from 'zod';
import { UpdateBillingRequestSchema } from '../company/update-billing';
import { UpdateDueDiligenceRequestSchema } from '../company/update-due-diligence';
import { UpdateMyCompanyRequestSchema } from '../company/update-my-company';

/**
 * A certifier edits a company's data (spec section 7, DESIGN.md 4.5) with
 * My Company's own bodies and checks, the company named by companyId:
 *
 * GET  /api/administration/companies/{id}/profile  -> GetMyCompanyResponse (its hashId left blank)
 * POST /api/company/update                          CertifierUpdateCompanyRequest -> MyCompanySavedResponse
 * POST /api/company/update-billing                  CertifierUpdateBillingRequest -> MyCompanySavedResponse
 * POST /api/company/update-due-diligence            CertifierUpdateDueDiligenceRequest -> MyCompanySavedResponse
 *
 * Another account type gets 403, an unknown company 404. Files are the
 * certifier's own uploads, attached to the company.
 */
const EditedCompanyId = { companyId: z.number().int().positive().max(2_147_483_647) };

export const CertifierUpdateCompanyRequestSchema =
  UpdateMyCompanyRequestSchema.extend(EditedCompanyId);
export type CertifierUpdateCompanyRequest = z.input<typeof CertifierUpdateCompanyRequestSchema>;

export const CertifierUpdateBillingRequestSchema =
  UpdateBillingRequestSchema.extend(EditedCompanyId);
export type CertifierUpdateBillingRequest = z.input<typeof CertifierUpdateBillingRequestSchema>;

export const CertifierUpdateDueDiligenceRequestSchema =
  UpdateDueDiligenceRequestSchema.extend(EditedCompanyId);
export type CertifierUpdateDueDiligenceRequest = z.input<
  typeof CertifierUpdateDueDiligenceRequestSchema
>;
