import { z } from 'zod';
import { IdSchema } from '../common/ids';
import { envelopeWith } from '../common/envelope';

/**
 * Company links (spec sections 3, 4 and 7; decision 015). Every call is a POST
 * under this path, for a logged-in user; the caller's company is the session's.
 */
export const COMPANY_LINKS_PATH = '/platform/companiesRequestCompaniesPermit';

/** The paths of the company-link calls, relative to /api (what the web client's apiCall takes). */
export const COMPANY_LINKS_PATHS = {
  /** Search companies to connect with (the search modal). */
  search: `${COMPANY_LINKS_PATH}/search`,
  /** Request a connection with the selected company (spec: "add"; note the trailing slash). */
  add: `${COMPANY_LINKS_PATH}/`,
  /** The caller's company's requests: sent (companyReques) and received (companyRequestCompany). */
  myCompany: `${COMPANY_LINKS_PATH}/companyRequestMyCompany`,
  /** The same lists for a given company (that company itself, or a certifier). */
  company: `${COMPANY_LINKS_PATH}/companyRequest`,
  accept: `${COMPANY_LINKS_PATH}/acceptCompany`,
  reject: `${COMPANY_LINKS_PATH}/rejectedCompany`,
  delete: `${COMPANY_LINKS_PATH}/deleteCompany`,
  addUser: `${COMPANY_LINKS_PATH}/addUserCompany`,
  deleteUser: `${COMPANY_LINKS_PATH}/deleteUserCompany`,
} as const;

/** A database id in a body (a request id, a company id, a user id). */
export const LinkIdSchema = IdSchema;

/** A yes/no flag (0 or 1). */
export const LinkFlagSchema = z.literal([0, 1]);
export type LinkFlag = z.infer<typeof LinkFlagSchema>;

/** State of a connection request: 0 pending, 1 accepted, 2 rejected. */
export const CompanyRequestStateSchema = z.literal([0, 1, 2]);
export type CompanyRequestState = z.infer<typeof CompanyRequestStateSchema>;
export const REQUEST_PENDING = 0;
export const REQUEST_ACCEPTED = 1;
export const REQUEST_REJECTED = 2;

/**
 * An active user of the other company of an accepted request, as the requester
 * side sees it in the user-administration modal (spec section 4).
 */
export const LinkUserSchema = z.object({
  /** The user's id: the userId of addUserCompany and deleteUserCompany. */
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /**
   * 1 for the other company's active users. A user granted access who has since
   * become inactive there stays listed with active 0 and exist 1, so the access
   * can still be taken back.
   */
  active: LinkFlagSchema,
  /** 1: the user already has access to the requester company through this link (remove offered); 0: add offered. */
  exist: LinkFlagSchema,
});
export type LinkUser = z.infer<typeof LinkUserSchema>;

/**
 * A connection request as one side sees it (spec section 3): the fields describe
 * the OTHER company of the request.
 */
export const CompanyRequestSchema = z.object({
  /** The request's id: the id of accept, reject, delete, addUser and deleteUser. */
  id: z.number().int(),
  /** The other company's document type, in the caller's language (for example "NIT"). */
  typeDocument: z.string(),
  /** Letters and digits only; the screen groups them and adds the digit (one formatter). */
  documentNumber: z.string(),
  /** '' when the document type has none. */
  verificationDigit: z.string(),
  name: z.string(),
  /** The other company's public platform id (for example "CR-1A2B3C4D"). */
  companyIdString: z.string(),
  /** The other company's internal id (what /all-information/{companyId} takes). */
  companyId: z.number().int(),
  state: CompanyRequestStateSchema,
  /**
   * Sent requests in state 1: the other company's active users, each with exist,
   * sorted by name (users who already belong to the caller's company in their
   * own right are left out: they need no access). Empty in every other case.
   */
  users: z.array(LinkUserSchema),
});
export type CompanyRequest = z.infer<typeof CompanyRequestSchema>;

/**
 * POST .../companyRequestMyCompany (no body needed) and POST .../companyRequest
 * {id: companyId}: a company's requests. The names are the spec's, verbatim.
 */
export const CompanyRequestsResponseSchema = envelopeWith({
  /** Requests the company sent (it is the requester), newest first. */
  companyReques: z.array(CompanyRequestSchema),
  /** Requests the company received (it is the target), newest first. */
  companyRequestCompany: z.array(CompanyRequestSchema),
});
export type CompanyRequestsResponse = z.infer<typeof CompanyRequestsResponseSchema>;

/** POST .../companyRequestMyCompany: an empty object, or no body at all. */
export const MyCompanyRequestsRequestSchema = z.object({}).nullish();
export type MyCompanyRequestsRequest = z.infer<typeof MyCompanyRequestsRequestSchema>;

/** POST .../companyRequest: the company whose requests to list (its internal id). */
export const CompanyRequestsRequestSchema = z.object({ id: LinkIdSchema });
export type CompanyRequestsRequest = z.infer<typeof CompanyRequestsRequestSchema>;

/**
 * POST .../acceptCompany, .../rejectedCompany and .../deleteCompany: the request's
 * id. The selected request object may be sent whole; only id is read.
 */
export const CompanyRequestIdSchema = z.object({ id: LinkIdSchema });
export type CompanyRequestId = z.infer<typeof CompanyRequestIdSchema>;

/** The answer of accept and reject: the request as it is now, seen by the caller. */
export const CompanyRequestResponseSchema = envelopeWith({ companyRequest: CompanyRequestSchema });
export type CompanyRequestResponse = z.infer<typeof CompanyRequestResponseSchema>;

/** The answer of deleteCompany: the envelope alone. */
export const DeleteCompanyRequestResponseSchema = envelopeWith({});
export type DeleteCompanyRequestResponse = z.infer<typeof DeleteCompanyRequestResponseSchema>;
