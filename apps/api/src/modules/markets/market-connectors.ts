import { MARKET_IDS, type MarketId } from '@registry/contract/markets/markets';
import type { Db } from '../../db/client';
import { createHttpConnector } from './connectors/http-connector';
import type { MarketConnector } from './connectors/market-connector';
import { createSandboxConnector } from './connectors/sandbox-connector';
import type { MarketsConfig } from './markets-config';

export type MarketConnectors = Readonly<Record<MarketId, MarketConnector>>;

/** Each market's connector: its real endpoint where one is configured, else its sandbox. */
export function createMarketConnectors(db: Db, config: MarketsConfig): MarketConnectors {
  const entries = MARKET_IDS.map((market) => {
    const endpoint = config.endpoints[market];
    const connector = endpoint
      ? createHttpConnector(market, endpoint)
      : createSandboxConnector(db, market, {
          delayMs: config.sandboxDelayMs,
          failurePercent: config.sandboxFailurePercent,
        });
    return [market, connector] as const;
  });
  return Object.fromEntries(entries) as Record<MarketId, MarketConnector>;
}
