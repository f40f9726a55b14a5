import { and, eq } from 'drizzle-orm';
import type { MovementAnswer, TransferRequest } from '@registry/contract/ledger/ledger-api';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { DomainError } from '../../lib/domain-error';
import type { Caller } from '../../plugins/auth';
import { enqueueOutbox } from '../outbox/enqueue-outbox';
import { notifyCreditsReceived } from './credit-notifications';
import { requirePermit } from './ledger-access';
import type { LedgerContext } from './ledger-context';
import {
  issuanceProjectOf,
  lockOwnBlock,
  mainAccountOf,
  recordMovement,
  requireActiveBlock,
  requireCompanyNotSuspended,
  requireMovableProject,
  takeFromBlock,
} from './ledger-store';
import type { CreditsReceivedMailPayload } from './send-credits-received-mail';
import { quantityToKg } from './units';
import { runOnce } from './idempotency';

/**
 * The receiving account: the company's main account, or one of its open
 * sub-accounts; refused when the company does not exist or is suspended.
 */
async function receivingAccount(
  tx: Tx,
  companyId: number,
  subAccountId: number | undefined,
): Promise<{ accountId: number }> {
  const [receiver] = await tx
    .select({
      name: companies.name,
      state: companies.state,
      mainAccountId: ledgerAccounts.id,
    })
    .from(companies)
    .leftJoin(
      ledgerAccounts,
      // Stryker disable next-line StringLiteral: without the main account here, mainAccountOf below answers the same one (the join only spares a query)
      and(eq(ledgerAccounts.companyId, companies.id), eq(ledgerAccounts.kind, 'main')),
    )
    .where(eq(companies.id, companyId));
  if (!receiver) throw new DomainError('ERROR_LEDGER_RECEIVER_NOT_FOUND', 404);
  requireCompanyNotSuspended(receiver);
  if (subAccountId === undefined) {
    const accountId = receiver.mainAccountId ?? (await mainAccountOf(tx, companyId));
    return { accountId };
  }
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
    // Shared: a close of the sub-account (FOR UPDATE) waits for this transfer, or this for it.
    .for('share');
  if (!account) throw new DomainError('ERROR_LEDGER_SUB_ACCOUNT_NOT_FOUND', 404);
  if (!account.isOpen) throw new DomainError('ERROR_LEDGER_SUB_ACCOUNT_CLOSED', 400);
  return { accountId: account.id };
}

/**
 * POST /api/platform/projectCompanyTransfer/transfer (DESIGN.md 4.3): moves a
 * whole block or a part of it (tonnes, or kg of a divisible block) to another
 * company's main or sub-account, or between the caller's own accounts. One
 * transaction: the block locked, at most one split, one movement, one log event.
 */
export async function transferCredits({
  ctx,
  caller,
  input,
}: {
  ctx: LedgerContext;
  caller: Caller;
  input: TransferRequest;
}): Promise<MovementAnswer> {
  requirePermit(caller.claims.permits, 'transfer');
  const quantityKg = quantityToKg(input.quantity, input.isKg);
  const now = ctx.now();
  return runOnce(ctx, async (tx) => {
    const { block } = await lockOwnBlock(tx, input.serialId, caller.companyId);
    requireActiveBlock(block);
    const issuance = await issuanceProjectOf(tx, block.issuanceId);
    requireMovableProject(issuance.state);
    if (input.isKg && !block.divisible) throw new DomainError('ERROR_LEDGER_NOT_DIVISIBLE', 400);
    const receiver = await receivingAccount(tx, input.companyId, input.subAccountId);
    const toAccountId = receiver.accountId;
    if (toAccountId === block.accountId) throw new DomainError('ERROR_LEDGER_SAME_ACCOUNT', 400);
    const { taken, rest } = await takeFromBlock(
      tx,
      block,
      quantityKg,
      { accountId: toAccountId },
      now,
    );
    const movementId = await recordMovement(tx, {
      kind: 'transfer',
      issuanceId: block.issuanceId,
      issuanceKg: issuance.quantityKg,
      quantityKg,
      fromAccountId: block.accountId,
      toAccountId,
      actor: { companyId: caller.companyId, userId: caller.userId },
      before: [block],
      after: rest ? [taken, rest] : [taken],
      now,
    });
    const received = await notifyCreditsReceived(tx, {
      movementId,
      issuanceId: block.issuanceId,
      quantityKg,
      senderCompanyId: caller.companyId,
      receiverCompanyId: input.companyId,
    });
    if (received) {
      const payload: CreditsReceivedMailPayload = {
        receiverCompanyId: input.companyId,
        received,
        inKg: input.isKg,
      };
      await enqueueOutbox(tx, { kind: 'creditsReceivedMail', payload: { ...payload }, now });
      ctx.onOutboxWritten?.();
    }
    return { movementId, serialId: taken.id, quantityKg, accountId: toAccountId };
  });
}
