import { MARKET_IDS, type MarketId } from '@registry/contract/markets/markets';
import type { EnvReader } from '../../lib/env-reader';

/** A market's real endpoint: its adapter's base URL and the registry's credential there. */
export interface MarketEndpoint {
  url: string;
  apiKey: string;
}

/** How the registry reaches the external markets (README, Configuration). */
export interface MarketsConfig {
  /**
   * The markets with a real endpoint (MARKET_{ID}_URL and MARKET_{ID}_API_KEY,
   * e.g. MARKET_POLYGON_URL); every other market is its sandbox on this machine.
   */
  endpoints: Partial<Record<MarketId, MarketEndpoint>>;
  /** How long a sandbox market takes to answer (MARKET_SANDBOX_DELAY_MS). */
  sandboxDelayMs: number;
  /** The share of a sandbox market's calls that fail as if it were down (MARKET_SANDBOX_FAILURE_PERCENT). */
  sandboxFailurePercent: number;
  /** How many times a move calls its market before it fails as unavailable (MARKET_MOVE_ATTEMPTS). */
  moveAttempts: number;
  /**
   * How often the market-moves job looks for due moves (MARKET_MOVES_INTERVAL_MS),
   * besides right after a move is asked for; 0: only when a caller runs it (the tests).
   */
  moveIntervalMs: number;
}

/** The markets' configuration from the environment, each value with its safe default. */
export function readMarketsConfig(read: EnvReader): MarketsConfig {
  const endpoints: Partial<Record<MarketId, MarketEndpoint>> = {};
  for (const market of MARKET_IDS) {
    const name = `MARKET_${market.toUpperCase()}`;
    const url = read.url(`${name}_URL`, '', { protocols: ['https', 'http'] });
    if (url) endpoints[market] = { url, apiKey: read.string(`${name}_API_KEY`, '') };
  }
  return {
    endpoints,
    sandboxDelayMs: read.int('MARKET_SANDBOX_DELAY_MS', 1500, {
      min: 0,
      max: 60_000,
      unit: 'milliseconds',
    }),
    sandboxFailurePercent: read.int('MARKET_SANDBOX_FAILURE_PERCENT', 0, { min: 0, max: 100 }),
    moveAttempts: read.int('MARKET_MOVE_ATTEMPTS', 6, { min: 1, max: 50 }),
    moveIntervalMs: read.int('MARKET_MOVES_INTERVAL_MS', 1000, { min: 0, unit: 'milliseconds' }),
  };
}
