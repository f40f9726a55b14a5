import { http, HttpResponse } from 'msw';
import type {
  BankDetails,
  Fee,
  Invoice,
  SetFeeRequest,
} from '@registry/contract/billing/billing-api';
import {
  INVOICE_TRANSITIONS,
  type InvoiceProofRequest,
  type InvoiceReviewRequest,
} from '@registry/contract/billing/invoice-payments';
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
    proof: null,
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

export const BANK: BankDetails = {
  holder: 'Registro Nacional de Carbono S.A.S.',
  bank: 'Banco Andino',
  account: 'CO12 3456 7890 1234 5678 90',
  swift: 'BANDCOBB',
};

/** The billing API in memory: the schedule (fees set are added), invoices by state and cursor. */
export function createBillingBackend({
  invoices = [invoiceRow()],
  fees = [FEE],
  pageSize = 50,
}: { invoices?: Invoice[]; fees?: Fee[]; pageSize?: number } = {}) {
  const schedule = structuredClone(fees);
  const rows = structuredClone(invoices);
  const requests = {
    fees: [] as SetFeeRequest[],
    lists: [] as URLSearchParams[],
    proofs: [] as InvoiceProofRequest[],
    reviews: [] as InvoiceReviewRequest[],
  };
  /** The answer of the next review: a 409 when the invoice moved meanwhile. */
  const next = { reviewConflict: false };
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
      const matching = rows.filter(
        (invoice) => !params.get('state') || invoice.state === params.get('state'),
      );
      const cursor = Number(params.get('cursor') ?? 0);
      const after = cursor ? matching.filter((invoice) => invoice.id < cursor) : matching;
      const page = after.slice(0, pageSize);
      return ok({
        invoices: page,
        nextCursor: after.length > pageSize ? (page.at(-1)?.id ?? null) : null,
        bank: BANK,
      });
    }),
    http.post(apiUrl('/billing/invoices/:id/proof'), async ({ request, params }) => {
      const body = (await request.json()) as InvoiceProofRequest;
      requests.proofs.push(body);
      const invoice = rows.find((row) => row.id === Number(params.id));
      if (!invoice) return HttpResponse.json({ status: 0, codeMessages: [] }, { status: 404 });
      Object.assign(invoice, {
        state: 'pendingConfirmation',
        stateReason: null,
        proof: { fileId: 90, name: body.file.name, uploadedAt: '2026-11-28T12:00:00.000Z' },
      });
      return ok({ invoice });
    }),
    http.post(apiUrl('/billing/invoices/:id/review'), async ({ request, params }) => {
      const body = (await request.json()) as InvoiceReviewRequest;
      requests.reviews.push(body);
      const invoice = rows.find((row) => row.id === Number(params.id));
      if (!invoice) return HttpResponse.json({ status: 0, codeMessages: [] }, { status: 404 });
      if (next.reviewConflict) {
        next.reviewConflict = false;
        return HttpResponse.json(
          {
            status: 0,
            codeMessages: [
              {
                codeMessage: 'ERROR_INVOICE_STATE',
                message: 'The invoice is paid now: that cannot be done in this state.',
              },
            ],
          },
          { status: 409 },
        );
      }
      Object.assign(invoice, {
        state: INVOICE_TRANSITIONS[body.action].to,
        stateReason: body.action === 'confirm' ? null : (body.reason ?? null),
      });
      return ok({ invoice });
    }),
  ];
  return { handlers, requests, schedule, next };
}
