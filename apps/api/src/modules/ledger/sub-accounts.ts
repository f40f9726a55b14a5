import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SubAccount } from '@registry/contract/ledger/ledger-api';
import type { Tx } from '../../db/client';
import { blocks } from '../../db/schema/blocks';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../lib/caller';
import { requirePermit } from './ledger-access';
import type { LedgerContext } from './ledger-context';
import { runOnce } from './idempotency';

/** The most sub-accounts a company keeps. */
export const MAX_SUB_ACCOUNTS = 200;

/** The credits (kg) an account holds: its active and locked blocks. */
async function heldKg(tx: Tx | LedgerContext['db'], accountId: number): Promise<number> {
  const [row] = await tx
    .select({ kg: sql<string>`coalesce(sum(${blocks.toKg} - ${blocks.fromKg} + 1), 0)` })
    .from(blocks)
    .where(and(eq(blocks.accountId, accountId), inArray(blocks.status, ['active', 'locked'])));
  // Stryker disable next-line OptionalChaining: an aggregate answers one row, even over no blocks
  return Number(row?.kg ?? 0);
}

/** The caller's sub-account, locked; 404 when it is missing or another company's. */
async function lockOwnSubAccount(tx: Tx, subAccountId: number, companyId: number) {
  const [account] = await tx
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.id, subAccountId),
        eq(ledgerAccounts.companyId, companyId),
        eq(ledgerAccounts.kind, 'sub'),
      ),
    )
    .for('update');
  if (!account) throw new DomainError('ERROR_LEDGER_SUB_ACCOUNT_NOT_FOUND', 404);
  return account;
}

const viewOf = (account: typeof ledgerAccounts.$inferSelect, quantityKg: number): SubAccount => ({
  id: account.id,
  name: account.name,
  isOpen: account.isOpen,
  quantityKg,
});

/** The sub-accounts screen needs the subAccounts permit (spec section 6). */
const requireSubAccountsPermit = (caller: Caller) =>
  requirePermit(caller.claims.permits, 'subAccounts');

/** GET /api/platform/ledger/sub-accounts: the caller's sub-accounts with what each holds. */
export async function listSubAccounts({ ctx, caller }: { ctx: LedgerContext; caller: Caller }) {
  const accounts = await ctx.db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.companyId, caller.companyId), eq(ledgerAccounts.kind, 'sub')))
    .orderBy(asc(ledgerAccounts.id))
    .limit(MAX_SUB_ACCOUNTS);
  const subAccounts: SubAccount[] = [];
  for (const account of accounts)
    subAccounts.push(viewOf(account, await heldKg(ctx.db, account.id)));
  return { subAccounts };
}

/** POST /api/platform/ledger/sub-accounts/create: a new open sub-account of the caller's company. */
export async function createSubAccount({
  ctx,
  caller,
  input,
}: {
  ctx: LedgerContext;
  caller: Caller;
  input: { name: string };
}): Promise<{ subAccount: SubAccount }> {
  requireSubAccountsPermit(caller);
  return runOnce(ctx, async (tx) => {
    const [account] = await tx
      .insert(ledgerAccounts)
      .values({
        kind: 'sub',
        companyId: caller.companyId,
        name: input.name.trim(),
        createdAt: ctx.now(),
      })
      .returning();
    // Stryker disable next-line all: unreachable, an insert's returning() answers the row it wrote
    if (!account) throw new Error('the sub-account insert answered nothing');
    return { subAccount: viewOf(account, 0) };
  });
}

/** POST /api/platform/ledger/sub-accounts/rename. */
export async function renameSubAccount({
  ctx,
  caller,
  input,
}: {
  ctx: LedgerContext;
  caller: Caller;
  input: { subAccountId: number; name: string };
}): Promise<{ subAccount: SubAccount }> {
  requireSubAccountsPermit(caller);
  return runOnce(ctx, async (tx) => {
    await lockOwnSubAccount(tx, input.subAccountId, caller.companyId);
    const [account] = await tx
      .update(ledgerAccounts)
      .set({ name: input.name.trim() })
      .where(eq(ledgerAccounts.id, input.subAccountId))
      .returning();
    // Stryker disable next-line all: unreachable, the sub-account row is locked above, so the update answers it
    if (!account) throw new Error('the sub-account update answered nothing');
    return { subAccount: viewOf(account, await heldKg(tx, account.id)) };
  });
}

/**
 * POST /api/platform/ledger/sub-accounts/close: only an empty sub-account
 * closes; a closed one receives nothing more. The account row is locked, and
 * a transfer into it checks it is open under the same lock order.
 */
export async function closeSubAccount({
  ctx,
  caller,
  input,
}: {
  ctx: LedgerContext;
  caller: Caller;
  input: { subAccountId: number };
}): Promise<{ subAccount: SubAccount }> {
  requireSubAccountsPermit(caller);
  return runOnce(ctx, async (tx) => {
    await lockOwnSubAccount(tx, input.subAccountId, caller.companyId);
    if ((await heldKg(tx, input.subAccountId)) > 0) {
      throw new DomainError('ERROR_LEDGER_SUB_ACCOUNT_NOT_EMPTY', 400);
    }
    const [account] = await tx
      .update(ledgerAccounts)
      .set({ isOpen: false })
      .where(eq(ledgerAccounts.id, input.subAccountId))
      .returning();
    // Stryker disable next-line all: unreachable, the sub-account row is locked above, so the update answers it
    if (!account) throw new Error('the sub-account update answered nothing');
    return { subAccount: viewOf(account, 0) };
  });
}
