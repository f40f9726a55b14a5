import type { ApiKeyScope } from '@registry/contract/api-keys/api-keys-api';

/**
 * Who may call an operation. Later issues add roles here (account types,
 * permits, company admins) as further audiences.
 * - anyone: no session needed;
 * - signed form or link: no session, but the call carries its own signature
 *   (the embedded store's stand-ins for S3's presigned POST and GET);
 * - logged in: any valid session.
 */
export type Audience = 'anyone' | 'signed form or link' | 'logged in';

/**
 * Operations ("METHOD /path" as in the OpenAPI document) open without a
 * session, checked against spec sections 2, 6 and 7 and ARCHITECTURE.md:
 * login, registration and password recovery with what their forms need
 * (captcha, public key, reference lists, the newsletter), the session calls
 * that carry their own credential (refresh token, token, password link), health.
 * Every operation not listed here needs a session.
 */
export const WHO_MAY_CALL: Record<string, Audience> = {
  'GET /api/health': 'anyone',
  'GET /api/health/ready': 'anyone',
  // Login, registration, recovery (spec 2: the only routes of a logged-out user).
  'GET /api/captcha/challenge': 'anyone',
  'GET /api/user/public-key': 'anyone',
  'POST /api/user/login': 'anyone',
  'POST /api/user': 'anyone',
  'POST /api/user/passwordRecovery': 'anyone',
  'GET /api/user/verify-link/{idHash}/{codeHash}/{userIdHash}': 'anyone',
  'POST /api/user/update-password-link': 'anyone',
  // Session calls whose body is the credential (a refresh token, an access token).
  'POST /api/user/refreshToken': 'anyone',
  'POST /api/user/logout': 'anyone',
  'POST /api/user/validToken': 'anyone',
  // Reference lists of the registration form (spec 7: document types, geography, terms).
  'GET /api/platform/country': 'anyone',
  'GET /api/platform/map-config': 'anyone',
  'GET /api/platform/country/{countryId}/regions': 'anyone',
  'GET /api/platform/country/{countryId}/regions/{regionId}/cities': 'anyone',
  'GET /api/platform/typeDocument/actives': 'anyone',
  'GET /api/platform/typeDocument/{countryId}/actives': 'anyone',
  'GET /api/typeAccount/actives': 'anyone',
  'GET /api/platform/standard/actives': 'anyone',
  // The methodologies of each standard (the project form and the public list's facets).
  'GET /api/platform/methodology/actives': 'anyone',
  'GET /api/platform/termCondition/': 'anyone',
  'GET /api/platform/typeDocumentCompanies/active': 'anyone',
  // With ?countryId the registration form's formats; without it, the session company's (401).
  'GET /api/company/formatCountry': 'anyone',
  // The footer's newsletter form.
  'GET /api/platform/home/suscription/{email}': 'anyone',
  // A file its company marked public (spec 7: file url helpers).
  'GET /api/platform/file/urlpublic/{id}': 'anyone',
  // The public list and page of projects (DESIGN.md 4.2, issue #9).
  'GET /api/public/projects': 'anyone',
  'GET /api/public/projects/map': 'anyone',
  'GET /api/public/projects/csv': 'anyone',
  'GET /api/public/projects/{projectId}': 'anyone',
  'GET /api/public/projects/{projectId}/documents/{documentId}/url': 'anyone',
  // Public comment on projects (DESIGN.md 4.2): the open list, the form (captcha), the comments.
  'GET /api/public/project-comment/projects': 'anyone',
  // The public transparency log (DESIGN.md 4.3, decision 025).
  'GET /api/log/checkpoint': 'anyone',
  'GET /api/log/public-key': 'anyone',
  'GET /api/log/entries': 'anyone',
  'GET /api/log/proof/inclusion': 'anyone',
  'GET /api/log/proof/consistency': 'anyone',
  'POST /api/public/project-comment/{projectId}': 'anyone',
  'GET /api/public/project-comment/{projectId}/comments': 'anyone',
  // A comment's attachment: its form (captcha), its confirm (the route is the key), its link.
  'POST /api/public/project-comment/{projectId}/attachment': 'anyone',
  'POST /api/public/project-comment/{projectId}/attachment/confirm': 'anyone',
  'GET /api/public/project-comment/{projectId}/comments/{commentId}/attachment': 'anyone',
  // The correction history (DESIGN.md 4.2): a token, when sent, shows a party the private rows.
  'GET /api/public/projects/{projectId}/corrections': 'anyone',
  // The public serial search (DESIGN.md 4.3, decision 026).
  'GET /api/public/serials': 'anyone',
  // The registry's public ledger of retirements and cancellations (DESIGN.md 4.4).
  'GET /api/public/ledger': 'anyone',
  'GET /api/public/ledger.csv': 'anyone',
  // A retirement's public certificate and its PDF (DESIGN.md 4.4).
  'GET /api/public/certificates/{emitCertificationId}': 'anyone',
  'GET /api/public/certificates/{emitCertificationId}/pdf': 'anyone',
  // A project's credits, certificates and retired blocks on its public page (DESIGN.md 4.4).
  'GET /api/public/projects/{projectId}/credits': 'anyone',
  'GET /api/public/projects/{projectId}/certificates': 'anyone',
  'GET /api/public/projects/{projectId}/retired-blocks.csv': 'anyone',
  'GET /api/public/projects/{projectId}/retired-blocks.xlsx': 'anyone',
  // The registry's public report (/jp-report, DESIGN.md 4.4).
  'GET /api/public/registry-report': 'anyone',
  'GET /api/public/registry-report.csv': 'anyone',
  'GET /api/public/registry-report.xlsx': 'anyone',
  // The registry in the CAD Trust data model v2 (DESIGN.md 4.6, Interchange).
  'GET /api/cadtrust/v2/projects': 'anyone',
  'GET /api/cadtrust/v2/issuances': 'anyone',
  'GET /api/cadtrust/v2/units': 'anyone',
  // The embedded file store: the signature is the permission (ARCHITECTURE.md).
  'POST /api/files/upload': 'signed form or link',
  'GET /api/files/object/{*}': 'signed form or link',
  // The certifier's review of companies (DESIGN.md 4.1, 4.5): a session; the list,
  // the review and the system accounts the certifier's, the reviews also the company's users.
  'GET /api/company/get-all': 'logged in',
  'GET /api/company/active': 'logged in',
  'POST /api/administration/companies/review': 'logged in',
  'GET /api/administration/companies/{id}/reviews': 'logged in',
  'GET /api/administration/system-accounts': 'logged in',
  // A certifier's edits of a company's data (spec section 7): a session, the certifier's.
  'GET /api/administration/companies/{id}/profile': 'logged in',
  'POST /api/company/update': 'logged in',
  'POST /api/company/update-billing': 'logged in',
  'POST /api/company/update-due-diligence': 'logged in',
  // Billing (DESIGN.md 4.5): a session; the schedule's edits the certifier's.
  'GET /api/billing/fees': 'logged in',
  'POST /api/billing/fees': 'logged in',
  'GET /api/billing/invoices': 'logged in',
  'GET /api/billing/invoices/{id}/pdf': 'logged in',
  'POST /api/billing/invoices/{id}/proof': 'logged in',
  'POST /api/billing/invoices/{id}/review': 'logged in',
};

/** Who may call method path; 'logged in' unless listed. */
export function whoMayCall(method: string, path: string): Audience {
  return WHO_MAY_CALL[`${method.toUpperCase()} ${path}`] ?? 'logged in';
}

/**
 * Operations an API key may call, and the scope it needs (DESIGN.md 4.6):
 * the ledger's reads, transfers and retirements a script makes. Every other
 * operation that needs a session refuses a key, whatever its scopes.
 */
export const API_KEY_MAY_CALL: Record<string, ApiKeyScope> = {
  'GET /api/platform/projectCompanyTransfer/positions': 'read',
  'GET /api/platform/projectCompanyTransfer/transfers': 'read',
  'GET /api/platform/projectCompanyTransfer/historic': 'read',
  'POST /api/platform/projectCompanyTransfer/transfer': 'transfer',
  'POST /api/platform/projectCompanyTransfer/convert-to-kg': 'transfer',
  'POST /api/company/list/transfer': 'transfer',
  'GET /api/platform/projectCompanyTransfer/retirements': 'retire',
  'GET /api/platform/projectCompanyTransfer/passive-subjects': 'retire',
  'POST /api/platform/projectCompanyTransfer/retire': 'retire',
};
