import type { FastifyInstance } from 'fastify';
import { createMarketConnectors, type MarketConnectors } from './market-connectors';
import { settleMarketMoves, type SettleResult } from './settle-market-moves';

/** The markets as the app holds them: each market's connector, and the moves' settling. */
export interface MarketsService {
  connectors: MarketConnectors;
  /** Settles the due moves now (the job's run; the tests call it). */
  settle(): Promise<SettleResult>;
  /** Asks for the job's run soon, after a commit that wrote a move. */
  nudge(): void;
}

/**
 * The market-moves job (decision 043): at start (what a stopped process left
 * pending), every MARKET_MOVES_INTERVAL_MS and right after a move is asked
 * for; its movements' leaves are sequenced at once.
 */
export function startMarketsService(app: FastifyInstance): MarketsService {
  const { markets } = app.config;
  const connectors = createMarketConnectors(app.database.db, markets);
  const settle = async () => {
    const result = await settleMarketMoves({
      db: app.database.db,
      connectors,
      registryPrefix: app.config.registryPrefix,
      maxAttempts: markets.moveAttempts,
    });
    if (result.movements > 0) app.jobs.nudge('log-sequence');
    return result;
  };
  if (markets.moveIntervalMs > 0) {
    app.jobs.define('market-moves', {
      everyMs: markets.moveIntervalMs,
      isRunAtStart: true,
      run: async () => {
        const result = await settle();
        if (result.settled > 0) app.log.info(result, 'market moves settled');
      },
    });
  }
  return { connectors, settle, nudge: () => app.jobs.nudge('market-moves') };
}
