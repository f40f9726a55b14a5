import { desc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { blocks } from '../../db/schema/blocks';
import { ledgerAccountOpenings } from '../../db/schema/ledger-account-openings';
import { commitmentOf, newSaltHex } from './account-commitment';

type BlockRow = typeof blocks.$inferSelect;

/** The version of a ledger leaf whose accounts are commitments (older leaves carry none). */
export const COMMITTED_LEAF_VERSION = 2;

/**
 * A block as the public log shows it: `account` is a commitment (64 hex) or,
 * only in blocksBefore for a block last written before commitments, that
 * older leaf's plain account id.
 */
export interface PublicBlockSnapshot {
  id: number;
  issuanceId: number;
  fromKg: number;
  toKg: number;
  account: string | number;
  status: string;
  divisible: boolean;
  parentId: number | null;
}

const publicSnapshot = (block: BlockRow, account: string | number): PublicBlockSnapshot => ({
  id: block.id,
  issuanceId: block.issuanceId,
  fromKg: block.fromKg,
  toKg: block.toKg,
  account,
  status: block.status,
  divisible: block.divisible,
  parentId: block.parentId,
});

/**
 * The blocks of a movement's leaf with their accounts committed (DESIGN.md
 * 4.3): each block before carries the commitment the leaf that last wrote it
 * gave it (a block no committed leaf wrote yet carries its account id, as
 * its older leaf did), and each block after a fresh commitment whose opening
 * is stored with the movement.
 */
export async function commitLeafAccounts(
  tx: Tx,
  movementId: number,
  before: readonly BlockRow[],
  after: readonly BlockRow[],
): Promise<{ blocksBefore: PublicBlockSnapshot[]; blocksAfter: PublicBlockSnapshot[] }> {
  const lastCommitment = new Map<number, string>();
  // Stryker disable next-line ConditionalExpression,EqualityOperator: only an issue reads no block, and the query would answer nothing for it all the same
  if (before.length > 0) {
    const rows = await tx
      .selectDistinctOn([ledgerAccountOpenings.blockId], {
        blockId: ledgerAccountOpenings.blockId,
        commitment: ledgerAccountOpenings.commitment,
      })
      .from(ledgerAccountOpenings)
      .where(
        inArray(
          ledgerAccountOpenings.blockId,
          before.map((block) => block.id),
        ),
      )
      .orderBy(ledgerAccountOpenings.blockId, desc(ledgerAccountOpenings.id));
    for (const row of rows) lastCommitment.set(row.blockId, row.commitment);
  }
  const written = after.map((block) => {
    const saltHex = newSaltHex();
    const commitment = commitmentOf(block.accountId, saltHex);
    return {
      opening: { movementId, blockId: block.id, accountId: block.accountId, saltHex, commitment },
      snapshot: publicSnapshot(block, commitment),
    };
  });
  // Every movement writes at least one block (recordMovement's soundness check saw to it).
  await tx.insert(ledgerAccountOpenings).values(written.map((each) => each.opening));
  return {
    blocksBefore: before.map((block) =>
      publicSnapshot(block, lastCommitment.get(block.id) ?? block.accountId),
    ),
    blocksAfter: written.map((each) => each.snapshot),
  };
}
