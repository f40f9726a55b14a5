import { z } from 'zod';
import { AccountTypeSchema } from '../auth/account-type';
import { envelopeWith } from '../common/envelope';
import { IdParamSchema } from '../common/ids';
import { text } from '../common/text';
import { CompanyStateSchema, type CompanyState } from '../company/company-state';
import { FlagSchema } from '../company/get-company';

/**
 * The certifier's review of companies (DESIGN.md 4.1 and 4.5):
 *
 * GET  /api/company/get-all                          AdminCompaniesQuery -> AdminCompaniesResponse (certifier)
 * GET  /api/company/active                           -> ActiveCompaniesResponse (any session)
 * POST /api/administration/companies/review          ReviewCompanyRequest -> ReviewCompanyResponse (certifier)
 * GET  /api/administration/companies/{id}/reviews    -> CompanyReviewsResponse (certifier, or the company's own users)
 * GET  /api/administration/system-accounts           -> SystemAccountsResponse (certifier)
 */

/** How many companies one page of get-all lists. */
export const ADMIN_COMPANIES_PAGE_LIMIT = 50;

export const AdminCompaniesQuerySchema = z.object({
  /** Part of the name, the public id or the document number; at least 2 characters when given. */
  search: text(400).trim().min(2).max(100).optional(),
  state: CompanyStateSchema.optional(),
  typeAccount: AccountTypeSchema.optional(),
  /** The id of the last company of the page before (companies come newest first). */
  cursor: IdParamSchema.optional(),
});
export type AdminCompaniesQuery = z.infer<typeof AdminCompaniesQuerySchema>;

/** A company as the certifier's list shows it. */
export const AdminCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The public platform id. */
  companyId: z.string(),
  typeAccount: AccountTypeSchema,
  state: CompanyStateSchema,
  /** The reason of the last rejection or suspension; null otherwise. */
  stateReason: z.string().nullable(),
  updateBilling: FlagSchema,
  updateDueDiligence: FlagSchema,
  createdAt: z.string(),
});
export type AdminCompany = z.infer<typeof AdminCompanySchema>;

export const AdminCompaniesResponseSchema = envelopeWith({
  companies: z.array(AdminCompanySchema),
  /** Every company the filters match, over all pages. */
  total: z.number().int(),
  nextCursor: z.number().int().nullable(),
});
export type AdminCompaniesResponse = z.infer<typeof AdminCompaniesResponseSchema>;

/** GET /api/company/active: the approved companies, by name. */
export const ActiveCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  companyId: z.string(),
  typeAccount: AccountTypeSchema,
});
export const ActiveCompaniesResponseSchema = envelopeWith({
  companies: z.array(ActiveCompanySchema),
});
export type ActiveCompaniesResponse = z.infer<typeof ActiveCompaniesResponseSchema>;

/** What a review does: approve (pending or rejected), reject (pending), suspend (approved), reinstate (suspended). */
export const REVIEW_ACTIONS = ['approve', 'reject', 'suspend', 'reinstate'] as const;
export const ReviewActionSchema = z.enum(REVIEW_ACTIONS);
export type ReviewAction = z.infer<typeof ReviewActionSchema>;

/** Each review action: the states it starts from and the state it leads to (DESIGN.md 4.1). */
export const REVIEW_TRANSITIONS: Record<
  ReviewAction,
  { from: readonly CompanyState[]; to: CompanyState }
> = {
  approve: { from: ['pending', 'rejected'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  suspend: { from: ['approved'], to: 'suspended' },
  reinstate: { from: ['suspended'], to: 'approved' },
};

/** The actions a company in `state` can be given. */
export const reviewActionsFrom = (state: CompanyState): ReviewAction[] =>
  REVIEW_ACTIONS.filter((action) => REVIEW_TRANSITIONS[action].from.includes(state));

/** The actions that must say why: the company is told the reason. */
export const ACTIONS_WITH_REASON: readonly ReviewAction[] = ['reject', 'suspend'];

export const REVIEW_REASON_MAX = 500;

export const ReviewCompanyRequestSchema = z
  .object({
    companyId: z.number().int().positive().max(2_147_483_647),
    action: ReviewActionSchema,
    reason: text(REVIEW_REASON_MAX * 4)
      .trim()
      .max(REVIEW_REASON_MAX)
      .default(''),
  })
  .refine((body) => !ACTIONS_WITH_REASON.includes(body.action) || body.reason.length > 0, {
    path: ['reason'],
    message: 'ERROR_REASON_REQUIRED',
  });
export type ReviewCompanyRequest = z.input<typeof ReviewCompanyRequestSchema>;

export const ReviewCompanyResponseSchema = envelopeWith({ company: AdminCompanySchema });
export type ReviewCompanyResponse = z.infer<typeof ReviewCompanyResponseSchema>;

/** One review: who moved the company from which state to which, when and why. */
export const CompanyReviewSchema = z.object({
  id: z.number().int(),
  action: ReviewActionSchema,
  fromState: CompanyStateSchema,
  toState: CompanyStateSchema,
  reason: z.string(),
  reviewerName: z.string(),
  createdAt: z.string(),
});
export type CompanyReview = z.infer<typeof CompanyReviewSchema>;

export const CompanyReviewsResponseSchema = envelopeWith({
  reviews: z.array(CompanyReviewSchema),
});
export type CompanyReviewsResponse = z.infer<typeof CompanyReviewsResponseSchema>;

/** A registry's own ledger account (DESIGN.md 4.3) and what it holds. */
export const SystemAccountSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['buffer', 'cancellation', 'escrow']),
  /** The external market of an escrow account; null for the others. */
  market: z.string().nullable(),
  /** Every kg the account holds now, whatever the state of its blocks. */
  balanceKg: z.number().int(),
  /** The same kg by the state of the blocks (the cancellation account holds cancelled ones). */
  kgByStatus: z.object({
    active: z.number().int(),
    locked: z.number().int(),
    retired: z.number().int(),
    cancelled: z.number().int(),
  }),
});
export type SystemAccount = z.infer<typeof SystemAccountSchema>;

export const SystemAccountsResponseSchema = envelopeWith({
  accounts: z.array(SystemAccountSchema),
});
export type SystemAccountsResponse = z.infer<typeof SystemAccountsResponseSchema>;
