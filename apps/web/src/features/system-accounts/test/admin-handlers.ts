import { http, HttpResponse } from 'msw';
import {
  REVIEW_TRANSITIONS,
  type AdminCompany,
  type CompanyReview,
  type ReviewCompanyRequest,
  type SystemAccount,
} from '@registry/contract/administration/companies';
import type { CertifierUpdateCompanyRequest } from '@registry/contract/administration/company-edits';
import { apiUrl } from '../../../test/msw-server';
import { emptyCompany, SURVEYS, TYPES } from '../../my-company/test/my-company-handlers';

const ok = (data: object = {}) => HttpResponse.json({ status: 1, codeMessages: [], ...data });

export function adminCompany(overrides: Partial<AdminCompany> = {}): AdminCompany {
  return {
    id: 40,
    name: 'Reforestadora Andina S.A.S.',
    companyId: 'CR-0040',
    typeAccount: 'developer',
    state: 'pending',
    stateReason: null,
    updateBilling: 1,
    updateDueDiligence: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const SYSTEM_ACCOUNTS: SystemAccount[] = [
  {
    id: 1,
    kind: 'buffer',
    market: null,
    balanceKg: 150_000,
    kgByStatus: { active: 140_000, locked: 0, retired: 0, cancelled: 10_000 },
  },
  {
    id: 2,
    kind: 'cancellation',
    market: null,
    balanceKg: 5_000,
    kgByStatus: { active: 0, locked: 0, retired: 0, cancelled: 5_000 },
  },
];

/**
 * The certifier's administration in memory: get-all with its filters and
 * cursor (pageSize a page), reviews that move a company as the API does (409
 * when the state no longer allows it), the review history and the system
 * accounts. `refuse` answers 403 to everything, as for another account type.
 */
export function createAdminBackend({
  companies: initial = [
    adminCompany(),
    adminCompany({
      id: 39,
      name: 'Comercializadora Verde',
      typeAccount: 'trader',
      state: 'approved',
    }),
  ],
  pageSize = 50,
  refuse = false,
}: { companies?: AdminCompany[]; pageSize?: number; refuse?: boolean } = {}) {
  const companies = structuredClone(initial);
  const reviews: (CompanyReview & { companyId: number })[] = [];
  const requests = {
    reviews: [] as ReviewCompanyRequest[],
    lists: [] as URLSearchParams[],
    edits: [] as CertifierUpdateCompanyRequest[],
  };
  // The profile a certifier edits: My Company's fixture under the listed company's id and name.
  const profileOf = (id: number) => {
    const listed = companies.find((company) => company.id === id);
    return emptyCompany({ id, name: listed?.name ?? 'Empresa', hashId: '' });
  };
  const profiles = new Map<number, ReturnType<typeof profileOf>>();
  const profile = (id: number) => profiles.get(id) ?? profiles.set(id, profileOf(id)).get(id)!;
  const forbidden = () =>
    HttpResponse.json(
      {
        status: 0,
        codeMessages: [
          { codeMessage: 'ERROR_FORBIDDEN', message: 'Only a certifier can do this.' },
        ],
      },
      { status: 403 },
    );
  const handlers = [
    http.get(apiUrl('/company/get-all'), ({ request }) => {
      if (refuse) return forbidden();
      const params = new URL(request.url).searchParams;
      requests.lists.push(params);
      const search = params.get('search')?.toLowerCase();
      const matching = companies.filter(
        (company) =>
          (!search || company.name.toLowerCase().includes(search)) &&
          (!params.get('state') || company.state === params.get('state')) &&
          (!params.get('typeAccount') || company.typeAccount === params.get('typeAccount')),
      );
      const cursor = Number(params.get('cursor') ?? 0);
      const after = cursor ? matching.filter((company) => company.id < cursor) : matching;
      const page = after.slice(0, pageSize);
      const hasMore = after.length > pageSize;
      return ok({
        companies: page,
        total: matching.length,
        nextCursor: hasMore ? (page.at(-1)?.id ?? null) : null,
      });
    }),
    http.post(apiUrl('/administration/companies/review'), async ({ request }) => {
      if (refuse) return forbidden();
      const body = (await request.json()) as ReviewCompanyRequest;
      requests.reviews.push(body);
      const company = companies.find((item) => item.id === body.companyId);
      const transition = REVIEW_TRANSITIONS[body.action];
      if (!company || !transition.from.includes(company.state)) {
        return HttpResponse.json(
          {
            status: 0,
            codeMessages: [
              {
                codeMessage: 'ERROR_COMPANY_STATE',
                message: 'The company is no longer in a state that allows this review.',
              },
            ],
          },
          { status: 409 },
        );
      }
      reviews.unshift({
        id: reviews.length + 1,
        companyId: company.id,
        action: body.action,
        fromState: company.state,
        toState: transition.to,
        reason: body.reason ?? '',
        reviewerName: 'Ana Certificadora',
        createdAt: '2026-11-28T12:00:00.000Z',
      });
      company.state = transition.to;
      company.stateReason = body.reason || null;
      return ok({ company });
    }),
    http.get(apiUrl('/administration/companies/:id/reviews'), ({ params }) =>
      refuse
        ? forbidden()
        : ok({ reviews: reviews.filter((review) => review.companyId === Number(params.id)) }),
    ),
    http.get(apiUrl('/administration/companies/:id/profile'), ({ params }) =>
      refuse
        ? forbidden()
        : ok({
            company: profile(Number(params.id)),
            typeDocumentsCompanies: TYPES,
            surveys: SURVEYS,
            isAdminCompany: 0,
          }),
    ),
    http.post(apiUrl('/company/update'), async ({ request }) => {
      const body = (await request.json()) as CertifierUpdateCompanyRequest;
      requests.edits.push(body);
      const company = profile(body.companyId);
      Object.assign(company, body.company);
      return HttpResponse.json({
        status: 1,
        codeMessages: [
          { codeMessage: 'SUCCESS_COMPANY_UPDATED', message: 'The company was updated.' },
        ],
        company,
      });
    }),
    http.get(apiUrl('/administration/system-accounts'), () =>
      refuse ? forbidden() : ok({ accounts: SYSTEM_ACCOUNTS }),
    ),
  ];
  return { handlers, requests, companies };
}
