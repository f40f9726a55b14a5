import { parseArgs } from 'node:util';
import { verifyRemoteLog } from './verify-remote-log';

/*
 * npm run verify-log -- https://registry.example [--vkey <C2SP vkey>] [--state FILE]
 * Verifies a registry's public transparency log (decision 025). The key seen
 * the first time is pinned in the state file; another one is refused unless
 * told with --vkey (decision 027). Exit code 0 when everything verifies, 1 on
 * any failure, 2 on a usage error.
 */

const USAGE = 'Usage: npm run verify-log -- URL [--vkey name+keyid+base64key] [--state FILE]';

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { vkey: { type: 'string' }, state: { type: 'string' } },
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
} catch (error) {
  process.stderr.write(`FAILED: ${(error as Error).message}\n`);
  process.exit(1);
}
