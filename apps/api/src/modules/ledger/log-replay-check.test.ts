import canonicalize from 'canonicalize';
import { and, desc, eq, like, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../db/schema/blocks';
import { ledgerAccountOpenings } from '../../db/schema/ledger-account-openings';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { projects } from '../../db/schema/projects';
import { logEvents } from '../../db/schema/log';
import { issue, ledgerLeaves, transfer } from '../../../test/kit/ledger';
import { companyIdOf } from '../../../test/kit/projects';
import { logIn } from '../../../test/kit/session';
import { editAroundTriggers } from '../../../test/kit/edit-at-rest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLogReplay } from './log-replay-check';
import { replayLedger } from './replay-ledger';

let t: TestApp;
beforeAll(async () => {
  // The demo ledger: issuances, transfers, a conversion to kg, a lock and a cancellation, all by the actions.
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the replay invariant on the database', () => {
  it('replays the demo ledger from its log events into exactly the blocks table', async () => {
    expect(await checkLogReplay(t.database.db)).toEqual([]);
    const events = await t.database.db.select({ data: logEvents.data }).from(logEvents);
    const replay = replayLedger(events.map((event) => event.data));
    const rows = await t.database.db.select().from(blocks);
    expect(replay.blocks.size).toBe(rows.length);
    expect(replay.movements).toBeGreaterThanOrEqual(15);
  });

  it("finds a commitment that does not open to the block's account: a salt or an account edited at rest", async () => {
    const [active] = await t.database.db
      .select()
      .from(blocks)
      .where(eq(blocks.status, 'active'))
      .limit(1);
    if (!active) throw new Error('the demo ledger has no active block');
    const [opening] = await t.database.db
      .select()
      .from(ledgerAccountOpenings)
      .where(eq(ledgerAccountOpenings.blockId, active.id))
      .orderBy(desc(ledgerAccountOpenings.id))
      .limit(1);
    if (!opening) throw new Error(`block ${String(active.id)} has no opening`);
    const [other] = await t.database.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(ne(ledgerAccounts.id, active.accountId))
      .limit(1);
    const otherId = other?.id ?? 0;
    const setOpening = (fields: Partial<typeof opening>) =>
      editAroundTriggers(t.database.db, 'ledger_account_openings', (tx) =>
        tx
          .update(ledgerAccountOpenings)
          .set(fields)
          .where(eq(ledgerAccountOpenings.id, opening.id)),
      );
    const unopened = `block ${String(active.id)}: its last leaf's account commitment does not open`;

    await setOpening({ saltHex: '0'.repeat(32) });
    expect(await checkLogReplay(t.database.db)).toEqual([unopened]);
    await setOpening({ saltHex: opening.saltHex });
    expect(await checkLogReplay(t.database.db)).toEqual([]);

    // A thief moves the block and its opening to another account: the commitment no longer opens.
    await setOpening({ accountId: otherId });
    await editAroundTriggers(t.database.db, 'blocks', (tx) =>
      tx.update(blocks).set({ accountId: otherId }).where(eq(blocks.id, active.id)),
    );
    expect(await checkLogReplay(t.database.db)).toEqual([unopened]);
    await setOpening({ accountId: opening.accountId });
    expect(await checkLogReplay(t.database.db)).toEqual([
      `block ${String(active.id)} differs from its last leaf`,
    ]);
    await editAroundTriggers(t.database.db, 'blocks', (tx) =>
      tx.update(blocks).set({ accountId: active.accountId }).where(eq(blocks.id, active.id)),
    );
    expect(await checkLogReplay(t.database.db)).toEqual([]);
  });

  it('lets the first committed leaf spend a block an older leaf wrote, by its plain account id', async () => {
    const certifier = await logIn(t, 'certifier@demo.example');
    const owner = await logIn(t, 'owner@demo.example');
    const [project] = await t.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(
          eq(projects.state, 'certified'),
          eq(projects.ownerCompanyId, owner.caller.companyId),
          eq(projects.certifierCompanyId, certifier.caller.companyId),
        ),
      )
      .limit(1);
    const issued = await issue(t, certifier.token, {
      projectId: project?.id ?? 0,
      vintage: 2031,
      monitoringPeriod: 9,
      quantity: 5,
      bufferSharePercent: 0,
    });
    const issuanceId = issued.body.issuanceId ?? 0;
    // As a data directory made before commitments has it: the issue's leaf names the account, no opening.
    const [event] = await t.database.db
      .select()
      .from(logEvents)
      .where(
        and(
          eq(logEvents.kind, 'ledger.issue'),
          like(logEvents.data, `%"issuanceId":${String(issuanceId)},%`),
        ),
      );
    if (!event) throw new Error('the issue wrote no leaf');
    const leaf = JSON.parse(event.data) as {
      movementId: number;
      blocksAfter: ({ account?: string } & Record<string, unknown>)[];
    } & Record<string, unknown>;
    const [opened] = await t.database.db
      .select()
      .from(ledgerAccountOpenings)
      .where(eq(ledgerAccountOpenings.movementId, leaf.movementId));
    const ownerMain = opened?.accountId ?? 0;
    const { version: _version, ...older } = leaf;
    const legacy = canonicalize({
      ...older,
      fromAccountId: null,
      toAccountId: ownerMain,
      blocksAfter: leaf.blocksAfter.map(({ account: _account, ...block }) => ({
        ...block,
        accountId: ownerMain,
      })),
    });
    await editAroundTriggers(t.database.db, 'ledger_account_openings', (tx) =>
      tx.delete(ledgerAccountOpenings).where(eq(ledgerAccountOpenings.movementId, leaf.movementId)),
    );
    await editAroundTriggers(t.database.db, 'log_events', (tx) =>
      tx
        .update(logEvents)
        .set({ data: legacy ?? '' })
        .where(eq(logEvents.id, event.id)),
    );
    expect(await checkLogReplay(t.database.db)).toEqual([]);

    const sent = await transfer(t, owner.token, {
      serialId: issued.body.serialId ?? 0,
      quantity: 2,
      isKg: false,
      companyId: await companyIdOf(t, 'trader@demo.example'),
    });
    const [spent] = await ledgerLeaves(t, (l) => l.movementId === sent.body.movementId);
    // The older leaf's account id, once (decision 028); every block written now is committed.
    expect(spent?.blocksBefore).toEqual([expect.objectContaining({ account: ownerMain })]);
    for (const block of spent?.blocksAfter as { account: unknown }[]) {
      expect(block.account).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(await checkLogReplay(t.database.db)).toEqual([]);
  });

  it('keeps the openings append-only, in a replica session too', async () => {
    await expect(
      t.database.db.update(ledgerAccountOpenings).set({ saltHex: '1'.repeat(32) }),
    ).rejects.toThrow();
    await expect(t.database.db.delete(ledgerAccountOpenings)).rejects.toThrow();
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        await tx.delete(ledgerAccountOpenings);
      }),
    ).rejects.toThrow();
  });

  it('finds a block changed behind the ledger’s back, and one that no movement made', async () => {
    const [active] = await t.database.db
      .select()
      .from(blocks)
      .where(eq(blocks.status, 'active'))
      .limit(1);
    if (!active) throw new Error('the demo ledger has no active block');
    const [elsewhere] = await t.database.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(ne(ledgerAccounts.id, active.accountId))
      .limit(1);
    await t.database.db
      .update(blocks)
      .set({ accountId: elsewhere?.id ?? 0 })
      .where(eq(blocks.id, active.id));
    const [stray] = await t.database.db
      .insert(blocks)
      .values({ ...active, id: undefined, fromKg: 1, toKg: 1000, parentId: null })
      .returning({ id: blocks.id });
    expect(await checkLogReplay(t.database.db)).toEqual([
      `block ${String(active.id)} differs from its last leaf`,
      `block ${String(stray?.id)} is in the table but in no leaf`,
    ]);
  });
});
