import { describe, expect, it } from 'vitest';
import { commitmentOf, newSaltHex } from './account-commitment';
import { replayLedger, type ReplayedBlock } from './replay-ledger';

/** A block as leaves written before commitments (version 1) show it: a plain account id. */
type LegacyBlock = Omit<ReplayedBlock, 'account'> & { accountId: number };

const block = (
  id: number,
  fromKg: number,
  toKg: number,
  extra: Partial<LegacyBlock> = {},
): LegacyBlock => ({
  id,
  issuanceId: 1,
  fromKg,
  toKg,
  accountId: 10,
  status: 'active',
  divisible: false,
  parentId: null,
  ...extra,
});

let movementId = 0;
const leaf = (
  kind: string,
  quantityKg: number,
  blocksBefore: LegacyBlock[],
  blocksAfter: LegacyBlock[],
  issuanceId = 1,
) => {
  movementId += 1;
  return JSON.stringify({ kind, movementId, issuanceId, quantityKg, blocksBefore, blocksAfter });
};

// An issuance of 10 t (1 t to the buffer pool), 4 t of it transferred to account 20, then locked.
const ISSUE = leaf(
  'ledger.issue',
  10_000,
  [],
  [block(1, 1, 1000, { accountId: 99 }), block(2, 1001, 10_000)],
);
const SPLIT = leaf(
  'ledger.transfer',
  4000,
  [block(2, 1001, 10_000)],
  [block(2, 1001, 6000), block(3, 6001, 10_000, { accountId: 20, parentId: 2 })],
);
const LOCK = leaf(
  'ledger.lock',
  4000,
  [block(3, 6001, 10_000, { accountId: 20, parentId: 2 })],
  [block(3, 6001, 10_000, { accountId: 20, parentId: 2, status: 'locked' })],
);
const PROJECT = JSON.stringify({ kind: 'project.transition', projectId: 4, to: 'certified' });

/** What the replay keeps of a legacy block: its account id as an opaque account. */
const kept = ({ accountId, ...rest }: LegacyBlock): ReplayedBlock => ({
  ...rest,
  account: accountId,
});

describe('replaying the ledger from its log leaves (leaves written before commitments)', () => {
  it('applies every movement and leaves the blocks the last leaves describe', () => {
    const replay = replayLedger([PROJECT, ISSUE, SPLIT, 'not json', LOCK]);
    expect(replay.violations).toEqual([]);
    expect(replay.movements).toBe(3);
    expect([...replay.blocks.values()]).toEqual([
      kept(block(1, 1, 1000, { accountId: 99 })),
      kept(block(2, 1001, 6000)),
      kept(block(3, 6001, 10_000, { accountId: 20, parentId: 2, status: 'locked' })),
    ]);
  });

  it('finds a block spent twice', () => {
    const again = leaf(
      'ledger.transfer',
      9000,
      [block(2, 1001, 10_000)],
      [block(2, 1001, 10_000, { accountId: 30 })],
    );
    const { violations } = replayLedger([ISSUE, SPLIT, again]);
    expect(violations).toEqual([
      expect.stringMatching(
        /^leaf 2 \(ledger.transfer, movement \d+\): block 2 is not as the earlier leaves left it$/,
      ),
      // Block 2 now reaches 10,000 again, over block 3.
      'issuance 1: overlap kg 6001..10000',
    ]);
  });

  it('finds a movement that makes or loses kg', () => {
    const grown = leaf(
      'ledger.transfer',
      4000,
      [block(2, 1001, 10_000)],
      [block(2, 1001, 6000), block(3, 6001, 11_000, { accountId: 20 })],
    );
    const lost = leaf('ledger.transfer', 4000, [block(2, 1001, 10_000)], [block(2, 1001, 6000)]);
    expect(replayLedger([ISSUE, grown]).violations).toEqual([
      expect.stringContaining('the blocks after do not cover exactly the kg of the blocks before'),
      'issuance 1: beyondQuantity kg 10001..11000',
    ]);
    expect(replayLedger([ISSUE, lost]).violations).toEqual([
      expect.stringContaining('the blocks after do not cover exactly the kg of the blocks before'),
      'issuance 1: gap kg 6001..10000',
    ]);
  });

  it('finds a retired block that changes, and a cancelled one', () => {
    const retire = leaf(
      'ledger.retire',
      4000,
      [block(3, 6001, 10_000, { accountId: 20, parentId: 2 })],
      [block(3, 6001, 10_000, { accountId: 20, parentId: 2, status: 'retired' })],
    );
    const moved = leaf(
      'ledger.transfer',
      4000,
      [block(3, 6001, 10_000, { accountId: 20, parentId: 2, status: 'retired' })],
      [block(3, 6001, 10_000, { accountId: 30, parentId: 2, status: 'retired' })],
    );
    expect(replayLedger([ISSUE, SPLIT, retire, moved]).violations).toEqual([
      expect.stringMatching(/^leaf 3 .*: block 3 is retired and changes$/),
    ]);
  });

  it('finds an issuance made twice, credits never issued, and a block that appears twice', () => {
    const otherIssuance = leaf(
      'ledger.transfer',
      1000,
      [block(7, 1, 1000, { issuanceId: 2 })],
      [block(7, 1, 1000, { issuanceId: 2, accountId: 20 })],
      2,
    );
    const reused = leaf(
      'ledger.transfer',
      4000,
      [block(2, 1001, 6000)],
      [block(2, 1001, 5000), block(1, 5001, 6000)],
    );
    const { violations } = replayLedger([ISSUE, ISSUE, SPLIT, otherIssuance, reused]);
    expect(violations).toEqual([
      expect.stringMatching(/^leaf 1 \(ledger.issue.*\): issues an issuance a second time$/),
      // The second issue's blocks are the first one's ids again.
      expect.stringMatching(/^leaf 1 .*: block 1 appears a second time$/),
      expect.stringMatching(/^leaf 1 .*: block 2 appears a second time$/),
      expect.stringMatching(/^leaf 3 .*: moves credits never issued$/),
      expect.stringMatching(/^leaf 3 .*: block 7 is not as the earlier leaves left it$/),
      expect.stringMatching(/^leaf 4 .*: block 1 appears a second time$/),
      'issuance 1: gap kg 1..1000',
    ]);
  });

  it('finds an issuance that consumes blocks, a movement of none, a block of another issuance, and a leaf that is no movement', () => {
    const consuming = leaf('ledger.issue', 1000, [block(2, 1001, 10_000)], [block(5, 1, 1000)], 3);
    const empty = leaf('ledger.unlock', 1000, [], []);
    const foreign = leaf(
      'ledger.transfer',
      4000,
      [block(2, 1001, 10_000)],
      [block(2, 1001, 6000), block(3, 6001, 10_000, { issuanceId: 9 })],
    );
    const { violations } = replayLedger([
      ISSUE,
      consuming,
      empty,
      foreign,
      '{"kind":"ledger.issue"}',
    ]);
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^leaf 1 .*: an issuance that consumes blocks$/),
        expect.stringMatching(/^leaf 2 .*: a movement of no block$/),
        expect.stringMatching(/^leaf 3 .*: block 3 of another issuance$/),
        "leaf 4 (ledger.issue): not a movement's leaf",
      ]),
    );
  });
});

describe('replaying leaves whose accounts are commitments (decision 028)', () => {
  const commit = (accountId: number) => commitmentOf(accountId, newSaltHex());
  /** A block as a committed leaf shows it. */
  const shown = (legacy: LegacyBlock, account: string | number): ReplayedBlock => ({
    ...kept(legacy),
    account,
  });
  const committedLeaf = (
    kind: string,
    quantityKg: number,
    blocksBefore: ReplayedBlock[],
    blocksAfter: ReplayedBlock[],
  ) => {
    movementId += 1;
    return JSON.stringify({
      kind,
      version: 2,
      movementId,
      issuanceId: 1,
      quantityKg,
      blocksBefore,
      blocksAfter,
    });
  };
  const buffer = commit(99);
  const owner = commit(10);
  const ISSUED = committedLeaf(
    'ledger.issue',
    10_000,
    [],
    [shown(block(1, 1, 1000), buffer), shown(block(2, 1001, 10_000), owner)],
  );
  const kept2 = commit(10);
  const sent = commit(20);
  const SENT = committedLeaf(
    'ledger.transfer',
    4000,
    [shown(block(2, 1001, 10_000), owner)],
    [shown(block(2, 1001, 6000), kept2), shown(block(3, 6001, 10_000, { parentId: 2 }), sent)],
  );

  it('replays them with the accounts opaque, each block as its last leaf committed it', () => {
    const replay = replayLedger([ISSUED, SENT]);
    expect(replay.violations).toEqual([]);
    expect([...replay.blocks.values()].map((b) => [b.id, b.account])).toEqual([
      [1, buffer],
      [2, kept2],
      [3, sent],
    ]);
  });

  it('refuses a leaf whose block before is not the commitment the last leaf wrote', () => {
    const stale = committedLeaf(
      'ledger.transfer',
      5000,
      // The issue's commitment, not the transfer's: this block was spent already.
      [shown(block(2, 1001, 6000), owner)],
      [shown(block(2, 1001, 6000), commit(30))],
    );
    expect(replayLedger([ISSUED, SENT, stale]).violations).toEqual([
      expect.stringMatching(/^leaf 2 .*: block 2 is not as the earlier leaves left it$/),
    ]);
  });

  it('refuses a committed leaf that writes a plain account id, or one commitment twice', () => {
    const plain = committedLeaf(
      'ledger.lock',
      4000,
      [shown(block(3, 6001, 10_000, { parentId: 2 }), sent)],
      [shown(block(3, 6001, 10_000, { parentId: 2, status: 'locked' }), 20)],
    );
    const reused = committedLeaf(
      'ledger.lock',
      4000,
      [shown(block(3, 6001, 10_000, { parentId: 2 }), sent)],
      [shown(block(3, 6001, 10_000, { parentId: 2, status: 'locked' }), sent)],
    );
    expect(replayLedger([ISSUED, SENT, plain]).violations).toEqual([
      "leaf 2 (ledger.lock): not a movement's leaf",
    ]);
    expect(replayLedger([ISSUED, SENT, reused]).violations).toEqual([
      expect.stringMatching(/^leaf 2 .*: block 3 repeats an account commitment$/),
    ]);
    const twice = commit(30);
    const oneForTwo = committedLeaf(
      'ledger.transfer',
      1000,
      [shown(block(3, 6001, 10_000, { parentId: 2 }), sent)],
      [
        shown(block(4, 6001, 7000, { parentId: 3 }), twice),
        shown(block(3, 7001, 10_000, { parentId: 2 }), twice),
      ],
    );
    expect(replayLedger([ISSUED, SENT, oneForTwo]).violations).toEqual([
      expect.stringMatching(/^leaf 2 .*: block 3 repeats an account commitment$/),
    ]);
  });

  it('accepts a first committed leaf that spends a block an older leaf wrote, by its account id', () => {
    const after = commit(10);
    const upgraded = committedLeaf(
      'ledger.lock',
      4000,
      [shown(block(3, 6001, 10_000, { parentId: 2 }), 20)],
      [shown(block(3, 6001, 10_000, { parentId: 2, status: 'locked' }), after)],
    );
    const replay = replayLedger([ISSUE, SPLIT, upgraded]);
    expect(replay.violations).toEqual([]);
    expect(replay.blocks.get(3)?.account).toBe(after);
    // The older leaf's account id is what the block was: another id is refused.
    const wrong = upgraded.replace('"account":20', '"account":21');
    expect(replayLedger([ISSUE, SPLIT, wrong]).violations).toEqual([
      expect.stringMatching(/^leaf 2 .*: block 3 is not as the earlier leaves left it$/),
    ]);
  });
});
