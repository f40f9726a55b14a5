import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LinkedMarketAccountResponse,
  MarketAccountsResponse,
} from '@registry/contract/markets/market-accounts-api';
import { call, codesOf } from '../../../test/kit/call';
import { addMember } from '../../../test/kit/companies';
import { companyIdOf } from '../../../test/kit/projects';
import { logIn, type Session } from '../../../test/kit/session';
import { createTestApp, type TestApp } from '../../../test/test-app';

/*
 * A company links its account on each external market (DESIGN.md 4.6, issue
 * 22): the id checked in the market's own format, one account per market and
 * company, an account of a market held by one company only.
 */

const EXCHANGE = '/api/user/exchangeUser';
const MARKETPLACE = '/api/user/marketplaceUser';
const ACCOUNTS = '/api/markets/accounts';
/** EIP-55's own test vector, and the same address in lowercase. */
const POLYGON = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
/** From docs.chia.net/addresses. */
const CHIA = 'xch1pwrzyy35qxk0rz76jl0648fvt6ql905vwd7zs0scjqant5sf25lql4hz3z';

let t: TestApp;
let owner: Session;
let trader: Session;
beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
  owner = await logIn(t, 'owner@demo.example');
  trader = await logIn(t, 'trader@demo.example');
});
afterAll(async () => {
  await t.close();
});

const link = (session: Session, path: string, market: string, accountId: string, lng = 'en') =>
  call<LinkedMarketAccountResponse>(t, 'POST', path, {
    token: session.token,
    lng: lng as 'en',
    payload: { market, accountId },
  });

describe('linking a market account', () => {
  it('keeps a Polygon address checksummed and a Chia address as written, and lists them', async () => {
    const polygon = await link(owner, MARKETPLACE, 'polygon', ` ${POLYGON.toLowerCase()} `);
    expect(polygon.status).toBe(200);
    expect(polygon.body.account).toMatchObject({ market: 'polygon', accountId: POLYGON });
    const chia = await link(owner, EXCHANGE, 'chia', CHIA);
    expect(chia.body.account).toMatchObject({ market: 'chia', accountId: CHIA });
    const { body } = await call<MarketAccountsResponse>(t, 'GET', ACCOUNTS, { token: owner.token });
    expect(body.accounts.map((account) => [account.market, account.accountId])).toEqual([
      ['polygon', POLYGON],
      ['chia', CHIA],
    ]);
    expect(body.accounts[0]?.linkedBy).not.toBe('');
    // Another company sees only its own.
    const theirs = await call<MarketAccountsResponse>(t, 'GET', ACCOUNTS, { token: trader.token });
    expect(theirs.body.accounts).toEqual([]);
  });

  it('refuses each wrong form with its own reason, in the caller’s language', async () => {
    const wrongChecksum = POLYGON.replace('aAeb', 'AAeb');
    const cases = [
      [MARKETPLACE, 'polygon', wrongChecksum, 'sus dígitos de control no coinciden'],
      [MARKETPLACE, 'polygon', POLYGON.slice(2), 'no empieza como las cuentas de este mercado'],
      [EXCHANGE, 'chia', CHIA.replace('xch1', 'txch1'), 'pertenece a una red de pruebas'],
      [EXCHANGE, 'chia', CHIA.slice(0, -1), 'es más larga o más corta'],
      [MARKETPLACE, 'tolam', '0.0.abc', 'tiene caracteres o una forma'],
      [EXCHANGE, 'cbl', '   ', 'escriba el identificador de cuenta'],
    ] as const;
    for (const [path, market, accountId, reason] of cases) {
      const refused = await link(owner, path, market, accountId, 'es');
      expect([refused.status, codesOf(refused.body)], `${market} ${accountId}`).toEqual([
        400,
        ['ERROR_INVALID_FIELD'],
      ]);
      expect(JSON.stringify(refused.body), `${market} ${accountId}`).toContain(reason);
    }
  });

  it('replaces the account linked before, and refuses an account another company linked', async () => {
    expect((await link(owner, MARKETPLACE, 'tolam', '0.0.123-vfmkw')).status).toBe(200);
    const replaced = await link(owner, MARKETPLACE, 'tolam', '0.0.456');
    expect(replaced.status).toBe(200);
    const { body } = await call<MarketAccountsResponse>(t, 'GET', ACCOUNTS, { token: owner.token });
    expect(body.accounts.filter((account) => account.market === 'tolam')).toHaveLength(1);
    expect(body.accounts.find((account) => account.market === 'tolam')?.accountId).toBe(
      replaced.body.account.accountId,
    );
    const taken = await link(trader, MARKETPLACE, 'polygon', POLYGON, 'pt');
    expect([taken.status, codesOf(taken.body)]).toEqual([409, ['ERROR_MARKET_ACCOUNT_TAKEN']]);
    expect(JSON.stringify(taken.body)).toContain('Outra empresa do registro já vinculou');
  });

  it('names the path a market is linked through', async () => {
    const wrongPath = await link(owner, EXCHANGE, 'polygon', POLYGON);
    expect([wrongPath.status, codesOf(wrongPath.body)]).toEqual([400, ['ERROR_MARKET_LINK_PATH']]);
    expect(JSON.stringify(wrongPath.body)).toContain('/api/user/marketplaceUser');
  });

  it('is the Trading menu’s: refused to a certifier and to a member without the exchange permit', async () => {
    const certifier = await logIn(t, 'certifier@demo.example');
    expect((await link(certifier, EXCHANGE, 'cbl', '098B0A25')).status).toBe(403);
    expect((await call(t, 'GET', ACCOUNTS, { token: certifier.token })).status).toBe(403);
    const member = await addMember(t, { id: await companyIdOf(t, 'owner@demo.example') });
    const memberSession = await logIn(t, member.email);
    expect((await link(memberSession, EXCHANGE, 'cbl', '098B0A25')).status).toBe(403);
    expect((await call(t, 'GET', ACCOUNTS)).status).toBe(401);
  });
});
