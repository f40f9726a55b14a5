import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { mailsTo, passwordLinkOf } from '../../test/outbox';

/*
 * npm run create-admin as an operator runs it, on the embedded database of a
 * fresh DATA_DIR (createOperatorAdmin's own test follows the link to a login).
 */

const apiDir = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'registry-create-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function createAdmin(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      path.resolve(apiDir, '../../node_modules/.bin/tsx'),
      ['src/scripts/create-admin.ts', ...args],
      {
        cwd: apiDir,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' },
        timeout: 120_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run create-admin', () => {
  it('creates the operator admin, writes the link to the outbox and says where', async () => {
    const run = await createAdmin(
      '--email',
      'ops@registry-operator.org',
      '--company',
      'Registry Operator',
      '--lng',
      'en',
    );
    expect(run.code).toBe(0);
    const [file] = readdirSync(path.join(dataDir, 'outbox'));
    expect(run.stdout).toContain('Created the certifier company "Registry Operator" (CR-');
    expect(run.stdout).toContain(`written to ${path.join(dataDir, 'outbox', file ?? '')}`);
    const mails = mailsTo({ dataDir }, 'ops@registry-operator.org');
    expect(mails).toHaveLength(1);
    expect(passwordLinkOf(mails[0])).not.toBeNull();
  }, 150_000);

  it('refuses an e-mail that already has an account', async () => {
    const run = await createAdmin('--email', 'OPS@registry-operator.org', '--company', 'Other');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Nothing was created: That e-mail already has an account.');
    expect(readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(1);
  }, 150_000);

  it('explains its options when one is missing', async () => {
    const run = await createAdmin('--email', 'ops@registry-operator.org');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Usage: npm run create-admin -- --email');
  }, 150_000);
});
