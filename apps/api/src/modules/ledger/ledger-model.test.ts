import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../plugins/auth';
import { certifiedProject } from '../../../test/kit/ledger';
import { logIn } from '../../../test/kit/session';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { convertToKg } from './convert-to-kg';
import { checkLedgerInvariants } from './invariants';
import { issueCredits } from './issue-credits';
import type { LedgerContext } from './ledger-context';
import { listPositions } from './list-positions';
import { transferCredits } from './transfer-credits';

/*
 * Model-based test (fast-check commands): a small in-memory model of who holds
 * which block of one issuance, beside the real actions on a real database. After
 * every command the companies' balances of that issuance must agree.
 */

interface ModelBlock {
  holder: number;
  kg: number;
  divisible: boolean;
}

interface Model {
  blocks: Map<number, ModelBlock>;
}

interface Real {
  issuanceId: number;
}

let t: TestApp;
let ctx: LedgerContext;
let certifier: Caller;
let holders: Caller[];
let projectId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
  const sessions = await Promise.all(
    ['developer', 'certifier', 'owner', 'trader'].map((who) => logIn(t, `${who}@demo.example`)),
  );
  const [developer, certifierSession, owner, trader] = sessions;
  if (!developer || !certifierSession || !owner || !trader) throw new Error('login failed');
  certifier = certifierSession.caller;
  holders = [owner.caller, trader.caller, developer.caller];
  projectId = await certifiedProject(t, {
    developer: developer.token,
    certifier: certifierSession.token,
  });
  ctx = { db: t.database.db, registryPrefix: 'CR', now: () => new Date() };
}, 60_000);

afterAll(async () => {
  await t.close();
});

/** The model's block of a company chosen by index among its blocks (by id), if any. */
function pickBlock(model: Model, holder: number, pick: number): [number, ModelBlock] | undefined {
  const mine = [...model.blocks.entries()]
    .filter(([, block]) => block.holder === holder)
    .sort(([a], [b]) => a - b);
  return mine.length === 0 ? undefined : mine[pick % mine.length];
}

/** Runs an action; a DomainError answers its code, anything else fails the test. */
async function attempt<T>(run: () => Promise<T>): Promise<T | string> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

async function compareBalances(model: Model, real: Real): Promise<void> {
  for (const [index, caller] of holders.entries()) {
    const { positions } = await listPositions({ ctx, caller });
    const realKg = positions
      .filter((p) => p.issuanceId === real.issuanceId)
      .reduce((sum, p) => sum + p.quantityKg, 0);
    const modelKg = [...model.blocks.values()]
      .filter((block) => block.holder === index)
      .reduce((sum, block) => sum + block.kg, 0);
    expect(realKg, `balance of holder ${index}`).toBe(modelKg);
  }
}

class TransferCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly from: number,
    readonly to: number,
    readonly pick: number,
    readonly quantity: number,
    readonly isKg: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const picked = pickBlock(model, this.from, this.pick);
    const caller = holders[this.from];
    const receiver = holders[this.to];
    if (!picked || !caller || !receiver) return;
    const [serialId, block] = picked;
    const quantityKg = this.isKg ? this.quantity : this.quantity * 1000;
    const answer = await attempt(() =>
      transferCredits({
        ctx,
        caller,
        input: {
          serialId,
          quantity: this.quantity,
          isKg: this.isKg,
          companyId: receiver.companyId,
        },
      }),
    );
    if (this.isKg && !block.divisible) {
      expect(answer).toBe('ERROR_LEDGER_NOT_DIVISIBLE');
    } else if (this.from === this.to) {
      expect(answer).toBe('ERROR_LEDGER_SAME_ACCOUNT');
    } else if (quantityKg > block.kg) {
      expect(answer).toBe('ERROR_LEDGER_NOT_ENOUGH');
    } else {
      if (typeof answer === 'string') throw new Error(`refused: ${answer}`);
      block.kg -= quantityKg;
      if (block.kg === 0) model.blocks.delete(serialId);
      model.blocks.set(answer.serialId, {
        holder: this.to,
        kg: quantityKg,
        divisible: block.divisible,
      });
    }
    await compareBalances(model, real);
  }
  toString = () =>
    `transfer(${this.from}->${this.to}, #${this.pick}, ${this.quantity}${this.isKg ? 'kg' : 't'})`;
}

class ConvertCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly holder: number,
    readonly pick: number,
    readonly tonnes: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const picked = pickBlock(model, this.holder, this.pick);
    const caller = holders[this.holder];
    if (!picked || !caller) return;
    const [serialId, block] = picked;
    const answer = await attempt(() =>
      convertToKg({ ctx, caller, input: { serialId, quantity: this.tonnes } }),
    );
    if (block.divisible) {
      expect(answer).toBe('ERROR_LEDGER_ALREADY_DIVISIBLE');
    } else if (this.tonnes * 1000 > block.kg) {
      expect(answer).toBe('ERROR_LEDGER_NOT_ENOUGH');
    } else {
      if (typeof answer === 'string') throw new Error(`refused: ${answer}`);
      block.kg -= this.tonnes * 1000;
      if (block.kg === 0) model.blocks.delete(serialId);
      model.blocks.set(answer.serialId, {
        holder: this.holder,
        kg: this.tonnes * 1000,
        divisible: true,
      });
    }
    await compareBalances(model, real);
  }
  toString = () => `convert(${this.holder}, #${this.pick}, ${this.tonnes}t)`;
}

const holder = fc.integer({ min: 0, max: 2 });
const commands = [
  fc
    .tuple(holder, holder, fc.nat(9), fc.integer({ min: 1, max: 12 }), fc.constant(false))
    .map((args) => new TransferCommand(...args)),
  fc
    .tuple(holder, holder, fc.nat(9), fc.integer({ min: 1, max: 4000 }), fc.constant(true))
    .map((args) => new TransferCommand(...args)),
  fc
    .tuple(holder, fc.nat(9), fc.integer({ min: 1, max: 6 }))
    .map((args) => new ConvertCommand(...args)),
];

describe('the ledger against its model', () => {
  it('agrees on every balance after every transfer and conversion', async () => {
    let vintage = 2000;
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (cmds) => {
        vintage += 1;
        const issued = await issueCredits({
          ctx,
          caller: certifier,
          input: { projectId, vintage, monitoringPeriod: 1, quantity: 20, bufferSharePercent: 0 },
        });
        if (issued.serialId === null) throw new Error('nothing issued to the owner');
        const model: Model = {
          blocks: new Map([[issued.serialId, { holder: 0, kg: 20_000, divisible: false }]]),
        };
        await fc.asyncModelRun(() => ({ model, real: { issuanceId: issued.issuanceId } }), cmds);
        expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});
