import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { formatHistoryLine, verifyAccountHistory } from './verify-account-history';
import { verifyRemoteLog } from './verify-remote-log';

/*
 * npm run verify-log -- https://registry.example [--vkey <C2SP vkey>] [--state FILE] [--account FILE]
 * Verifies a registry's public transparency log (decision 025). The key seen
 * the first time is pinned in the state file; another one is refused unless
 * told with --vkey (decision 027). With --account, a company's openings file
 * (GET .../openings, decision 028) too, and prints the company's history from
 * the log. Exit code 0 when everything verifies, 1 on any failure, 2 on a
 * usage error.
 */

const USAGE =
  'Usage: npm run verify-log -- URL [--vkey name+keyid+base64key] [--state FILE] [--account FILE]';

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { vkey: { type: 'string' }, state: { type: 'string' }, account: { type: 'string' } },
  });
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
  process.exit(2);
}
const [url] = parsed.positionals;
if (!url || parsed.positionals.length !== 1) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
try {
  const result = await verifyRemoteLog({
    url,
    vkey: parsed.values.vkey,
    stateFile: parsed.values.state,
  });
  for (const line of result.summary) process.stdout.write(`ok: ${line}\n`);
  process.stdout.write(`The log at ${url} verifies (${String(result.size)} entries).\n`);
  if (parsed.values.account) {
    const account = verifyAccountHistory({
      fileText: await readFile(parsed.values.account, 'utf8'),
      origin: result.origin,
      leafTexts: result.leafTexts,
    });
    for (const line of account.summary) process.stdout.write(`ok: ${line}\n`);
    process.stdout.write(
      `The company's history in the log (${String(account.history.length)} lines):\n`,
    );
    for (const line of account.history) process.stdout.write(`${formatHistoryLine(line)}\n`);
  }
} catch (error) {
  process.stderr.write(`FAILED: ${(error as Error).message}\n`);
  process.exit(1);
}
