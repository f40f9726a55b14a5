// npm run bench:paint [-- --runs 5 --no-build]: first and largest contentful
// paint of /, /login and /projects-list (issue 24), in Debian's Chromium
// through playwright-core, against the registry as npm start runs it (the
// built web app and the compiled API on a fresh demo registry). Each page is
// opened in a new context (nothing cached) on two profiles: plain (this
// machine's loopback) and throttled (150 ms latency, 1.6 Mbit/s down,
// 750 kbit/s up, CPU 4x slower: a phone on a slow network). Prints the
// median of the runs per page and profile.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startApi } from './start-api.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const PAGES = ['/', '/login', '/projects-list'];
const PROFILES = {
  plain: null,
  throttled: {
    network: { latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 },
    cpuRate: 4,
  },
};

if (!values['no-build']) {
  execSync('node scripts/build-web-if-changed.mjs && npm run build -w apps/api --silent', {
    cwd: root,
    stdio: 'inherit',
  });
}

const api = await startApi({ root });
const base = api.base;

/** Collects the paints in the page from its start (buffered entries). */
const PAINTS = () =>
  new Promise((resolve) => {
    let lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    // The observer delivers the buffered entries in a task of its own.
    setTimeout(() => resolve({ fcp, lcp }), 0);
  });

async function measure(browser, url, profile) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  if (profile) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  }
  await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
  // The page's heading is what a visitor waits for; the largest paint is in by then.
  await page.locator('main h1').first().waitFor();
  const paints = await page.evaluate(PAINTS);
  await context.close();
  return paints;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const rows = [];
  for (const [name, profile] of Object.entries(PROFILES)) {
    for (const url of PAGES) {
      await measure(browser, url, profile); // warm-up: the server's files and plans
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await measure(browser, url, profile));
      rows.push({
        page: url,
        profile: name,
        'FCP ms': Math.round(median(results.map((r) => r.fcp))),
        'LCP ms': Math.round(median(results.map((r) => r.lcp))),
      });
    }
  }
  console.log(`first and largest contentful paint, median of ${runs} runs`);
  console.table(rows);
} finally {
  await browser.close();
  await api.stop();
}
