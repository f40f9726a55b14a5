import { http, HttpResponse } from 'msw';
import {
  EXCHANGE_USER_PATH,
  MARKET_ACCOUNTS_PATH,
  MARKETPLACE_USER_PATH,
  type LinkMarketAccountRequest,
  type MarketAccount,
} from '@registry/contract/markets/market-accounts-api';
import { apiUrl } from '../../../test/msw-server';

const ok = (data: object = {}) => HttpResponse.json({ status: 1, codeMessages: [], ...data });

export function marketAccountRow(overrides: Partial<MarketAccount> = {}): MarketAccount {
  return {
    market: 'chia',
    accountId: 'xch1pwrzyy35qxk0rz76jl0648fvt6ql905vwd7zs0scjqant5sf25lql4hz3z',
    linkedAt: '2026-11-20T10:00:00.000Z',
    linkedBy: 'Ana Owner',
    ...overrides,
  };
}

/** The company's market accounts in memory; a link adds or replaces the market's. */
export function createMarketAccountsBackend(accounts: MarketAccount[] = []) {
  const state = {
    accounts: [...accounts],
    linked: [] as { path: string; body: LinkMarketAccountRequest }[],
  };
  const linkHandler = (path: string) =>
    http.post(apiUrl(path), async ({ request }) => {
      const body = (await request.json()) as LinkMarketAccountRequest;
      state.linked.push({ path, body });
      const account = marketAccountRow({ market: body.market, accountId: body.accountId });
      state.accounts = [...state.accounts.filter((each) => each.market !== body.market), account];
      return ok({ account });
    });
  const handlers = [
    http.get(apiUrl(MARKET_ACCOUNTS_PATH), () => ok({ accounts: state.accounts })),
    linkHandler(EXCHANGE_USER_PATH),
    linkHandler(MARKETPLACE_USER_PATH),
  ];
  return { state, handlers };
}
