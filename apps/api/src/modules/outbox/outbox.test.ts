import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/accounts';
import { outbox } from '../../db/schema/outbox';
import type { Mail, Mailer } from '../../lib/mailer';
import {
  freshIssuance,
  openLedgerScene,
  transfer,
  type LedgerScene,
} from '../../../test/kit/ledger';
import { logIn } from '../../../test/kit/session';
import { mailsTo, sentMailsTo } from '../../../test/outbox';
import { transferCredits } from '../ledger/transfer-credits';
import { dispatchOutbox, retryAtOf } from './dispatch-outbox';

/* The outbox as a receiver notices it: the mail of a transfer arrives, once, later if it must. */

let s: LedgerScene;
let traderEmail: string;

beforeAll(async () => {
  // No timer: only the nudge after a commit, and the tests' own runs, send.
  s = await openLedgerScene({ config: { outboxIntervalMs: 0 } });
  await logIn(s.t, 'trader@demo.example', undefined, 'en');
  const [trader] = await s.t.database.db
    .select({ email: companies.email })
    .from(companies)
    .where(eq(companies.id, s.traderCompanyId));
  traderEmail = trader?.email ?? '';
  await s.t.app.outbox.drain();
}, 60_000);

afterAll(async () => {
  await s.t.close();
});

const deps = (mailer: Mailer = s.t.app.mailer) => ({
  db: s.t.database.db,
  mailer,
  publicUrl: 'http://registry.test',
  webhookTimeoutMs: 1000,
});

/** A transfer of 1 t to the trader, committed as a process that stops before its nudge would. */
async function transferWithoutNudge() {
  const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 5);
  await transferCredits({
    ctx: { db: s.t.database.db, registryPrefix: 'CR', now: () => new Date() },
    caller: s.owner.caller,
    input: { serialId, quantity: 1, isKg: false, companyId: s.traderCompanyId },
  });
}

describe('the outbox', () => {
  it("delivers the receiver's mail after the transfer answers, nudged by its commit", async () => {
    const before = mailsTo(s.t, traderEmail).length;
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 5);
    const payload = { serialId, quantity: 2, isKg: false, companyId: s.traderCompanyId };
    expect((await transfer(s.t, s.owner.token, payload)).status).toBe(200);
    // No timer runs (interval 0): the mail can only come from the nudge. Wait for the file itself.
    await vi.waitFor(() => expect(mailsTo(s.t, traderEmail)).toHaveLength(before + 1), {
      timeout: 10_000,
      interval: 20,
    });
    expect(mailsTo(s.t, traderEmail).at(-1)?.subject).toMatch(/transferred 2 t of carbon credits/);
  });

  it('sends nothing for a transfer whose transaction rolls back', async () => {
    const before = mailsTo(s.t, traderEmail).length;
    const { serialId } = await freshIssuance(s.t, s.certifier.token, s.projectId, 5);
    const rolledBack = s.t.database.db.transaction(async (tx) => {
      await transferCredits({
        // The transfer's own transaction becomes a savepoint of this one, which then rolls back.
        ctx: { db: tx as unknown as Db, registryPrefix: 'CR', now: () => new Date() },
        caller: s.owner.caller,
        input: { serialId, quantity: 1, isKg: false, companyId: s.traderCompanyId },
      });
      throw new Error('rolled back after the movement');
    });
    await expect(rolledBack).rejects.toThrow('rolled back after the movement');
    expect(await sentMailsTo(s.t, traderEmail)).toHaveLength(before);
  });

  it('sends a mail whose first send failed on a later run, after its backoff', async () => {
    const before = mailsTo(s.t, traderEmail).length;
    await transferWithoutNudge();
    const down: Mailer = { send: () => Promise.reject(new Error('SMTP down')) };
    const now = new Date();
    expect(await dispatchOutbox(deps(down), () => now)).toEqual({ sentCount: 0, failedCount: 1 });
    const [row] = await s.t.database.db.select().from(outbox).where(isNull(outbox.sentAt));
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toContain('Error');
    // Before its backoff, a run leaves it; after, a run sends it.
    expect(await dispatchOutbox(deps(), () => now)).toEqual({ sentCount: 0, failedCount: 0 });
    expect(mailsTo(s.t, traderEmail)).toHaveLength(before);
    const later = new Date(retryAtOf(now, 1).getTime() + 1);
    expect(await dispatchOutbox(deps(), () => later)).toEqual({ sentCount: 1, failedCount: 0 });
    expect(mailsTo(s.t, traderEmail)).toHaveLength(before + 1);
  });

  it('sends, after a restart, what the stopped process left pending', async () => {
    const before = mailsTo(s.t, traderEmail).length;
    await transferWithoutNudge();
    expect(mailsTo(s.t, traderEmail)).toHaveLength(before);
    // A new app on the same database (its database left open: the first app owns it).
    const restarted = await buildApp({
      config: s.t.app.config,
      database: { ...s.t.database, close: async () => undefined },
      keys: s.t.keys,
    });
    await restarted.ready();
    try {
      // Its start asks for the outbox's job; whichever worker takes it (this app's, or the
      // first one's on the same database) sends the row.
      await vi.waitFor(() => expect(mailsTo(s.t, traderEmail)).toHaveLength(before + 1), {
        timeout: 20_000,
        interval: 50,
      });
    } finally {
      await restarted.close();
    }
  });

  it('sends each row once when two dispatchers run at the same time', async () => {
    for (let i = 0; i < 3; i += 1) await transferWithoutNudge();
    const sent: Mail[] = [];
    const counting: Mailer = { send: async (mail) => void sent.push(mail) };
    const [a, b] = await Promise.all([
      dispatchOutbox(deps(counting)),
      dispatchOutbox(deps(counting)),
    ]);
    expect((a?.sentCount ?? 0) + (b?.sentCount ?? 0)).toBe(3);
    expect(sent).toHaveLength(3);
  });
});
