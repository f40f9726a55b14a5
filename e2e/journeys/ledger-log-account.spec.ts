import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, expectAccessible, test } from '../support/fixtures';
import { issueToOwner, transferTonnes } from '../support/ledger';
import { text } from '../support/locales';

const tr = (key: string) => text('es', 'transfers', key);
const root = path.resolve(import.meta.dirname, '../..');

/** `npm run verify-log -- URL --account FILE`, as a company runs it against the registry. */
async function verifyLog(url: string, dir: string, accountFile: string) {
  try {
    const { stdout } = await promisify(execFile)(
      path.join(root, 'node_modules/.bin/tsx'),
      [
        'apps/api/src/scripts/verify-log.ts',
        url,
        '--state',
        path.join(dir, 'state.json'),
        '--account',
        accountFile,
      ],
      { cwd: root, timeout: 60_000 },
    );
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    return error as { code: number; stdout: string; stderr: string };
  }
}

test('a company downloads the keys to its history and verify-log finds the credits it received in the public log', async ({
  page,
  baseURL,
  login,
  navigate,
}) => {
  test.setTimeout(180_000);
  // Journey data: the owner sends 30 t to the general account's company.
  const block = await issueToOwner(100);
  await transferTonnes('owner@demo.example', block.serialId, 30, 'generalaccount@demo.example');

  await login('generalaccount@demo.example');
  await navigate('/historical-transfer');
  const box = page.getByRole('region', { name: tr('history.openings.title') });
  await expect(box.getByText(tr('history.openings.help'))).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    box.getByRole('button', { name: tr('history.openings.download') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('account-openings.json');
  const dir = mkdtempSync(path.join(tmpdir(), 'registry-e2e-verify-'));
  const file = path.join(dir, 'account-openings.json');
  await download.saveAs(file);

  // The log signs new leaves within a moment: the check passes once the checkpoint holds them.
  let run = { code: -1, stdout: '', stderr: '' };
  await expect
    .poll(async () => (run = await verifyLog(baseURL ?? '', dir, file)).code, { timeout: 60_000 })
    .toBe(0);
  expect(run.stdout).toMatch(/ok: \d+ openings of company \d+ hash to their commitments/);
  // The 30 t received: the first kg of the issuance, into the company's accounts.
  expect(run.stdout).toMatch(
    /\(transfer\) {2}issuance \d+ {2}block \d+ {2}kg 1\.\.30000 \(30000 kg\) {2}in/,
  );
});
