import { http, HttpResponse } from 'msw';
import type { Fee, Invoice, SetFeeRequest } from '@registry/contract/billing/billing-api';
import { apiUrl } from '../../../test/msw-server';

const ok = (data: object = {}) => HttpResponse.json({ status: 1, codeMessages: [], ...data });

export function invoiceRow(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 7,
    number: 'CR-INV-2026-7',
    companyId: 30,
    companyName: 'Bosques del Pacífico S.A.S.',
    kind: 'issuanceLevy',
    state: 'issued',
    stateReason: null,
    currency: 'USD',
    quantityKg: 12_000,
    unitCents: 150,
    subtotalCents: 1800,
    taxRateBp: 1900,
    taxCents: 342,
    totalCents: 2142,
    issuedAt: '2026-11-20T10:00:00.000Z',
    dueOn: '2026-12-20',
    paidAt: null,
    ...overrides,
  };
}

export const FEE: Fee = {
  id: 1,
  kind: 'issuanceLevy',
  amountCents: 150,
  taxRateBp: 1900,
  currency: 'USD',
  validFrom: '2026-01-01',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The billing API in memory: the schedule (fees set are added), invoices by state and cursor. */
export function createBillingBackend({
  invoices = [invoiceRow()],
  fees = [FEE],
  pageSize = 50,
}: { invoices?: Invoice[]; fees?: Fee[]; pageSize?: number } = {}) {
  const schedule = structuredClone(fees);
  const requests = { fees: [] as SetFeeRequest[], lists: [] as URLSearchParams[] };
  const handlers = [
    http.get(apiUrl('/billing/fees'), () => ok({ fees: schedule })),
    http.post(apiUrl('/billing/fees'), async ({ request }) => {
      const body = (await request.json()) as SetFeeRequest;
      requests.fees.push(body);
      const fee = { ...body, id: schedule.length + 1, createdAt: '2026-11-28T10:00:00.000Z' };
      schedule.unshift(fee);
      return ok({ fee });
    }),
    http.get(apiUrl('/billing/invoices'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.lists.push(params);
      const matching = invoices.filter(
        (invoice) => !params.get('state') || invoice.state === params.get('state'),
      );
      const cursor = Number(params.get('cursor') ?? 0);
      const after = cursor ? matching.filter((invoice) => invoice.id < cursor) : matching;
      const page = after.slice(0, pageSize);
      return ok({
        invoices: page,
        nextCursor: after.length > pageSize ? (page.at(-1)?.id ?? null) : null,
      });
    }),
  ];
  return { handlers, requests, schedule };
}
