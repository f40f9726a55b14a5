import { constants, publicEncrypt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { recordWorkerScripts, trackNetwork, waitForStillPage } from './page-checks';

export const DEMO_PASSWORD = 'Demo-Registry-2026!';
export const PLATFORM = 'carbon-registry';

/** The storage keys of the session (apps/web/src/lib/storage.ts). */
export const STORAGE = { token: 'token', refreshToken: 'refreshToken', language: 'lng' } as const;

function baseUrl(): string {
  const url = process.env.BASE_URL;
  if (!url) throw new Error('BASE_URL is not set: global-setup did not run');
  return url;
}

/**
 * Fails on serious or critical accessibility violations of the page, checked
 * once it is still (waitForStillPage) and nothing is hovered: never
 * mid-transition, when a fading modal's text has not reached its contrast yet.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // The pointer leaves the page first: where a click left it, the next screen
  // can put a button under it, and Chromium hovers it on its own timer (about
  // 0.1 s after the layout changed), starting a colour transition in the
  // middle of axe's reading: a half-faded outline button lacked contrast.
  await page.mouse.move(-1, -1);
  await waitForStillPage(page);
  // Legacy mode runs axe in the page itself: the app has no frames, and the
  // default mode opens a blank page per check to merge frame results, which
  // costs seconds on a busy machine.
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    blocking.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/** What the captcha widget does: fetch a challenge, solve it, encode the payload. */
export async function solveCaptcha(): Promise<string> {
  const answer = (await (
    await fetch(`${baseUrl()}/api/captcha/challenge`, { headers: { platform: PLATFORM } })
  ).json()) as { challenge: Challenge | null };
  if (!answer.challenge) return '';
  const solution = await solveChallenge({ challenge: answer.challenge, deriveKey });
  if (!solution) throw new Error('the captcha could not be solved');
  return Buffer.from(JSON.stringify({ challenge: answer.challenge, solution })).toString('base64');
}

/** Logs in through the API the way the browser does (password encrypted with the API's key). */
export async function apiLogin(email: string, password = DEMO_PASSWORD) {
  const headers = { platform: PLATFORM, lng: 'en', 'content-type': 'application/json' };
  const keyAnswer = (await (
    await fetch(`${baseUrl()}/api/user/public-key`, { headers })
  ).json()) as { publicKey: string };
  const encrypted = publicEncrypt(
    { key: keyAnswer.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
  const response = await fetch(`${baseUrl()}/api/user/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: encrypted, recaptchaValue: await solveCaptcha() }),
  });
  const body = (await response.json()) as { status: number; token?: string; refreshToken?: string };
  if (body.status !== 1 || !body.token)
    throw new Error(`login of ${email} failed: ${JSON.stringify(body)}`);
  return { token: body.token, refreshToken: body.refreshToken ?? '' };
}

/** Signs a page in as a demo user (or another with its password) from its next load on (the session in its storage). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const session = await apiLogin(email, password);
  await page.addInitScript(
    ([keys, s]) => {
      if (!window.sessionStorage.getItem('e2e-session-set')) {
        window.localStorage.setItem(keys.token, s.token);
        window.localStorage.setItem(keys.refreshToken, s.refreshToken);
        window.sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    [STORAGE, session] as const,
  );
}

/**
 * A second person's browser, signed in as a demo user: its own context (its
 * own storage), Spanish like the journeys' own page. Close its context after.
 */
export async function openSignedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-CO' });
  const page = await context.newPage();
  trackNetwork(page);
  await page.addInitScript(recordWorkerScripts);
  await signIn(page, email);
  return page;
}

interface Fixtures {
  /** Signs the browser in as a demo user: `await login('owner@demo.example')`. */
  login: (email: string) => Promise<void>;
  /** Opens a path of the app, waits for it to be still and checks it with axe. */
  navigate: (path: string) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => use(baseUrl()),
  // Every request of the page is counted from the start, for waitForStillPage.
  page: async ({ page }, use) => {
    trackNetwork(page);
    await page.addInitScript(recordWorkerScripts);
    await use(page);
  },
  login: async ({ page }, use) => {
    await use((email) => signIn(page, email));
  },
  navigate: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path);
      await expectAccessible(page);
    });
  },
});

export { expect };
