import { randomUUID } from 'node:crypto';
import type { ApiClient } from './api-client';

const TRANSFER = '/api/platform/projectCompanyTransfer/transfer';
const CONVERT = '/api/platform/projectCompanyTransfer/convert-to-kg';
const POSITIONS = '/api/platform/projectCompanyTransfer/positions';

interface HeldBlock {
  serialId: number;
  quantityKg: number;
  divisible: boolean;
}

/** A POST the server never answered: retried with the same key and body after the restart. */
export interface Unanswered {
  client: ApiClient;
  path: string;
  body: unknown;
  key: string;
}

export interface WorkloadResult {
  /** Latency in ms of every answered movement POST that moved credits (the write path). */
  latencies: number[];
  /** Latency in ms of every positions read a client made between its moves (apart from the writes). */
  readLatencies: number[];
  /** The movements the API said it made (their ids). */
  movementIds: Set<number>;
  /** Refusals by codeMessage (another client of the company took the block first, ...). */
  refused: Map<string, number>;
  unanswered: Unanswered[];
  seconds: number;
}

export interface Trader {
  client: ApiClient;
  companyId: number;
}

function randomInt(max: number): number {
  return Math.floor(Math.random() * max);
}

async function heldBlocks(client: ApiClient, readLatencies: number[]): Promise<HeldBlock[]> {
  try {
    const started = performance.now();
    const answer = await client.get<{
      positions?: (HeldBlock & { status: string })[];
    }>(POSITIONS);
    readLatencies.push(performance.now() - started);
    return (answer.positions ?? []).filter((b) => b.status === 'active' && b.quantityKg >= 1000);
  } catch {
    return []; // the server is down: try again later
  }
}

/** One step: a transfer of a random part of a random block (85%) or a conversion of 1 t to kg. */
function nextMove(trader: Trader, traders: Trader[], block: HeldBlock) {
  const others = traders.filter((t) => t.companyId !== trader.companyId);
  const to = others[randomInt(others.length)] ?? trader;
  if (Math.random() < 0.15 && !block.divisible) {
    return { path: CONVERT, body: { serialId: block.serialId, quantity: 1 }, kg: 1000 };
  }
  if (block.divisible) {
    const kg = 1 + randomInt(Math.min(block.quantityKg, 20_000));
    return {
      path: TRANSFER,
      body: { serialId: block.serialId, quantity: kg, isKg: true, companyId: to.companyId },
      kg,
    };
  }
  const tonnes = 1 + randomInt(Math.min(Math.floor(block.quantityKg / 1000), 20));
  return {
    path: TRANSFER,
    body: { serialId: block.serialId, quantity: tonnes, isKg: false, companyId: to.companyId },
    kg: tonnes * 1000,
  };
}

/**
 * Runs `clients` concurrent loops for `seconds`, each as one of the trading
 * companies: random transfers (splitting blocks) and conversions to kg, every
 * POST with its own Idempotency-Key. `midway` runs once halfway (the crash run
 * kills and restarts the API there).
 */
export async function runWorkload(options: {
  traders: Trader[];
  clients: number;
  seconds: number;
  midway?: () => Promise<void>;
}): Promise<WorkloadResult> {
  const result: WorkloadResult = {
    latencies: [],
    readLatencies: [],
    movementIds: new Set(),
    refused: new Map(),
    unanswered: [],
    seconds: options.seconds,
  };
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const midwayDone = options.midway
    ? new Promise<void>((resolve) =>
        setTimeout(() => void options.midway?.().then(resolve), (options.seconds * 1000) / 2),
      )
    : Promise.resolve();
  const loop = async (index: number) => {
    const trader = options.traders[index % options.traders.length];
    if (!trader) return;
    let blocks: HeldBlock[] = [];
    let steps = 0;
    while (performance.now() < end) {
      if (blocks.length === 0 || steps % 25 === 0)
        blocks = await heldBlocks(trader.client, result.readLatencies);
      steps += 1;
      const block = blocks[randomInt(blocks.length)];
      if (!block) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      const move = nextMove(trader, options.traders, block);
      const key = randomUUID();
      const answer = await trader.client.post(move.path, move.body, key);
      if (answer.kind === 'unanswered') {
        result.unanswered.push({ client: trader.client, path: move.path, body: move.body, key });
        blocks = [];
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      const movementId = answer.body.movementId;
      if (answer.httpStatus === 200 && typeof movementId === 'number') {
        result.latencies.push(answer.ms);
        result.movementIds.add(movementId);
        block.quantityKg -= move.kg;
        if (block.quantityKg < 1000) blocks = blocks.filter((b) => b !== block);
      } else {
        const codes = answer.body.codeMessages as { codeMessage?: string }[] | undefined;
        const code = codes?.[0]?.codeMessage ?? `HTTP ${answer.httpStatus}`;
        result.refused.set(code, (result.refused.get(code) ?? 0) + 1);
        blocks = blocks.filter((b) => b !== block);
      }
    }
  };
  await Promise.all([...Array.from({ length: options.clients }, (_, i) => loop(i)), midwayDone]);
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

/** The latency at a percentile (0-100) of a list of ms. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
