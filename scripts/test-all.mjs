// npm test: every check and every test suite, in order, with one summary at the end.
// Lint, typecheck, unit (contract + web), API on PGlite, API on PostgreSQL, the
// first-page JavaScript budget, and the browser journeys in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(tmpdir(), 'registry-test-'));
const results = [];

function run(name, command, env = {}) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const r = spawnSync(command, {
    cwd: root,
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: r.status === 0, seconds };
}

function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, failures: [] };
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const failures = json.testResults.flatMap((f) => {
    const where = path.relative(root, f.name);
    const tests = f.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => `${where} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    return tests.length > 0 || f.status !== 'failed'
      ? tests
      : [`${where}: ${firstLine(f.message)}`];
  });
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests + (json.numTotalTests === 0 ? 1 : 0),
    failures,
  };
}

function firstLine(text) {
  return String(text ?? '')
    .split('\n')[0]
    .slice(0, 300);
}

/**
 * A journey's error as the summary shows it: its first line, the line of the
 * spec that failed, and what it waited for (Locator, Expected, Received and a
 * second Error line, such as a strict-mode violation), so a failure seen once
 * in CI says which step it was.
 */
function journeyError(error) {
  const plain = stripVTControlCharacters(String(error?.message ?? ''));
  const details = plain
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
    .filter((line) => /^(Locator|Expected|Received|Error):/.test(line))
    .map((line) => line.slice(0, 300));
  const at = error?.location
    ? [`at ${path.basename(error.location.file)}:${error.location.line}`]
    : [];
  return [firstLine(plain), ...at, ...details].join('\n         ');
}

function playwrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) {
      const bad = spec.tests.some((t) => t.status === 'unexpected');
      if (bad) {
        const error = spec.tests.flatMap((t) => t.results).find((r) => r.error)?.error;
        failures.push(`${spec.file}:${spec.line} > ${spec.title}: ${journeyError(error)}`);
      }
    }
  };
  for (const s of json.suites ?? []) walk(s);
  const stats = json.stats;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, failures };
}

function step(name, command, env) {
  const r = run(name, command, env);
  results.push({
    name,
    ok: r.ok,
    seconds: r.seconds,
    passed: r.ok ? 1 : 0,
    failed: r.ok ? 0 : 1,
    isCheck: true,
  });
  return r.ok;
}

function suite(name, command, reportFile, counts, env) {
  const r = run(name, command, env);
  const c = counts(reportFile);
  const failed = c.failed || (r.ok ? 0 : 1);
  const failures = c.failures ?? [];
  if (!r.ok && failures.length === 0)
    failures.push('the run exited with an error: see "Unhandled Errors" or the first error above');
  results.push({
    name,
    ok: r.ok && failed === 0,
    seconds: r.seconds,
    passed: c.passed,
    failed,
    failures,
  });
}

async function postgresUrl() {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch (error) {
    if (process.env.CI)
      throw new Error(`PostgreSQL is not reachable at ${url} (CI needs it): ${error.message}`);
    console.log(`\n(PostgreSQL not reachable at ${url}: the API suite runs on PGlite only)`);
    return null;
  }
}

step('lint', 'eslint . --max-warnings=0');
step('import circles', 'node scripts/check-import-cycles.mjs');
step('format', 'prettier --check . --log-level warn');
step('typecheck', 'npm run typecheck --silent');
const vitestReport = (name) => path.join(reports, `${name}.json`);
const vitest = (projects, name) =>
  `vitest run ${projects.map((p) => `--project ${p}`).join(' ')} --reporter=default --reporter=json --outputFile.json=${vitestReport(name)}`;
suite(
  'unit (contract, web)',
  vitest(['contract', 'web'], 'unit'),
  vitestReport('unit'),
  vitestCounts,
);
suite('api on PGlite', vitest(['api'], 'api-pglite'), vitestReport('api-pglite'), vitestCounts, {
  TEST_DATABASE_URL: '',
});
const pgUrl = await postgresUrl();
if (pgUrl) {
  suite(
    'api on PostgreSQL',
    vitest(['api'], 'api-postgres'),
    vitestReport('api-postgres'),
    vitestCounts,
    {
      TEST_DATABASE_URL: pgUrl,
    },
  );
}
step('web build and first-page budget', 'node scripts/bench-bundle.mjs --check');
const e2eReport = path.join(reports, 'e2e.json');
suite(
  'browser (Chromium)',
  'npx playwright test -c e2e/playwright.config.ts',
  e2eReport,
  playwrightCounts,
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  },
);

console.log('\n=== summary');
for (const r of results) {
  const counts = r.isCheck ? (r.ok ? 'ok' : 'FAILED') : `${r.passed} passed, ${r.failed} failed`;
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(34)} ${counts.padEnd(24)} ${r.seconds}s`);
  for (const f of r.failures ?? []) console.log(`       ✗ ${f}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
