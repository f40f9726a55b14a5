import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import {
  EXCHANGE_USER_PATH,
  LinkedMarketAccountResponseSchema,
  LinkMarketAccountRequestSchema,
  MARKET_ACCOUNTS_PATH,
  MARKETPLACE_USER_PATH,
  MarketAccountsResponseSchema,
} from '@registry/contract/markets/market-accounts-api';
import {
  MARKET_MOVES_PATH,
  MARKET_TRADING_PATH,
  MarketMoveRequestSchema,
  MarketMoveResponseSchema,
  MarketTradingQuerySchema,
  MarketTradingResponseSchema,
} from '@registry/contract/markets/market-moves-api';
import { ok } from '../../lib/envelope';
import { requireCaller } from '../../plugins/auth';
import { ledgerRoutesOf } from '../ledger/ledger-route';
import { linkMarketAccount } from './link-market-account';
import { listMarketAccounts } from './list-market-accounts';
import { readMarketTrading } from './read-market-trading';
import { requestMarketMove } from './request-market-move';

const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
};

/** A company's accounts on the external markets (DESIGN.md 4.6, /register-trading*). */
export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MARKET_ACCOUNTS_PATH,
    {
      onRequest: app.authenticate,
      schema: { response: { 200: MarketAccountsResponseSchema, ...ERRORS } },
    },
    async (request) =>
      ok(
        request.lng,
        await listMarketAccounts({ db: app.database.db, caller: requireCaller(request) }),
      ),
  );
  for (const [path, isMarketplaceCall] of [
    [EXCHANGE_USER_PATH, false],
    [MARKETPLACE_USER_PATH, true],
  ] as const) {
    app.post(
      path,
      {
        onRequest: app.authenticate,
        schema: {
          body: LinkMarketAccountRequestSchema,
          response: { 200: LinkedMarketAccountResponseSchema, ...ERRORS },
        },
      },
      async (request) =>
        ok(
          request.lng,
          await linkMarketAccount({
            db: app.database.db,
            caller: requireCaller(request),
            input: request.body,
            isMarketplaceCall,
            connectors: app.markets.connectors,
            now: new Date(),
          }),
        ),
    );
  }
  app.get(
    MARKET_TRADING_PATH,
    {
      onRequest: app.authenticate,
      schema: {
        querystring: MarketTradingQuerySchema,
        response: { 200: MarketTradingResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await readMarketTrading({
          db: app.database.db,
          caller: requireCaller(request),
          input: request.query,
          registryPrefix: app.config.registryPrefix,
        }),
      ),
  );
  // A write of the ledger (one transaction, the caller's Idempotency-Key, the leaf sequenced at
  // once); the job then calls the market, asked for once the move has committed.
  ledgerRoutesOf(app).write(
    MARKET_MOVES_PATH,
    MarketMoveRequestSchema,
    MarketMoveResponseSchema,
    async (args) => {
      const answer = await requestMarketMove(args);
      app.markets.nudge();
      return answer;
    },
  );
};
