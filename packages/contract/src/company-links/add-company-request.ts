import { z } from 'zod';
import { CompanyRequestSchema, LinkIdSchema } from './company-request';
import { envelopeWith } from '../common/envelope';

/**
 * POST /api/platform/companiesRequestCompaniesPermit/ (spec: "add"; the body is
 * the selected search result, of which only id is read): a request from the
 * caller's company to that company, state 0. Refused: the caller's own company
 * (400 ERROR_LINK_OWN_COMPANY), an unknown company (404 ERROR_LINK_COMPANY_NOT_FOUND),
 * a request between the two in either direction that is not rejected
 * (400 ERROR_LINK_EXISTS). A rejected request of the caller is asked again (back to 0).
 */
export const AddCompanyRequestRequestSchema = z.object({ id: LinkIdSchema });
export type AddCompanyRequestRequest = z.infer<typeof AddCompanyRequestRequestSchema>;

/** The request as the caller (its requester) sees it. codeMessage SUCCESS_LINK_REQUESTED. */
export const AddCompanyRequestResponseSchema = envelopeWith({
  companyRequest: CompanyRequestSchema,
});
export type AddCompanyRequestResponse = z.infer<typeof AddCompanyRequestResponseSchema>;
