import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { certifiedProject } from '../../../test/kit/ledger';
import { logIn } from '../../../test/kit/session';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { convertToKg } from './convert-to-kg';
import { checkLedgerInvariants } from './invariants';
import { issueCredits } from './issue-credits';
import type { LedgerContext } from './ledger-context';
import { listPositions } from './list-positions';
import { checkLogReplay } from './log-replay-check';
import { reverseMovement } from './reverse-movement';
import { closeSubAccount, createSubAccount } from './sub-accounts';
import { transferCredits } from './transfer-credits';

/*
 * Model-based test (fast-check commands): a small in-memory model of which
 * kg range of one issuance each company's main or sub-account holds, and of
 * every transfer (reversed or not), beside the real actions on a real
 * database. Transfers (tonnes, kg, to main or sub-accounts), conversions, the
 * certifier's reversals and sub-account closes run in random order; after
 * every command each company's blocks must agree with the model's.
 */

/** An account of the model: a holder's main account or its (one) sub-account. */
interface ModelAccount {
  holder: number;
  sub: boolean;
}

interface ModelBlock extends ModelAccount {
  fromKg: number;
  toKg: number;
  divisible: boolean;
}

interface ModelTransfer {
  movementId: number;
  /** The block the transfer left in the receiving account, and its range then. */
  takenId: number;
  fromKg: number;
  toKg: number;
  from: ModelAccount;
  to: ModelAccount;
  isReversed: boolean;
}

interface Model {
  blocks: Map<number, ModelBlock>;
  transfers: ModelTransfer[];
  /** Each holder's sub-account id, whether it ever received credits, whether it was closed. */
  subAccounts: { id: number; hasReceived: boolean; isClosed: boolean }[];
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

const sizeOf = (block: { fromKg: number; toKg: number }) => block.toKg - block.fromKg + 1;
const sameAccount = (a: ModelAccount, b: ModelAccount) => a.holder === b.holder && a.sub === b.sub;

/** A block of the model chosen by index among all its blocks (by id), if any. */
function pickBlock(model: Model, pick: number): [number, ModelBlock] | undefined {
  const all = [...model.blocks.entries()].sort(([a], [b]) => a - b);
  return all.length === 0 ? undefined : all[pick % all.length];
}

/**
 * Takes quantityKg from a model block as the ledger does: the whole block
 * changes in place, or its first kg become a new block (the real id given).
 */
function takeFrom(
  model: Model,
  [id, block]: [number, ModelBlock],
  quantityKg: number,
  takenId: number,
  changes: Partial<ModelBlock>,
): ModelBlock {
  if (quantityKg === sizeOf(block)) {
    const taken = { ...block, ...changes };
    model.blocks.set(id, taken);
    return taken;
  }
  const taken = { ...block, toKg: block.fromKg + quantityKg - 1, ...changes };
  block.fromKg += quantityKg;
  model.blocks.set(takenId, taken);
  return taken;
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

/** Every holder's blocks of the issuance (id, kg, in its sub-account or not), real and modelled. */
async function compareBlocks(model: Model, real: Real): Promise<void> {
  for (const [index, caller] of holders.entries()) {
    const { positions } = await listPositions({ ctx, caller });
    const realBlocks = positions
      .filter((p) => p.issuanceId === real.issuanceId)
      .map((p) => [p.serialId, p.quantityKg, p.subAccountId !== null]);
    const modelBlocks = [...model.blocks.entries()]
      .filter(([, block]) => block.holder === index)
      .sort(([a], [b]) => a - b)
      .map(([id, block]) => [id, sizeOf(block), block.sub]);
    expect(realBlocks, `blocks of holder ${index}`).toEqual(modelBlocks);
  }
}

class TransferCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly to: number,
    /** Tonnes or kg; 'whole' sends the whole block (in kg when it is divisible). */
    readonly quantity: number | 'whole',
    readonly isKg: boolean,
    readonly toSub: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const picked = pickBlock(model, this.pick);
    const receiver = holders[this.to];
    const subAccount = model.subAccounts[this.to];
    if (!picked || !receiver || !subAccount) return;
    const [serialId, block] = picked;
    const caller = holders[block.holder];
    if (!caller) return;
    const isKg = this.quantity === 'whole' ? block.divisible : this.isKg;
    const quantity = this.quantity !== 'whole' ? this.quantity : sizeOf(block) / (isKg ? 1 : 1000);
    const quantityKg = isKg ? quantity : quantity * 1000;
    const to = { holder: this.to, sub: this.toSub };
    const answer = await attempt(() =>
      transferCredits({
        ctx,
        caller,
        input: {
          serialId,
          quantity,
          isKg,
          companyId: receiver.companyId,
          ...(this.toSub ? { subAccountId: subAccount.id } : {}),
        },
      }),
    );
    if (isKg && !block.divisible) {
      expect(answer).toBe('ERROR_LEDGER_NOT_DIVISIBLE');
    } else if (this.toSub && subAccount.isClosed) {
      expect(answer).toBe('ERROR_LEDGER_SUB_ACCOUNT_CLOSED');
    } else if (sameAccount(block, to)) {
      expect(answer).toBe('ERROR_LEDGER_SAME_ACCOUNT');
    } else if (quantityKg > sizeOf(block)) {
      expect(answer).toBe('ERROR_LEDGER_NOT_ENOUGH');
    } else {
      if (typeof answer === 'string') throw new Error(`refused: ${answer}`);
      const from = { holder: block.holder, sub: block.sub };
      const taken = takeFrom(model, picked, quantityKg, answer.serialId, to);
      if (this.toSub) subAccount.hasReceived = true;
      model.transfers.push({
        movementId: answer.movementId,
        takenId: answer.serialId,
        fromKg: taken.fromKg,
        toKg: taken.toKg,
        from,
        to,
        isReversed: false,
      });
    }
    await compareBlocks(model, real);
  }
  toString = () =>
    `transfer(#${this.pick} -> ${this.to}${this.toSub ? ' sub' : ''}, ${this.quantity}${this.isKg ? 'kg' : 't'})`;
}

class ConvertCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly tonnes: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const picked = pickBlock(model, this.pick);
    if (!picked) return;
    const [serialId, block] = picked;
    const caller = holders[block.holder];
    if (!caller) return;
    const answer = await attempt(() =>
      convertToKg({ ctx, caller, input: { serialId, quantity: this.tonnes } }),
    );
    if (block.divisible) {
      expect(answer).toBe('ERROR_LEDGER_ALREADY_DIVISIBLE');
    } else if (this.tonnes * 1000 > sizeOf(block)) {
      expect(answer).toBe('ERROR_LEDGER_NOT_ENOUGH');
    } else {
      if (typeof answer === 'string') throw new Error(`refused: ${answer}`);
      takeFrom(model, picked, this.tonnes * 1000, answer.serialId, { divisible: true });
    }
    await compareBlocks(model, real);
  }
  toString = () => `convert(#${this.pick}, ${this.tonnes}t)`;
}

/**
 * The certifier reverses a transfer chosen by index: refused when it was
 * reversed already, or when its block is no longer whole where it left it;
 * otherwise the block goes back to the account it came from, or to that
 * company's main account when it came from a sub-account closed since.
 */
class ReverseCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.transfers.length > 0;
  async run(model: Model, real: Real): Promise<void> {
    // The latest transfers first: they are the ones still likely reversible.
    const movement =
      model.transfers[model.transfers.length - 1 - (this.pick % model.transfers.length)];
    if (!movement) return;
    const answer = await attempt(() =>
      reverseMovement({
        ctx,
        caller: certifier,
        input: { movementId: movement.movementId, reason: 'model' },
      }),
    );
    const block = model.blocks.get(movement.takenId);
    if (movement.isReversed) {
      expect(answer).toBe('ERROR_LEDGER_ALREADY_REVERSED');
    } else if (
      !block ||
      !sameAccount(block, movement.to) ||
      block.fromKg !== movement.fromKg ||
      block.toKg !== movement.toKg
    ) {
      expect(answer).toBe('ERROR_LEDGER_NOT_REVERSIBLE');
    } else {
      const { holder, sub } = movement.from;
      const isClosed = sub && model.subAccounts[holder]?.isClosed === true;
      const back = { holder, sub: sub && !isClosed };
      if (sameAccount(back, block)) {
        expect(answer).toBe('ERROR_LEDGER_SAME_ACCOUNT');
        return compareBlocks(model, real);
      }
      if (typeof answer === 'string') throw new Error(`refused: ${answer}`);
      block.holder = back.holder;
      block.sub = back.sub;
      movement.isReversed = true;
      expect(answer.serialId).toBe(movement.takenId);
      if (block.sub) expect(answer.accountId).toBe(model.subAccounts[holder]?.id);
    }
    await compareBlocks(model, real);
  }
  toString = () => `reverse(#${this.pick})`;
}

/**
 * A holder closes its sub-account: refused while it holds credits. When
 * `emptyFirst`, it first moves each of its sub-account's blocks whole to its
 * main account (a close with a history, the case reversals must respect).
 */
class CloseCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly emptyFirst: boolean,
  ) {}
  // Among the holders whose sub-account was used: a close of an unused one says little.
  check = (model: Readonly<Model>) => model.subAccounts.some((account) => account.hasReceived);
  holder = 0;
  async run(model: Model, real: Real): Promise<void> {
    const used = [...model.subAccounts.keys()].filter(
      (index) => model.subAccounts[index]?.hasReceived,
    );
    this.holder = used[this.pick % used.length] ?? 0;
    const caller = holders[this.holder];
    const subAccount = model.subAccounts[this.holder];
    if (!caller || !subAccount) return;
    const inSub = [...model.blocks.entries()].filter(
      ([, block]) => block.holder === this.holder && block.sub,
    );
    for (const [serialId, block] of this.emptyFirst ? inSub : []) {
      const main = { holder: this.holder, sub: false };
      const input = block.divisible
        ? { serialId, quantity: sizeOf(block), isKg: true }
        : { serialId, quantity: sizeOf(block) / 1000, isKg: false };
      const moved = await transferCredits({
        ctx,
        caller,
        input: { ...input, companyId: caller.companyId },
      });
      model.transfers.push({
        movementId: moved.movementId,
        takenId: serialId,
        fromKg: block.fromKg,
        toKg: block.toKg,
        from: { holder: this.holder, sub: true },
        to: main,
        isReversed: false,
      });
      block.sub = false;
    }
    const answer = await attempt(() =>
      closeSubAccount({ ctx, caller, input: { subAccountId: subAccount.id } }),
    );
    const holds = [...model.blocks.values()].some(
      (block) => block.holder === this.holder && block.sub,
    );
    if (holds) {
      expect(answer).toBe('ERROR_LEDGER_SUB_ACCOUNT_NOT_EMPTY');
    } else {
      expect(answer).toMatchObject({ subAccount: { id: subAccount.id, isOpen: false } });
      subAccount.isClosed = true;
    }
    await compareBlocks(model, real);
  }
  toString = () => `close(${this.holder}${this.emptyFirst ? ', emptied first' : ''})`;
}

const holder = fc.integer({ min: 0, max: 2 });
const tonnes = fc
  .tuple(fc.nat(9), holder, fc.integer({ min: 1, max: 12 }), fc.constant(false), fc.boolean())
  .map((args) => new TransferCommand(...args));
const whole = fc
  .tuple(fc.nat(9), holder, fc.constant('whole' as const), fc.constant(false), fc.boolean())
  .map((args) => new TransferCommand(...args));
const commands = [
  tonnes,
  tonnes,
  whole,
  fc
    .tuple(fc.nat(9), holder, fc.integer({ min: 1, max: 4000 }), fc.constant(true), fc.boolean())
    .map((args) => new TransferCommand(...args)),
  fc.tuple(fc.nat(9), fc.integer({ min: 1, max: 6 })).map((args) => new ConvertCommand(...args)),
  fc.nat(5).map((pick) => new ReverseCommand(pick)),
  fc.nat(5).map((pick) => new ReverseCommand(pick)),
  fc.tuple(fc.nat(2), fc.boolean()).map((args) => new CloseCommand(...args)),
  fc.tuple(fc.nat(2), fc.boolean()).map((args) => new CloseCommand(...args)),
];

describe('the ledger against its model', () => {
  it('agrees on every block after every transfer, conversion, reversal and close', async () => {
    let vintage = 2000;
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 24, size: 'max' }), async (cmds) => {
        vintage += 1;
        const issued = await issueCredits({
          ctx,
          caller: certifier,
          input: { projectId, vintage, monitoringPeriod: 1, quantity: 20, bufferSharePercent: 0 },
        });
        if (issued.serialId === null) throw new Error('nothing issued to the owner');
        const subAccounts = [];
        for (const caller of holders) {
          const { subAccount } = await createSubAccount({ ctx, caller, input: { name: 'Model' } });
          subAccounts.push({ id: subAccount.id, hasReceived: false, isClosed: false });
        }
        const model: Model = {
          blocks: new Map([
            [issued.serialId, { holder: 0, sub: false, fromKg: 1, toKg: 20_000, divisible: false }],
          ]),
          transfers: [],
          subAccounts,
        };
        await fc.asyncModelRun(() => ({ model, real: { issuanceId: issued.issuanceId } }), cmds);
        expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
        expect(await checkLogReplay(t.database.db)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});
