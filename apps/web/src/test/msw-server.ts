import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Any request to /api on the test origin, whatever the path after it. */
export const apiUrl = (path: string) => `${window.location.origin}/api${path}`;

const ok = (data: object = {}) => HttpResponse.json({ status: 1, codeMessages: [], ...data });

/**
 * Answers the shell and the screens ask on start, so a rendered page never
 * hits an unhandled request. Tests about a call override these with their own.
 */
export const defaultHandlers = [
  http.get(apiUrl('/platform/projectCompanyTransfer/notifications'), () =>
    ok({ notifications: 0 }),
  ),
  http.get(apiUrl('/platform/projectCompanyTransfer/notifications/latest'), () =>
    ok({ notifications: [] }),
  ),
  http.post(apiUrl('/user/validToken'), () => ok({ valid: true })),
  http.get(apiUrl('/captcha/challenge'), () => ok({ provider: 'none', challenge: null })),
  // Every map asks which tiles to draw; by default none (the bundled outlines only).
  http.get(apiUrl('/platform/map-config'), () => ok({ tilesUrl: null, attribution: '' })),
  http.get(apiUrl('/company/'), () =>
    ok({
      company: {
        id: 1,
        name: 'Empresa Demo S.A.S.',
        companyId: 'CR-00000001',
        typeAccount: 'owner',
        updateBilling: 1,
        updateDueDiligence: 1,
        passwordExpirationDays: 90,
        state: 'approved',
        stateReason: null,
      },
      userCompany: { isAdmin: 1, isContact: 1, permits: [] },
      passwordExpirationDays: 90,
    }),
  ),
  http.get(apiUrl('/company/data'), () => ok({ minCharactersPassword: 10 })),
  // The logged-in home asks for My Company; tests about it answer with features/my-company/test.
  http.post(apiUrl('/company/getCompanyMyCompany'), () =>
    HttpResponse.json(
      { status: 0, codeMessages: [{ codeMessage: 'ERROR_FORBIDDEN', message: 'Not here.' }] },
      { status: 403 },
    ),
  ),
  // The read-only company view and the connectivity tab (features/company-view, company-links).
  http.get(apiUrl('/company/get-by-id/:id'), ({ params }) =>
    ok({
      company: {
        id: Number(params.id),
        name: 'Bosques del Pacífico S.A.S.',
        companyId: 'CR-00000007',
        typeAccount: 'owner',
        accountType: 'Owner',
        typeDocument: 'NIT',
        documentNumber: '900123456',
        verificationDigit: '',
        country: 'Colombia',
        region: 'Antioquia',
        city: 'Medellín',
        address: 'Calle 10 # 43-12',
        users: [],
        billingContactName: '',
        billingEmails: '',
        specialConsiderations: '',
        taxIdentificationNumber: '',
        originIncome: false,
        surveys: [],
        surveyDueDiligence: [],
        companyDocuments: [],
        ceos: [],
        shareholders: [],
      },
    }),
  ),
  http.post(apiUrl('/platform/companiesRequestCompaniesPermit/companyRequestMyCompany'), () =>
    ok({ companyReques: [], companyRequestCompany: [] }),
  ),
  http.get(apiUrl('/user/verify-link/:a/:b/:c'), () =>
    HttpResponse.json({
      status: 0,
      codeMessages: [{ codeMessage: 'ERROR_LINK_EXPIRED_OR_USED', message: 'Expired' }],
    }),
  ),
  http.post(apiUrl('/user/search'), () => ok({ users: [], total: 0 })),
  http.get(apiUrl('/typeAccount/actives'), () => ok({ typesAccounts: [] })),
  http.get(apiUrl('/platform/standard/actives'), () => ok({ standards: [] })),
  // The home pages' lists: the public brochure's projects, a company's projects and positions.
  http.get(apiUrl('/public/projects'), () =>
    ok({
      projects: [],
      facets: Object.fromEntries(
        ['standard', 'country', 'methodology', 'sector', 'type', 'state', 'vintage', 'label'].map(
          (facet) => [facet, []],
        ),
      ),
      total: 0,
      nextCursor: null,
    }),
  ),
  http.get(apiUrl('/project/my-projects'), () => ok({ projects: [] })),
  http.get(apiUrl('/platform/projectCompanyTransfer/positions'), () =>
    ok({ positions: [], blockCount: 0, totals: [] }),
  ),
  http.get(apiUrl('/platform/projectCompanyTransfer/retirements'), () => ok({ retirements: [] })),
  // A public project's credits (its page's section): none issued.
  http.get(apiUrl('/public/projects/:projectId/credits'), () => ok({ vintages: [] })),
  http.get(apiUrl('/public/projects/:projectId/certificates'), () => ok({ certificates: [] })),
  http.get(apiUrl('/platform/country'), () => ok({ countries: [] })),
];

/**
 * One msw server per test file: started before, reset after each test, closed
 * after all. A request no handler answers fails the test that made it: its
 * screen's data never came, so what the test saw was not the screen.
 */
export function setupMswServer() {
  const server = setupServer(...defaultHandlers);
  const unhandled: string[] = [];
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request, print) => {
        unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
        print.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    const requests = unhandled.splice(0);
    if (requests.length > 0) {
      throw new Error(`Requests no handler answered: ${[...new Set(requests)].join(', ')}`);
    }
  });
  afterAll(() => server.close());
  return server;
}
