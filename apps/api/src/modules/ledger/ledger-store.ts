import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import { blocks, type BlockStatus } from '../../db/schema/blocks';
import { issuances } from '../../db/schema/issuances';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import type { BlockSnapshot, MovementKind } from '../../db/schema/movements';
import { movements } from '../../db/schema/movements';
import { projects } from '../../db/schema/projects';
import { DomainError } from '../../lib/domain-error';
import { appendLogEvent } from '../log/append-log-event';
import { COMMITTED_LEAF_VERSION, commitLeafAccounts } from './leaf-accounts';
import { assertMovementSound } from './movement-soundness';

export type BlockRow = typeof blocks.$inferSelect;
export type AccountRow = typeof ledgerAccounts.$inferSelect;

/** A project whose credits cannot move (DESIGN.md 4.2: suspended or cancelled). */
const FROZEN_PROJECT_STATES = new Set(['suspended', 'cancelled']);

export const sizeOf = (block: { fromKg: number; toKg: number }) => block.toKg - block.fromKg + 1;

export function snapshotOf(block: BlockRow): BlockSnapshot {
  return {
    id: block.id,
    issuanceId: block.issuanceId,
    fromKg: block.fromKg,
    toKg: block.toKg,
    accountId: block.accountId,
    status: block.status,
    divisible: block.divisible,
    parentId: block.parentId,
  };
}

/**
 * The block, its account and the account's company (none for the registry's
 * own accounts), the block row locked FOR UPDATE; undefined when there is none.
 * The block is locked alone, then its account read: a lock on a join would,
 * when a concurrent movement changed the block's account, re-check the joined
 * row it had read before and drop the block (a false "not found", issue 18).
 */
export async function lockBlock(
  tx: Tx,
  blockId: number,
): Promise<{ block: BlockRow; account: AccountRow; company: CompanyOfAccount | null } | undefined> {
  const [block] = await tx.select().from(blocks).where(eq(blocks.id, blockId)).for('update');
  if (!block) return undefined;
  // A fresh statement: it sees the account the latest movement put the block in.
  const [row] = await tx
    .select({
      account: ledgerAccounts,
      company: { name: companies.name, state: companies.state },
    })
    .from(ledgerAccounts)
    .leftJoin(companies, eq(companies.id, ledgerAccounts.companyId))
    .where(eq(ledgerAccounts.id, block.accountId));
  // Stryker disable next-line all: unreachable, a block's account is a foreign key
  if (!row) throw new Error(`block ${blockId} has no account`);
  return { block, ...row };
}

interface CompanyOfAccount {
  name: string;
  state: string;
}

/** Refuses to move credits out of or into a suspended company's accounts. */
export function requireCompanyNotSuspended(company: CompanyOfAccount | null): void {
  // Stryker disable next-line OptionalChaining: every caller passes a company (of the caller's block, the project's owner, the receiver); null is only the type of a system account's
  if (company?.state === 'suspended') {
    throw new DomainError('ERROR_COMPANY_SUSPENDED', 403, { company: company.name });
  }
}

/** The block's issuance and project, the project row shared-locked so no suspension overtakes. */
export async function issuanceProjectOf(tx: Tx, issuanceId: number) {
  const [row] = await tx
    .select({
      issuanceId: issuances.id,
      quantityKg: issuances.quantityKg,
      projectId: projects.id,
      state: projects.state,
      certifierCompanyId: projects.certifierCompanyId,
    })
    .from(issuances)
    .innerJoin(projects, eq(projects.id, issuances.projectId))
    .where(eq(issuances.id, issuanceId))
    .for('share', { of: projects });
  // Stryker disable next-line all: unreachable, a block's issuance and its project are foreign keys
  if (!row) throw new Error(`issuance ${issuanceId} has no project`);
  return row;
}

/** Refuses to move credits of a suspended or cancelled project. */
export function requireMovableProject(state: string): void {
  if (FROZEN_PROJECT_STATES.has(state)) {
    throw new DomainError('ERROR_LEDGER_PROJECT_FROZEN', 400, { state });
  }
}

/** Refuses a block that is locked, retired or cancelled. */
export function requireActiveBlock(block: BlockRow): void {
  if (block.status !== 'active') {
    throw new DomainError('ERROR_LEDGER_BLOCK_NOT_ACTIVE', 400, { status: block.status });
  }
}

/** The company's main account, made on first use (one read when it exists). */
export async function mainAccountOf(tx: Tx, companyId: number): Promise<number> {
  const find = () =>
    tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.kind, 'main')));
  const [existing] = await find();
  // Stryker disable next-line ConditionalExpression: without it the insert meets the one-main-account index and does nothing, and find() answers the same account
  if (existing) return existing.id;
  await tx
    .insert(ledgerAccounts)
    .values({ kind: 'main', companyId, name: '' })
    .onConflictDoNothing();
  const [row] = await find();
  // Stryker disable next-line all: unreachable, the insert above or a concurrent one made the main account
  if (!row) throw new Error(`no main account for company ${companyId}`);
  return row.id;
}

/** The registry's buffer pool or cancellation account (made by the migration). */
export async function systemAccountId(tx: Tx, kind: 'buffer' | 'cancellation'): Promise<number> {
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, kind));
  // Stryker disable next-line all: unreachable, the migration makes both system accounts
  if (!row) throw new Error(`the ${kind} account is missing`);
  return row.id;
}

/**
 * Takes quantityKg from a locked block: the whole block changes in place, or
 * the first quantityKg of its range become a new block (its parent the old one)
 * and the old block keeps the rest. At most one split.
 */
export async function takeFromBlock(
  tx: Tx,
  block: BlockRow,
  quantityKg: number,
  changes: { accountId?: number; status?: BlockStatus; divisible?: boolean },
  now: Date,
): Promise<{ taken: BlockRow; rest: BlockRow | null }> {
  const size = sizeOf(block);
  if (quantityKg > size) {
    throw new DomainError('ERROR_LEDGER_NOT_ENOUGH', 400, {
      availableKg: size,
      quantityKg,
    });
  }
  if (quantityKg === size) {
    const [taken] = await tx
      .update(blocks)
      .set({ ...changes, updatedAt: now })
      .where(eq(blocks.id, block.id))
      .returning();
    // Stryker disable next-line all: unreachable, the block is locked, so the update's returning() answers it
    if (!taken) throw new Error('the block update answered nothing');
    return { taken, rest: null };
  }
  const [rest] = await tx
    .update(blocks)
    .set({ fromKg: block.fromKg + quantityKg, updatedAt: now })
    .where(eq(blocks.id, block.id))
    .returning();
  const [taken] = await tx
    .insert(blocks)
    .values({
      issuanceId: block.issuanceId,
      fromKg: block.fromKg,
      toKg: block.fromKg + quantityKg - 1,
      accountId: changes.accountId ?? block.accountId,
      // Stryker disable next-line LogicalOperator: a part is only taken from an active block (transfer, convert), and a new block is active by default
      status: changes.status ?? block.status,
      divisible: changes.divisible ?? block.divisible,
      parentId: block.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  // Stryker disable next-line all: unreachable, the locked block's update and the insert each answer their row
  if (!taken || !rest) throw new Error('the split answered nothing');
  return { taken, rest };
}

export interface MovementRecord {
  kind: MovementKind;
  issuanceId: number;
  /** The whole issuance's quantity: the partition the movement must keep. */
  issuanceKg: number;
  quantityKg: number;
  fromAccountId: number | null;
  toAccountId: number | null;
  actor: { companyId: number; userId: number };
  before: BlockRow[];
  after: BlockRow[];
  reason?: string | null;
  /** A reversal's: the movement it reverses (a unique index keeps it to one reversal). */
  reversesMovementId?: number;
  now: Date;
}

/**
 * Checks that the movement kept its issuance a partition, then writes the
 * movement row (with its account ids, private) and its transparency-log event
 * (ids, kg and times, each block's account as a fresh commitment).
 */
export async function recordMovement(tx: Tx, record: MovementRecord): Promise<number> {
  await assertMovementSound(tx, {
    issuanceId: record.issuanceId,
    quantityKg: record.issuanceKg,
    before: record.before,
    after: record.after,
  });
  const before = record.before.map(snapshotOf);
  const after = record.after.map(snapshotOf);
  const [row] = await tx
    .insert(movements)
    .values({
      kind: record.kind,
      issuanceId: record.issuanceId,
      quantityKg: record.quantityKg,
      fromAccountId: record.fromAccountId,
      toAccountId: record.toAccountId,
      actorCompanyId: record.actor.companyId,
      actorUserId: record.actor.userId,
      before,
      after,
      reason: record.reason ?? null,
      reversesMovementId: record.reversesMovementId ?? null,
      createdAt: record.now,
    })
    .returning({ id: movements.id });
  // Stryker disable next-line all: unreachable, an insert's returning() answers the row it wrote
  if (!row) throw new Error('the movement insert answered nothing');
  // The public leaf names no account: each block's account is a salted commitment (decision 028).
  const committed = await commitLeafAccounts(tx, row.id, record.before, record.after);
  await appendLogEvent(tx, `ledger.${record.kind}`, {
    version: COMMITTED_LEAF_VERSION,
    movementId: row.id,
    issuanceId: record.issuanceId,
    quantityKg: record.quantityKg,
    blocksBefore: committed.blocksBefore,
    blocksAfter: committed.blocksAfter,
    createdAt: record.now.toISOString(),
  });
  return row.id;
}
