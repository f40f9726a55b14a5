import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, type CompanyState } from '../../db/schema/accounts';
import { codeOf } from '../../../test/kit/call';
import {
  convert,
  freshIssuance,
  issue,
  openLedgerScene,
  ownerKgOf,
  transfer,
  type LedgerScene,
} from '../../../test/kit/ledger';

/*
 * DESIGN.md 4.1: a suspended company can log in and read, but every ledger
 * movement of its accounts is refused (ERROR_COMPANY_SUSPENDED). Suspending is
 * the administration's screen (a later issue); here the state is set directly.
 */
describe('a suspended company', () => {
  let s: LedgerScene;

  beforeAll(async () => {
    s = await openLedgerScene();
  }, 60_000);

  afterAll(async () => {
    await s.t.close();
  });

  /** Runs `during` with the company suspended, then approves it again. */
  async function whileSuspended(companyId: number, during: () => Promise<void>) {
    const setState = (state: CompanyState) =>
      s.t.database.db.update(companies).set({ state }).where(eq(companies.id, companyId));
    await setState('suspended');
    try {
      await during();
    } finally {
      await setState('approved');
    }
  }

  const sendTwoTonnes = (serialId: number) =>
    transfer(s.t, s.owner.token, {
      serialId,
      quantity: 2,
      isKg: false,
      companyId: s.traderCompanyId,
    });

  it('cannot send credits or convert them, yet still reads its positions', async () => {
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 10);
    await whileSuspended(s.ownerCompanyId, async () => {
      const sent = await sendTwoTonnes(serialId);
      expect([sent.status, codeOf(sent)]).toEqual([403, 'ERROR_COMPANY_SUSPENDED']);
      expect(sent.body.codeMessages[0]?.message).toBe(
        'The company Bosques del Pacífico S.A.S. is suspended: no credits can move out of or into its accounts.',
      );
      const converted = await convert(s.t, s.owner.token, { serialId, quantity: 1 });
      expect(codeOf(converted)).toBe('ERROR_COMPANY_SUSPENDED');
      expect(await ownerKgOf(s, serialId)).toBe(10_000);
    });
    expect((await sendTwoTonnes(serialId)).status).toBe(200);
    expect(await ownerKgOf(s, serialId)).toBe(8000);
  });

  it('cannot receive credits, and the sender keeps them', async () => {
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 10);
    await whileSuspended(s.traderCompanyId, async () => {
      const sent = await sendTwoTonnes(serialId);
      expect([sent.status, codeOf(sent)]).toEqual([403, 'ERROR_COMPANY_SUSPENDED']);
      expect(sent.body.codeMessages[0]?.message).toMatch(
        /^The company Mercado de Carbono Trading S\.A\.S\. is suspended/,
      );
      expect(await ownerKgOf(s, serialId)).toBe(10_000);
    });
  });

  it('gets no issuance into its account while suspended', async () => {
    const period = { projectId: s.projectId, vintage: 2099, monitoringPeriod: 1 };
    const request = { ...period, quantity: 5, bufferSharePercent: 0 };
    await whileSuspended(s.ownerCompanyId, async () => {
      const issued = await issue(s.t, s.certifier.token, request);
      expect([issued.status, codeOf(issued)]).toEqual([403, 'ERROR_COMPANY_SUSPENDED']);
    });
    expect((await issue(s.t, s.certifier.token, request)).status).toBe(200);
  });
});
