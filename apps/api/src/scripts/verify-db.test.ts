import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { blocks } from '../db/schema/blocks';
import { ledgerAccounts } from '../db/schema/ledger-accounts';
import { movements } from '../db/schema/movements';
import { seedDatabase } from '../seed/seed-database';
import { editAroundTriggers } from '../../test/kit/edit-at-rest';

/*
 * npm run verify-db as an operator runs it, on the embedded database of a
 * DATA_DIR holding the demo registry: nothing found, then each edit the
 * database's owner made at rest named on its own line, and exit code 1.
 */

const apiDir = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'registry-verify-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function verifyDb() {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      path.resolve(apiDir, '../../node_modules/.bin/tsx'),
      ['src/scripts/verify-db.ts'],
      {
        cwd: apiDir,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        timeout: 120_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run verify-db', () => {
  it('finds nothing on the demo registry, then names each edit at rest and exits 1', async () => {
    const database = await openDatabase({ url: '', dataDir: path.join(dataDir, 'pglite') });
    await seedDatabase(database.db, 'demo');
    await database.close();
    const clean = await verifyDb();
    expect(clean.stdout).toContain('no difference found');
    expect(clean.code).toBe(0);

    const edited = await openDatabase({ url: '', dataDir: path.join(dataDir, 'pglite') });
    const { db } = edited;
    const [movement] = await db.select().from(movements).orderBy(desc(movements.id)).limit(1);
    const [active] = await db.select().from(blocks).where(eq(blocks.status, 'active')).limit(1);
    if (!movement || !active) throw new Error('the demo ledger has no movement or active block');
    const [thief] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(ne(ledgerAccounts.id, active.accountId), eq(ledgerAccounts.kind, 'main')))
      .limit(1);
    await editAroundTriggers(db, 'movements', (tx) =>
      tx.delete(movements).where(eq(movements.id, movement.id)),
    );
    await db
      .update(blocks)
      .set({ accountId: thief?.id ?? 0 })
      .where(eq(blocks.id, active.id));
    await edited.close();

    const found = await verifyDb();
    expect(found.code).toBe(1);
    const lines = found.stdout.split('\n').filter((line) => line.startsWith('DIFFERENCE: '));
    expect(lines).toEqual([
      expect.stringContaining(`block ${String(active.id)} `),
      expect.stringContaining(`records movement ${String(movement.id)} `),
    ]);
  }, 120_000);
});
