import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { text } from '../common/text';

/*
 * The companies a caller may transfer credits to (spec section 7):
 * POST /api/company/list/transfer            (transfer permit)
 * POST /api/company/list/transfer/certifier  (a certifier)
 * Approved companies (a member holds the transfer permit) other than the
 * caller's, whose name or document number contains `search`, sorted by name,
 * each with its open sub-accounts.
 */

export const TRANSFER_COMPANIES_PATH = '/company/list/transfer';
export const TRANSFER_COMPANIES_DEFAULT_LIMIT = 20;
export const TRANSFER_COMPANIES_MAX_LIMIT = 50;

export const TransferCompaniesRequestSchema = z.object({
  search: text(120).trim().optional(),
  limit: z.number().int().min(1).max(TRANSFER_COMPANIES_MAX_LIMIT).optional(),
});
export type TransferCompaniesRequest = z.infer<typeof TransferCompaniesRequestSchema>;

export const TransferCompanySchema = z.object({
  id: z.number().int(),
  companyId: z.string(),
  name: z.string(),
  subAccounts: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TransferCompany = z.infer<typeof TransferCompanySchema>;

export const TransferCompaniesResponseSchema = envelopeWith({
  companies: z.array(TransferCompanySchema),
});
