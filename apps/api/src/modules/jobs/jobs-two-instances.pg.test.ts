import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CreatedWebhookResponse } from '@registry/contract/webhooks/webhooks-api';
import { buildApp } from '../../app';
import { checkLedgerInvariants } from '../ledger/invariants';
import { loadConfig, type AppConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { logEvents } from '../../db/schema/log';
import { outbox } from '../../db/schema/outbox';
import { projects } from '../../db/schema/projects';
import { selectRows } from '../../db/select-rows';
import { readMails } from '../../../test/outbox';
import { call } from '../../../test/kit/call';
import {
  freshIssuance,
  openLedgerScene,
  positionsOf,
  transfer,
  type LedgerScene,
} from '../../../test/kit/ledger';
import { linkMarket, requestMove, tradingOf } from '../../../test/kit/markets';
import { completeDraft, moveProject } from '../../../test/kit/projects';
import { logIn } from '../../../test/kit/session';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/kit/webhook-receiver';
import { testConfig } from '../../../test/test-app';

/*
 * Two API instances on one PostgreSQL database, each running every job
 * (decision 043): the log's sequencing and the webhooks' fan-out, the outbox's
 * mail and deliveries, the reconciliation, the end of public comment, the
 * yearly fees and the moves to external markets. Every piece of work is done once, whichever instance took it.
 * PostgreSQL only: an embedded database is one process's.
 */

const busy: Partial<AppConfig> = {
  log: { ...loadConfig({}).log, origin: 'registry.test/log', sequenceIntervalMs: 20 },
  outboxIntervalMs: 20,
  reconcileIntervalMs: 200,
  markets: { ...loadConfig({}).markets, sandboxDelayMs: 0, moveIntervalMs: 20 },
};

let s: LedgerScene;
let second: FastifyInstance;
let secondDir: string;
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  s = await openLedgerScene({ config: busy });
  secondDir = mkdtempSync(path.join(tmpdir(), 'registry-second-'));
  second = await buildApp({
    config: testConfig(secondDir, { config: busy }),
    database: await openDatabase({ url: s.t.databaseUrl, isMigrating: false }),
    keys: s.t.keys,
  });
  await second.ready();
}, 60_000);
afterAll(async () => {
  await second?.close();
  await s?.t.close();
  await receiver.close();
  rmSync(secondDir, { recursive: true, force: true });
});

/** The rows of a query; both drivers answer { rows }. */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return selectRows<T>(s.t.database.db, query);
}

describe('two API instances on one database, each running every job', () => {
  it('sequence, send and deliver a burst of transfers made through both, each piece once', async () => {
    const trader = await logIn(s.t, 'trader@demo.example');
    const { body } = await call<CreatedWebhookResponse>(s.t, 'POST', '/api/company/webhooks', {
      token: trader.token,
      payload: { url: receiver.url, events: ['transfer.received'] },
    });
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 40);
    const transfers = 20;
    const secondApp = { ...s.t, app: second };
    for (let i = 0; i < transfers; i += 1) {
      const through = i % 2 === 0 ? s.t : secondApp;
      const payload = { serialId, quantity: 1, isKg: false, companyId: s.traderCompanyId };
      expect((await transfer(through, s.owner.token, payload)).status).toBe(200);
    }
    await vi.waitFor(() => expect(receiver.received.length).toBeGreaterThanOrEqual(transfers), {
      timeout: 20_000,
      interval: 50,
    });
    const ids = receiver.received.map((request) => request.headers['webhook-id']);
    expect(new Set(ids).size).toBe(transfers);
    expect(ids).toHaveLength(transfers);
    expect(body.webhook.id).toBeGreaterThan(0);

    // The log: every event one leaf, no index twice, no gap.
    await vi.waitFor(
      async () => {
        const waiting = await s.t.database.db.$count(logEvents, isNull(logEvents.leafIndex));
        expect(waiting).toBe(0);
      },
      { timeout: 20_000, interval: 50 },
    );
    const [leaves] = await rowsOf<{ count: number; distinct: number; top: number }>(sql`
      select count(*)::int as count, count(distinct leaf_index)::int as distinct,
             max(leaf_index)::int as top
      from log_events`);
    expect(leaves?.distinct).toBe(leaves?.count);
    expect(leaves?.top).toBe((leaves?.count ?? 0) - 1);

    // The mail outbox: every row sent once, as one mail, by one of the two.
    await vi.waitFor(
      async () => {
        const unsent = await s.t.database.db.$count(outbox, isNull(outbox.sentAt));
        expect(unsent).toBe(0);
      },
      { timeout: 20_000, interval: 50 },
    );
    const sentMails = await s.t.database.db.$count(
      outbox,
      sql`${outbox.sentAt} is not null and ${outbox.kind} <> 'webhookDelivery'`,
    );
    expect(sentMails).toBeGreaterThanOrEqual(transfers);
    const mailFiles = readMails(s.t).length + readMails({ dataDir: secondDir }).length;
    expect(mailFiles).toBe(sentMails);
    expect(await s.t.database.db.$count(outbox, isNotNull(outbox.sentAt))).toBe(
      sentMails + transfers,
    );
  });

  it('end a public comment once when both are asked at once', async () => {
    const developer = await logIn(s.t, 'developer@demo.example');
    const projectId = await completeDraft(s.t, developer.token, 'Páramo de Sumapaz');
    await moveProject(s.t, developer.token, projectId, { action: 'submit' });
    const inAMonth = new Date(Date.now() + 31 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await moveProject(s.t, s.certifier.token, projectId, {
      action: 'openPublicComment',
      publicCommentEndsOn: inAMonth,
    });
    // Its comment ended yesterday.
    await s.t.database.db
      .update(projects)
      .set({ publicCommentEndsOn: sql`current_date - 1` })
      .where(eq(projects.id, projectId));
    for (let i = 0; i < 3; i += 1) {
      s.t.app.jobs.nudge('public-comment-end');
      second.jobs.nudge('public-comment-end');
    }
    const stateOf = async () =>
      (
        await s.t.database.db
          .select({ state: projects.state })
          .from(projects)
          .where(eq(projects.id, projectId))
      )[0]?.state;
    await vi.waitFor(async () => expect(await stateOf()).toBe('validation'), {
      timeout: 20_000,
      interval: 50,
    });
    const closings = await rowsOf<{ count: number }>(sql`
      select count(*)::int as count from log_events
      where data like ${`%"projectId":${projectId},%`}
        and data like '%"fromState":"publicComment"%' and data like '%"toState":"validation"%'`);
    expect(closings[0]?.count).toBe(1);
  });

  it('settle each market move once, and the moves of an instance that stopped before its market answered', async () => {
    await linkMarket(s.t, s.owner.token);
    const { serialId, issuanceId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 14);
    const asked: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const through = i % 2 === 0 ? s.t : { ...s.t, app: second };
      const { body } = await requestMove(through, s.owner.token, {
        direction: 'in',
        serialId,
        quantity: 2,
      });
      asked.push(body.move.id);
    }
    // A third instance that never settles (no market-moves job) asks one and stops.
    const stoppedDir = mkdtempSync(path.join(tmpdir(), 'registry-stopped-'));
    const stopped = await buildApp({
      config: testConfig(stoppedDir),
      database: await openDatabase({ url: s.t.databaseUrl, isMigrating: false }),
      keys: s.t.keys,
    });
    await stopped.ready();
    const { body } = await requestMove({ ...s.t, app: stopped }, s.owner.token, {
      direction: 'in',
      serialId,
      quantity: 2,
    });
    expect(body.move.state).toBe('pending');
    asked.push(body.move.id);
    await stopped.close();
    rmSync(stoppedDir, { recursive: true, force: true });

    await vi.waitFor(
      async () => {
        const { body: trading } = await tradingOf(s.t, s.owner.token);
        const states = trading.moves.filter((m) => asked.includes(m.id)).map((m) => m.state);
        expect(states).toEqual(asked.map(() => 'confirmed'));
      },
      { timeout: 20_000, interval: 50 },
    );
    const operations = await rowsOf<{ key: string; count: number }>(sql`
      select operation_key as key, count(*)::int as count from market_sandbox_operations
      where market = 'polygon' group by operation_key`);
    for (const id of asked) {
      expect(operations.find((o) => o.key === `move-${String(id)}`)?.count).toBe(1);
    }
    const positions = (await positionsOf(s.t, s.owner.token)).body.positions ?? [];
    const left = positions.filter((p) => p.issuanceId === issuanceId);
    expect(left.reduce((sum, p) => sum + p.quantityKg, 0)).toBe(0);
    expect(await checkLedgerInvariants(s.t.database.db)).toEqual([]);
  });

  it('raise each yearly fee once when both are asked at once, and reconcile', async () => {
    await s.t.database.db.execute(sql`
      insert into fees (kind, amount_cents, valid_from) values ('yearlyAccount', 10000, current_date)`);
    const [companies] = await rowsOf<{ count: number }>(sql`
      select count(*)::int as count from companies
      where state = 'approved' and type_account <> 'certifier'`);
    for (let i = 0; i < 3; i += 1) {
      s.t.app.jobs.nudge('yearly-fees');
      second.jobs.nudge('yearly-fees');
    }
    const yearly = () =>
      rowsOf<{ source: string; count: number }>(sql`
        select source, count(*)::int as count from invoices
        where source like 'year:%' group by source`);
    await vi.waitFor(async () => expect(await yearly()).toHaveLength(companies?.count ?? -1), {
      timeout: 20_000,
      interval: 50,
    });
    expect((await yearly()).every((row) => row.count === 1)).toBe(true);
    await vi.waitFor(
      () => {
        const checked = [s.t.app, second].map((app) => app.reconciliation.status.checkedAt);
        expect(checked.some((at) => at !== null)).toBe(true);
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(s.t.app.reconciliation.status.differences).toEqual([]);
    expect(second.reconciliation.status.differences).toEqual([]);
    const queues = await rowsOf<{ name: string }>(sql`
      select distinct name from pgboss.job where state = 'completed' order by name`);
    expect(queues.map((queue) => queue.name)).toEqual(
      expect.arrayContaining([
        'ledger-reconcile',
        'log-sequence',
        'market-moves',
        'outbox-dispatch',
        'yearly-fees',
      ]),
    );
  });
});
