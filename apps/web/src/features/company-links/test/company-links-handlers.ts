import { http, HttpResponse } from 'msw';
import type { CodeMessage } from '@registry/contract/common/envelope';
import type {
  CompanyRequest,
  CompanyRequestsResponse,
  LinkUser,
} from '@registry/contract/company-links/company-request';
import type { CompanySearchResult } from '@registry/contract/company-links/search-companies';
import { apiUrl } from '../../../test/msw-server';

const LINKS = '/platform/companiesRequestCompaniesPermit';

export const MARIA: LinkUser = {
  id: 41,
  name: 'María Gómez',
  email: 'maria@selva.example',
  active: 1,
  exist: 0,
};
export const JOAO: LinkUser = {
  id: 42,
  name: 'João Silva',
  email: 'joao@selva.example',
  active: 1,
  exist: 1,
};

const request = (overrides: Partial<CompanyRequest> & Pick<CompanyRequest, 'id' | 'name'>) => ({
  typeDocument: 'NIT',
  documentNumber: '900111222',
  verificationDigit: '5',
  companyIdString: `CR-0000${overrides.id}`,
  companyId: 100 + overrides.id,
  state: 0 as const,
  users: [],
  ...overrides,
});

/** Sent: pending, accepted (with two users), rejected. */
export const OWN_REQUESTS: CompanyRequest[] = [
  request({ id: 1, name: 'Andes Pendiente S.A.S.' }),
  request({ id: 2, name: 'Selva Aceptada S.A.S.', state: 1, users: [MARIA, JOAO] }),
  request({ id: 3, name: 'Pampa Rechazada S.A.', state: 2 }),
];

/** Received: pending and accepted. */
export const RECEIVED_REQUESTS: CompanyRequest[] = [
  request({ id: 4, name: 'Caribe Solicitante Ltda.' }),
  request({ id: 5, name: 'Orinoco Conectada S.A.S.', state: 1 }),
];

export const SEARCH_RESULTS: CompanySearchResult[] = [
  {
    id: 201,
    companyId: 'CR-0201ABCD',
    name: 'Bosque Nuevo S.A.S.',
    documentType: 'NIT',
    documentNumber: '901000201',
    verificationDigit: '',
  },
];

const messages = (codeMessage: string, message: string): CodeMessage[] => [
  { codeMessage, message },
];

const refusal = (status: number, codeMessage: string, message: string) =>
  HttpResponse.json({ status: 0, codeMessages: messages(codeMessage, message) }, { status });

/**
 * An in-memory company behind the company-link calls, with the bodies they
 * received. refuse makes one call answer the given refusal.
 */
export function createLinksBackend({
  own = OWN_REQUESTS,
  received = RECEIVED_REQUESTS,
  companies = SEARCH_RESULTS,
  refuse = {} as Partial<Record<string, () => Response>>,
} = {}) {
  const state = {
    own: own.map((r) => ({ ...r, users: r.users.map((u) => ({ ...u })) })),
    received: received.map((r) => ({ ...r })),
  };
  const calls: { action: string; body: unknown }[] = [];
  const find = (id: number) =>
    state.own.find((r) => r.id === id) ?? state.received.find((r) => r.id === id);

  const post = (action: string, answer: (body: Record<string, number>) => Response) =>
    http.post(apiUrl(`${LINKS}/${action}`), async ({ request: httpRequest }) => {
      const body = (await httpRequest.json()) as Record<string, number>;
      calls.push({ action: action || 'add', body });
      const refused = refuse[action || 'add'];
      return refused ? refused() : answer(body);
    });

  const ok = (data: object, codeMessage = 'OK', message = 'Done.') =>
    HttpResponse.json({ status: 1, codeMessages: messages(codeMessage, message), ...data });

  const handlers = [
    http.post(apiUrl(`${LINKS}/companyRequestMyCompany`), () => {
      const refused = refuse.companyRequestMyCompany;
      if (refused) return refused();
      return HttpResponse.json<CompanyRequestsResponse>({
        status: 1,
        codeMessages: [],
        companyReques: state.own,
        companyRequestCompany: state.received,
      });
    }),
    post('search', (body) => {
      const text = String((body as unknown as { search: string }).search).toLowerCase();
      return ok({ companies: companies.filter((c) => c.name.toLowerCase().includes(text)) });
    }),
    post('', (body) => {
      const company = companies.find((c) => c.id === body.id);
      if (!company) return refusal(404, 'ERROR_LINK_COMPANY_NOT_FOUND', 'No such company.');
      const created = request({
        id: 50 + state.own.length,
        name: company.name,
        companyId: company.id,
        companyIdString: company.companyId,
      });
      state.own.unshift(created);
      return ok(
        { companyRequest: created },
        'SUCCESS_LINK_REQUESTED',
        `The request was sent to ${company.name}.`,
      );
    }),
    ...(['acceptCompany', 'rejectedCompany'] as const).map((action) =>
      post(action, (body) => {
        const found = state.received.find((r) => r.id === body.id);
        if (!found) return refusal(404, 'ERROR_LINK_NOT_FOUND', 'No such request.');
        found.state = action === 'acceptCompany' ? 1 : 2;
        return ok({ companyRequest: found }, 'SUCCESS_LINK_ANSWERED', 'The request was answered.');
      }),
    ),
    post('deleteCompany', (body) => {
      if (!find(body.id ?? 0)) return refusal(404, 'ERROR_LINK_NOT_FOUND', 'No such request.');
      state.own = state.own.filter((r) => r.id !== body.id);
      state.received = state.received.filter((r) => r.id !== body.id);
      return ok({}, 'SUCCESS_LINK_DELETED', 'The connection was deleted.');
    }),
    ...(['addUserCompany', 'deleteUserCompany'] as const).map((action) =>
      post(action, (body) => {
        const user = state.own
          .find((r) => r.id === body.id)
          ?.users.find((u) => u.id === body.userId);
        if (!user) return refusal(404, 'ERROR_LINK_NOT_FOUND', 'No such request.');
        user.exist = action === 'addUserCompany' ? 1 : 0;
        return ok({ user: { ...user } }, 'SUCCESS_LINK_USER', 'Access changed.');
      }),
    ),
  ];
  return { handlers, calls, state, refusal };
}

export { refusal };
