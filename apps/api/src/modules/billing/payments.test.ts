import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoicesResponseSchema, type Invoice } from '@registry/contract/billing/billing-api';
import { InvoiceResponseSchema } from '@registry/contract/billing/invoice-payments';
import { companies, notifications } from '../../db/schema/accounts';
import { buildPdf, materialize } from '../../lib/file-inspection/test-fixtures';
import { call, codesOf } from '../../../test/kit/call';
import { freshIssuance, openLedgerScene, type LedgerScene } from '../../../test/kit/ledger';
import { pdfText } from '../../../test/kit/pdf-text';
import { logIn, type Session } from '../../../test/kit/session';
import { getAs } from '../../../test/kit/token-calls';
import { uploadFile } from '../../../test/kit/uploads';
import { sentMailsTo } from '../../../test/outbox';
import { HEADERS } from '../../../test/test-app';
import { raiseYearlyFees } from './raise-yearly-fees';

/*
 * DESIGN.md 4.5: a company pays an invoice by bank transfer and uploads the
 * proof; the certifier confirms it (paid) or refuses it with a reason (open
 * again); an unpaid invoice can be voided with a reason. Both sides hear of
 * each step. The invoice's PDF carries the billing data and the bank account.
 */
let s: LedgerScene;
let trader: Session;
const today = () => new Date().toISOString().slice(0, 10);
const PROOF = {
  name: 'Transferencia N.º 4471.pdf',
  type: 'application/pdf',
  bytes: materialize(buildPdf({ comment: 'transferencia' })),
};

beforeAll(async () => {
  s = await openLedgerScene({
    config: {
      bank: {
        holder: 'Registro Nacional de Carbono S.A.S.',
        bank: 'Banco Andino',
        account: 'CO12 3456 7890 1234 5678 90',
        swift: 'BANDCOBB',
      },
    },
  });
  trader = await logIn(s.t, 'trader@demo.example');
  await call(s.t, 'POST', '/api/billing/fees', {
    token: s.certifier.token,
    payload: {
      kind: 'issuanceLevy',
      amountCents: 125,
      taxRateBp: 1900,
      currency: 'USD',
      validFrom: today(),
    },
  });
}, 60_000);
afterAll(async () => {
  await s.t.close();
});

/** A new levy invoice of the owner: an issuance of `tonnes` t. */
async function newLevy(tonnes = 10): Promise<Invoice> {
  await freshIssuance(s.t, s.certifier.token, s.projectId, tonnes);
  const { body } = await getAs(s.t, s.owner.token, '/api/billing/invoices?state=issued');
  const [levy] = InvoicesResponseSchema.parse(body).invoices;
  if (!levy) throw new Error('no levy was raised');
  return levy;
}

const sendProof = async (token: string, invoiceId: number) => {
  const { route, confirmed } = await uploadFile(s.t, token, PROOF);
  const file = confirmed.body.file as { route: string; time: string; name: string; md5: string };
  return call(s.t, 'POST', `/api/billing/invoices/${invoiceId}/proof`, {
    token,
    payload: { file: { route, time: file.time, name: file.name, md5: file.md5 } },
  });
};

const review = (token: string, invoiceId: number, action: string, reason = '') =>
  call(s.t, 'POST', `/api/billing/invoices/${invoiceId}/review`, {
    token,
    payload: { action, reason },
  });

const invoiceOf = (answer: { body: unknown }) => InvoiceResponseSchema.parse(answer.body).invoice;

const bellsOf = (companyId: number, kind: string) =>
  s.t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.companyId, companyId), eq(notifications.kind, kind)));

describe("an invoice's PDF", () => {
  it('reads back in the company’s language with its number, lines, total and where to pay', async () => {
    const levy = await newLevy(10);
    const response = await s.t.app.inject({
      method: 'GET',
      url: `/api/billing/invoices/${levy.id}/pdf?lng=es`,
      headers: { ...HEADERS, authorization: `Bearer ${s.owner.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`${levy.number}.pdf`);
    const text = pdfText(response.rawPayload);
    expect(text).toContain(`Factura ${levy.number}`);
    expect(text).toContain('Tarifa de emisión');
    expect(text).toContain('10 t CO₂e');
    // 10 t at 1.25 USD: 12.50 and 19 % tax, 2.38: 14.88, in Colombian Spanish figures.
    expect(text).toMatch(/Total: US\$\s?14,88/);
    expect(text).toContain('Banco Andino');
    expect(text).toContain('CO12 3456 7890 1234 5678 90');
    expect(text).toContain('Cómo pagar');

    const english = await s.t.app.inject({
      method: 'GET',
      url: `/api/billing/invoices/${levy.id}/pdf?lng=en`,
      headers: { ...HEADERS, authorization: `Bearer ${s.certifier.token}` },
    });
    expect(pdfText(english.rawPayload)).toContain('Total: $14.88');

    const stranger = await s.t.app.inject({
      method: 'GET',
      url: `/api/billing/invoices/${levy.id}/pdf`,
      headers: { ...HEADERS, authorization: `Bearer ${trader.token}` },
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('paying an invoice', () => {
  it('the company sends its proof; the certifier confirms it; both hear of it', async () => {
    const levy = await newLevy(4);
    // The company heard of it in the bell, with the total (4 t at 1.25 USD and 19 % tax).
    const raised = await bellsOf(s.ownerCompanyId, 'invoiceRaised');
    expect(raised.find((bell) => bell.payload.invoiceId === levy.id)?.payload).toMatchObject({
      total: '5.95 USD',
    });
    const listed = await getAs(s.t, s.owner.token, '/api/billing/invoices');
    expect(InvoicesResponseSchema.parse(listed.body).bank.bank).toBe('Banco Andino');

    // Only the invoice's company sends a proof; the certifier does not pay, another company does not see it.
    expect((await sendProof(s.certifier.token, levy.id)).status).toBe(403);
    expect((await sendProof(trader.token, levy.id)).status).toBe(404);
    const sent = await sendProof(s.owner.token, levy.id);
    expect(sent.status).toBe(200);
    expect(codesOf(sent.body)).toEqual(['SUCCESS_INVOICE_PROOF_SENT']);
    const pending = invoiceOf(sent);
    expect(pending).toMatchObject({ state: 'pendingConfirmation', stateReason: null });
    expect(pending.proof?.name).toBe(PROOF.name);

    // The certifier can open the proof through the files' signed link.
    const link = await getAs(
      s.t,
      s.certifier.token,
      `/api/platform/file/url/${pending.proof?.fileId}`,
    );
    expect(link.status).toBe(200);

    const waiting = await getAs(
      s.t,
      s.certifier.token,
      '/api/billing/invoices?state=pendingConfirmation',
    );
    expect(InvoicesResponseSchema.parse(waiting.body).invoices.map((i) => i.id)).toContain(levy.id);
    const certifierCompany = await getAs<{ company: { id: number } }>(
      s.t,
      s.certifier.token,
      '/api/company/',
    );
    expect(
      (await bellsOf(certifierCompany.body.company.id, 'invoiceProof')).length,
    ).toBeGreaterThan(0);
    expect((await bellsOf(s.ownerCompanyId, 'invoiceProof'))[0]?.payload).toMatchObject({
      invoiceId: levy.id,
      number: levy.number,
    });

    expect((await review(s.owner.token, levy.id, 'confirm')).status).toBe(403);
    const confirmed = await review(s.certifier.token, levy.id, 'confirm');
    expect(confirmed.status).toBe(200);
    expect(invoiceOf(confirmed)).toMatchObject({ state: 'paid' });
    expect(invoiceOf(confirmed).paidAt).not.toBeNull();
    expect((await bellsOf(s.ownerCompanyId, 'invoicePaid'))[0]?.payload).toMatchObject({
      number: levy.number,
    });
    const mails = await sentMailsTo(s.t, 'owner@demo.example');
    expect(mails.map((mail) => mail.subject)).toContain(`Invoice ${levy.number} is paid`);

    // A paid invoice takes no other proof and no other action.
    expect((await sendProof(s.owner.token, levy.id)).status).toBe(409);
    const again = await review(s.certifier.token, levy.id, 'void', 'Duplicada');
    expect(again.status).toBe(409);
    expect(codesOf(again.body)).toEqual(['ERROR_INVOICE_STATE']);
  });

  it('a refused proof opens the invoice again with the reason; a new proof replaces it', async () => {
    const levy = await newLevy(2);
    expect((await sendProof(s.owner.token, levy.id)).status).toBe(200);
    const missing = await review(s.certifier.token, levy.id, 'refuse');
    expect(missing.status).toBe(400);
    const reason = 'The transfer is not on the bank statement of 26 November.';
    const refused = await review(s.certifier.token, levy.id, 'refuse', reason);
    expect(refused.status).toBe(200);
    expect(invoiceOf(refused)).toMatchObject({
      state: 'issued',
      stateReason: reason,
      paidAt: null,
    });
    const mails = await sentMailsTo(s.t, 'owner@demo.example');
    const refusal = mails.find((mail) => mail.subject.includes('was not accepted'));
    expect(refusal?.body).toContain(reason);

    const resent = await sendProof(s.owner.token, levy.id);
    expect(invoiceOf(resent)).toMatchObject({ state: 'pendingConfirmation', stateReason: null });
  });

  it('the certifier voids an unpaid invoice with a reason; a proof cannot be claimed twice', async () => {
    const levy = await newLevy(1);
    const { route, confirmed } = await uploadFile(s.t, s.owner.token, PROOF);
    const file = confirmed.body.file as { time: string; name: string; md5: string };
    const proof = { file: { route, time: file.time, name: file.name, md5: file.md5 } };
    const first = await call(s.t, 'POST', `/api/billing/invoices/${levy.id}/proof`, {
      token: s.owner.token,
      payload: proof,
    });
    expect(first.status).toBe(200);
    const other = await newLevy(1);
    const reused = await call(s.t, 'POST', `/api/billing/invoices/${other.id}/proof`, {
      token: s.owner.token,
      payload: proof,
    });
    expect(reused.status).toBe(400);
    expect(codesOf(reused.body)).toEqual(['ERROR_UPLOAD_NOT_FOUND']);

    const voided = await review(s.certifier.token, other.id, 'void', 'Raised twice by mistake.');
    expect(invoiceOf(voided)).toMatchObject({
      state: 'void',
      stateReason: 'Raised twice by mistake.',
    });
    expect((await bellsOf(s.ownerCompanyId, 'invoiceVoided'))[0]?.payload).toMatchObject({
      reason: 'Raised twice by mistake.',
    });
  });
});

describe('the yearly account fee', () => {
  it('is raised once a year for each approved company but the certifiers, also when run twice', async () => {
    await call(s.t, 'POST', '/api/billing/fees', {
      token: s.certifier.token,
      payload: {
        kind: 'yearlyAccount',
        amountCents: 20_000,
        taxRateBp: 0,
        currency: 'USD',
        validFrom: today(),
      },
    });
    const approved = await s.t.database.db
      .select({ id: companies.id, typeAccount: companies.typeAccount })
      .from(companies)
      .where(eq(companies.state, 'approved'));
    const payers = approved.filter((company) => company.typeAccount !== 'certifier');
    const now = new Date();
    const [first, second] = await Promise.all([
      raiseYearlyFees(s.t.database.db, now),
      raiseYearlyFees(s.t.database.db, now),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(payers.length);
    expect(await raiseYearlyFees(s.t.database.db, now)).toBe(0);
    const { body } = await getAs(s.t, s.owner.token, '/api/billing/invoices');
    const yearly = InvoicesResponseSchema.parse(body).invoices.filter(
      (invoice) => invoice.kind === 'yearlyAccount',
    );
    expect(yearly.map((invoice) => invoice.totalCents)).toEqual([20_000]);
  });
});
