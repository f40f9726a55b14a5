import { z } from 'zod';
import { partitionViolations } from './invariants';

/*
 * The replay invariant (DESIGN.md 4.3): the ledger's log leaves, applied from
 * empty, must make a sound ledger, and the blocks they leave must be the
 * blocks table exactly. Pure: `npm run verify-log` runs it on a remote log's
 * entries, and checkLogReplay on the database's own events.
 */

const blockFields = {
  id: z.number().int(),
  issuanceId: z.number().int(),
  fromKg: z.number().int(),
  toKg: z.number().int(),
  status: z.string(),
  divisible: z.boolean(),
  parentId: z.number().int().nullable(),
};
/** A commitment to an account (decision 028): SHA-256("<accountId>:<saltHex>") in lowercase hex. */
const CommitmentSchema = z.string().regex(/^[0-9a-f]{64}$/);
/** A block a leaf writes: its account as a fresh commitment. */
const CommittedSnapshotSchema = z.object({ ...blockFields, account: CommitmentSchema });
/** A block a leaf reads: as the leaf that last wrote it left it, an older leaf's account id too. */
const ReadSnapshotSchema = z.object({
  ...blockFields,
  account: z.union([CommitmentSchema, z.number().int()]),
});
/** A block of a leaf written before commitments (version 1): its plain account id. */
const LegacySnapshotSchema = z
  .object({ ...blockFields, accountId: z.number().int() })
  .transform(({ accountId, ...block }) => ({ ...block, account: accountId as string | number }));
/**
 * A block as the replay keeps it. The account is opaque to the replay: a
 * commitment, or the account id an older leaf wrote; only the registry
 * (checkLogReplay) and the company (verify-log --account) open it.
 */
export type ReplayedBlock = z.infer<typeof ReadSnapshotSchema>;
const BLOCK_KEYS = [...Object.keys(blockFields), 'account'] as (keyof ReplayedBlock)[];

const leafFields = {
  kind: z.string().startsWith('ledger.'),
  movementId: z.number().int(),
  issuanceId: z.number().int(),
  quantityKg: z.number().int().positive(),
};
/** What a movement's leaf says (ledger-store's recordMovement writes it); older leaves too. */
const MovementLeafSchema = z.union([
  z.object({
    ...leafFields,
    version: z.literal(2),
    blocksBefore: z.array(ReadSnapshotSchema),
    blocksAfter: z.array(CommittedSnapshotSchema),
  }),
  z.object({
    ...leafFields,
    version: z.undefined().optional(),
    blocksBefore: z.array(LegacySnapshotSchema),
    blocksAfter: z.array(LegacySnapshotSchema),
  }),
]);
type MovementLeaf = z.infer<typeof MovementLeafSchema>;

/** Blocks that never change once there (DESIGN.md 4.3). */
const FINAL_STATUSES = new Set(['retired', 'cancelled']);

export interface LedgerReplay {
  /** How many movement leaves were applied. */
  movements: number;
  /** The blocks the leaves leave, by id. */
  blocks: Map<number, ReplayedBlock>;
  /** Each broken rule, naming the leaf (its position among the leaves given). */
  violations: string[];
}

/** The kg ranges the blocks cover, adjacent ones joined; null when two overlap. */
function coveredRanges(list: readonly ReplayedBlock[]): [number, number][] | null {
  const sorted = [...list].sort((a, b) => a.fromKg - b.fromKg);
  const ranges: [number, number][] = [];
  for (const block of sorted) {
    const last = ranges.at(-1);
    if (last && block.fromKg <= last[1]) return null;
    if (last && block.fromKg === last[1] + 1) last[1] = block.toKg;
    else ranges.push([block.fromKg, block.toKg]);
  }
  return ranges;
}

/** Whether two snapshots of a block agree on every field. */
export const sameBlock = (a: ReplayedBlock, b: ReplayedBlock) =>
  BLOCK_KEYS.every((key) => a[key] === b[key]);

/** The rules one movement breaks against the blocks replayed so far. */
function movementViolations(
  leaf: MovementLeaf,
  blocks: ReadonlyMap<number, ReplayedBlock>,
  issued: ReadonlyMap<number, number>,
): string[] {
  const found: string[] = [];
  const isIssue = leaf.kind === 'ledger.issue';
  if (isIssue && issued.has(leaf.issuanceId)) found.push('issues an issuance a second time');
  if (!isIssue && !issued.has(leaf.issuanceId)) found.push('moves credits never issued');
  if (isIssue !== (leaf.blocksBefore.length === 0)) {
    found.push(isIssue ? 'an issuance that consumes blocks' : 'a movement of no block');
  }
  for (const block of [...leaf.blocksBefore, ...leaf.blocksAfter]) {
    if (block.issuanceId !== leaf.issuanceId) found.push(`block ${block.id} of another issuance`);
  }
  const beforeIds = new Set(leaf.blocksBefore.map((block) => block.id));
  for (const block of leaf.blocksBefore) {
    const current = blocks.get(block.id);
    if (!current || !sameBlock(current, block)) {
      found.push(`block ${block.id} is not as the earlier leaves left it`);
    } else if (FINAL_STATUSES.has(current.status)) {
      found.push(`block ${block.id} is ${current.status} and changes`);
    }
  }
  const accounts = new Set(leaf.blocksBefore.map((block) => block.account));
  for (const block of leaf.blocksAfter) {
    if (!beforeIds.has(block.id) && blocks.has(block.id)) {
      found.push(`block ${block.id} appears a second time`);
    }
    // A commitment is fresh for every block a leaf writes (never a salt used twice).
    if (leaf.version === 2 && accounts.has(block.account)) {
      found.push(`block ${block.id} repeats an account commitment`);
    }
    accounts.add(block.account);
  }
  const after = coveredRanges(leaf.blocksAfter);
  const expected = isIssue ? [[1, leaf.quantityKg]] : coveredRanges(leaf.blocksBefore);
  if (!after || JSON.stringify(after) !== JSON.stringify(expected)) {
    found.push('the blocks after do not cover exactly the kg of the blocks before');
  }
  return found;
}

/** Replays the log's entries (their leaf texts, in log order); other kinds of leaf are skipped. */
export function replayLedger(leaves: Iterable<string>): LedgerReplay {
  const blocks = new Map<number, ReplayedBlock>();
  const issued = new Map<number, number>();
  const violations: string[] = [];
  let movements = 0;
  let position = -1;
  for (const text of leaves) {
    position += 1;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      continue;
    }
    const kind = (data as { kind?: unknown } | null)?.kind;
    if (typeof kind !== 'string' || !kind.startsWith('ledger.')) continue;
    const parsed = MovementLeafSchema.safeParse(data);
    if (!parsed.success) {
      violations.push(`leaf ${String(position)} (${kind}): not a movement's leaf`);
      continue;
    }
    const leaf = parsed.data;
    for (const broken of movementViolations(leaf, blocks, issued)) {
      violations.push(
        `leaf ${String(position)} (${kind}, movement ${String(leaf.movementId)}): ${broken}`,
      );
    }
    movements += 1;
    if (leaf.kind === 'ledger.issue') issued.set(leaf.issuanceId, leaf.quantityKg);
    for (const block of leaf.blocksBefore) blocks.delete(block.id);
    for (const block of leaf.blocksAfter) blocks.set(block.id, block);
  }
  const byIssuance = new Map<number, ReplayedBlock[]>();
  for (const block of blocks.values()) {
    const list = byIssuance.get(block.issuanceId) ?? [];
    list.push(block);
    byIssuance.set(block.issuanceId, list);
  }
  for (const [issuanceId, quantityKg] of issued) {
    const sorted = (byIssuance.get(issuanceId) ?? []).sort((a, b) => a.fromKg - b.fromKg);
    for (const broken of partitionViolations(issuanceId, quantityKg, sorted)) {
      violations.push(`issuance ${String(issuanceId)}: ${broken.rule} ${broken.detail}`);
    }
  }
  return { movements, blocks, violations };
}
