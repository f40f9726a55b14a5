import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FeesResponseSchema,
  InvoicesResponseSchema,
  type InvoicesResponse,
  type SetFeeRequest,
} from '@registry/contract/billing/billing-api';
import { companies } from '../../db/schema/accounts';
import { fees, invoices } from '../../db/schema/billing';
import { call, codesOf } from '../../../test/kit/call';
import { createCompanyWithMember } from '../../../test/kit/companies';
import {
  freshIssuance,
  openLedgerScene,
  retireTonnes,
  type LedgerScene,
} from '../../../test/kit/ledger';
import { logIn, type Session } from '../../../test/kit/session';
import { getAs } from '../../../test/kit/token-calls';

/*
 * DESIGN.md 4.5: the certifier's fee schedule prices the events that raise
 * invoices (the opening on approval, the levy on issuance, the fee on
 * retirement), each invoice numbered without gaps in the event's transaction.
 */
let s: LedgerScene;
let trader: Session;
const today = () => new Date().toISOString().slice(0, 10);
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  s = await openLedgerScene();
  trader = await logIn(s.t, 'trader@demo.example');
}, 60_000);
afterAll(async () => {
  await s.t.close();
});

const setFee = (token: string, fee: Partial<SetFeeRequest>) =>
  call(s.t, 'POST', '/api/billing/fees', {
    token,
    payload: {
      kind: 'issuanceLevy',
      amountCents: 150,
      taxRateBp: 1900,
      currency: 'USD',
      validFrom: today(),
      ...fee,
    },
  });

const invoicesOf = async (token: string, query = '') => {
  const { status, body } = await getAs<InvoicesResponse>(
    s.t,
    token,
    `/api/billing/invoices${query}`,
  );
  expect(status).toBe(200);
  return InvoicesResponseSchema.parse(body).invoices;
};

describe('the fee schedule', () => {
  it('is the certifier’s to edit, from today on; a kind and day set again replaces it', async () => {
    expect((await setFee(s.owner.token, {})).status).toBe(403);
    const past = await setFee(s.certifier.token, { validFrom: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(codesOf(past.body)).toEqual(['ERROR_FEE_IN_THE_PAST']);
    const currency = await setFee(s.certifier.token, { currency: 'usd' });
    expect(currency.status).toBe(400);

    expect((await setFee(s.certifier.token, { amountCents: 100 })).status).toBe(200);
    const saved = await setFee(s.certifier.token, { amountCents: 150 });
    expect(saved.status).toBe(200);
    expect(codesOf(saved.body)).toEqual(['SUCCESS_FEE_SAVED']);

    const { body } = await getAs(s.t, s.owner.token, '/api/billing/fees');
    const schedule = FeesResponseSchema.parse(body).fees;
    expect(
      schedule.map((fee) => [fee.kind, fee.amountCents, fee.taxRateBp, fee.validFrom]),
    ).toEqual([['issuanceLevy', 150, 1900, today()]]);
  });
});

describe('invoices raised by events', () => {
  it('an issuance raises the owner’s levy per tonne with its tax and billing data; others do not see it', async () => {
    const before = await invoicesOf(s.owner.token);
    const { issuanceId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 12);
    const [levy] = await invoicesOf(s.owner.token);
    expect(levy).toMatchObject({
      companyId: s.ownerCompanyId,
      kind: 'issuanceLevy',
      state: 'issued',
      currency: 'USD',
      quantityKg: 12_000,
      unitCents: 150,
      subtotalCents: 1800,
      taxRateBp: 1900,
      taxCents: 342,
      totalCents: 2142,
      paidAt: null,
    });
    expect(levy?.number).toMatch(new RegExp(`^CR-INV-${year}-\\d+$`));
    expect((await invoicesOf(s.owner.token)).length).toBe(before.length + 1);
    const [row] = await s.t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, levy?.id ?? 0));
    const [owner] = await s.t.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, s.ownerCompanyId));
    expect(row?.billing).toMatchObject({
      name: owner?.name,
      documentNumber: owner?.documentNumber,
      billingEmail: owner?.billingEmail,
    });
    expect(row?.source).toMatch(/^movement:\d+$/);
    expect(issuanceId).toBeGreaterThan(0);

    // A company sees only its own, whatever it asks; the certifier sees them all.
    expect(await invoicesOf(trader.token, `?companyId=${s.ownerCompanyId}`)).toEqual(
      (await invoicesOf(trader.token)).filter((invoice) => invoice.companyId !== s.ownerCompanyId),
    );
    expect((await invoicesOf(s.certifier.token, `?companyId=${s.ownerCompanyId}`))[0]?.id).toBe(
      levy?.id,
    );
  });

  it('raises nothing while the fee of the event is 0', async () => {
    await setFee(s.certifier.token, { kind: 'retirementFee', amountCents: 0 });
    const before = await s.t.database.db.select().from(invoices);
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 3);
    const retired = await retireTonnes(s.t, s.owner.token, serialId, 1);
    expect(retired.status).toBe(200);
    const after = await s.t.database.db.select().from(invoices);
    // The issuance's levy only: the retirement is free.
    expect(after.map((invoice) => invoice.kind).slice(before.length)).toEqual(['issuanceLevy']);
  });

  it('a retirement raises its fee once the schedule prices it', async () => {
    await setFee(s.certifier.token, { kind: 'retirementFee', amountCents: 80, taxRateBp: 0 });
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 5);
    const retired = await retireTonnes(s.t, s.owner.token, serialId, 2);
    expect(retired.status).toBe(200);
    const [fee] = await invoicesOf(s.owner.token, '?state=issued');
    expect(fee).toMatchObject({ kind: 'retirementFee', quantityKg: 2000, totalCents: 160 });
  });

  it('the approval of a company raises its opening fee, once', async () => {
    await setFee(s.certifier.token, {
      kind: 'accountOpening',
      amountCents: 50_000,
      taxRateBp: 1900,
    });
    const company = await createCompanyWithMember(s.t);
    await s.t.database.db
      .update(companies)
      .set({ state: 'pending' })
      .where(eq(companies.id, company.id));
    const review = (action: string, reason = '') =>
      call(s.t, 'POST', '/api/administration/companies/review', {
        token: s.certifier.token,
        payload: { companyId: company.id, action, reason },
      });
    expect((await review('approve')).status).toBe(200);
    expect((await review('suspend', 'Revisión')).status).toBe(200);
    expect((await review('reinstate')).status).toBe(200);
    const opening = await invoicesOf(s.certifier.token, `?companyId=${company.id}`);
    expect(opening.map((invoice) => [invoice.kind, invoice.totalCents])).toEqual([
      ['accountOpening', 59_500],
    ]);
  });

  it('numbers the year’s invoices without a gap or a repeat, also when issuances run at once', async () => {
    await Promise.all(
      Array.from({ length: 6 }, () => freshIssuance(s.t, s.certifier.token, s.projectId, 1)),
    );
    const rows = await s.t.database.db.select().from(invoices).where(eq(invoices.year, year));
    const numbers = rows.map((row) => row.seq).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    expect(await s.t.database.db.select().from(fees)).toHaveLength(3);
  });
});
