import {
  AccountOpeningsFileSchema,
  type AccountOpening,
} from '@registry/contract/ledger/account-openings';
import { commitmentOf } from '../modules/ledger/account-commitment';
import { LogVerificationError } from './verify-remote-log';

/*
 * npm run verify-log -- URL --account FILE (DESIGN.md 4.3, decision 028): a
 * company checks its own history against the public log. Every opening of its
 * file must hash to its commitment, and that commitment must be the account of
 * its block in the leaf of its movement; then the company's history is read
 * from the log: each movement that took kg into, out of or within its accounts.
 */

interface LeafBlock {
  id: number;
  fromKg: number;
  toKg: number;
  status: string;
  /** A commitment, or an older leaf's plain account id. */
  account?: unknown;
  accountId?: unknown;
}

interface Leaf {
  kind: string;
  movementId: number;
  issuanceId: number;
  createdAt?: string;
  blocksBefore: LeafBlock[];
  blocksAfter: LeafBlock[];
}

export interface AccountHistoryLine {
  movementId: number;
  kind: string;
  issuanceId: number;
  blockId: number;
  fromKg: number;
  toKg: number;
  quantityKg: number;
  /** in: into the company's accounts; out: out of them; within: stayed (a status or split). */
  direction: 'in' | 'out' | 'within';
  createdAt: string;
}

export interface AccountHistory {
  summary: string[];
  history: AccountHistoryLine[];
}

/** The movement leaves of the log's entries, by movement id, in log order. */
function ledgerLeavesOf(leafTexts: readonly string[]): Leaf[] {
  const leaves: Leaf[] = [];
  for (const text of leafTexts) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      continue;
    }
    const leaf = data as Partial<Leaf> | null;
    if (
      typeof leaf?.kind === 'string' &&
      leaf.kind.startsWith('ledger.') &&
      typeof leaf.movementId === 'number' &&
      Array.isArray(leaf.blocksBefore) &&
      Array.isArray(leaf.blocksAfter)
    ) {
      leaves.push(leaf as Leaf);
    }
  }
  return leaves;
}

/** A block's account as its leaf shows it: a commitment, or an older leaf's account id. */
const accountOf = (block: LeafBlock): unknown => block.account ?? block.accountId;

function checkOpenings(openings: readonly AccountOpening[], byMovement: Map<number, Leaf>): void {
  for (const opening of openings) {
    const where = `the opening of block ${String(opening.blockId)} in movement ${String(opening.movementId)}`;
    if (commitmentOf(opening.accountId, opening.salt) !== opening.commitment) {
      throw new LogVerificationError(`${where} does not hash to its commitment`);
    }
    const leaf = byMovement.get(opening.movementId);
    if (!leaf) {
      throw new LogVerificationError(
        `${where}: the log's checkpoint shows no leaf of movement ${String(opening.movementId)} (yet: run again in a moment)`,
      );
    }
    const block = leaf.blocksAfter.find((each) => each.id === opening.blockId);
    if (!block || accountOf(block) !== opening.commitment) {
      throw new LogVerificationError(`${where}: its commitment is not in the log at its block`);
    }
  }
}

/** Where the kg of each block a leaf writes went, seen from the company's accounts. */
function historyOf(leaves: readonly Leaf[], isMine: (account: unknown) => boolean) {
  const history: AccountHistoryLine[] = [];
  for (const leaf of leaves) {
    for (const after of leaf.blocksAfter) {
      const source = leaf.blocksBefore.find(
        (before) => before.fromKg <= after.fromKg && after.toKg <= before.toKg,
      );
      const wasMine = source !== undefined && isMine(accountOf(source));
      const isNowMine = isMine(accountOf(after));
      if (!wasMine && !isNowMine) continue;
      // What a split leaves where it was (the block keeps its id, fewer kg) did not move.
      const isRestOfSplit =
        source?.id === after.id && (source.fromKg !== after.fromKg || source.toKg !== after.toKg);
      if (isRestOfSplit && wasMine === isNowMine) continue;
      history.push({
        movementId: leaf.movementId,
        kind: leaf.kind.replace(/^ledger\./, ''),
        issuanceId: leaf.issuanceId,
        blockId: after.id,
        fromKg: after.fromKg,
        toKg: after.toKg,
        quantityKg: after.toKg - after.fromKg + 1,
        direction: wasMine && isNowMine ? 'within' : isNowMine ? 'in' : 'out',
        createdAt: leaf.createdAt ?? '',
      });
    }
  }
  return history;
}

/**
 * Checks a company's openings file against the log's verified leaves and
 * reads the company's history from them; throws LogVerificationError on an
 * opening that does not open its leaf's commitment.
 */
export function verifyAccountHistory({
  fileText,
  origin,
  leafTexts,
}: {
  fileText: string;
  origin: string;
  leafTexts: readonly string[];
}): AccountHistory {
  let json: unknown;
  try {
    json = JSON.parse(fileText);
  } catch {
    throw new LogVerificationError('the account file is not JSON');
  }
  const parsed = AccountOpeningsFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new LogVerificationError("the account file is not a company's openings file");
  }
  const file = parsed.data;
  if (file.origin !== origin) {
    throw new LogVerificationError(`the account file opens the log ${file.origin}, not ${origin}`);
  }
  const leaves = ledgerLeavesOf(leafTexts);
  const byMovement = new Map(leaves.map((leaf) => [leaf.movementId, leaf]));
  checkOpenings(file.openings, byMovement);
  const commitments = new Set(file.openings.map((opening) => opening.commitment));
  // A block last written before commitments shows its plain account id once more.
  const accountIds = new Set(file.openings.map((opening) => opening.accountId));
  const isMine = (account: unknown) =>
    typeof account === 'string' ? commitments.has(account) : accountIds.has(account as number);
  const history = historyOf(leaves, isMine);
  const summary = [
    `${String(file.openings.length)} openings of company ${String(file.companyId)} hash to their commitments and are in the log at their blocks`,
  ];
  if (file.isTruncated) {
    summary.push('the account file holds only the oldest openings: the history below is cut');
  }
  return { summary, history };
}

/** One history line as the command prints it. */
export const formatHistoryLine = (line: AccountHistoryLine) =>
  `${line.createdAt}  movement ${String(line.movementId)} (${line.kind})  issuance ${String(line.issuanceId)}  block ${String(line.blockId)}  kg ${String(line.fromKg)}..${String(line.toKg)} (${String(line.quantityKg)} kg)  ${line.direction}`;
