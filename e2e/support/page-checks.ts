import { expect, type Locator, type Page, type Request } from '@playwright/test';

/**
 * Solves the real ALTCHA widget as a person does: a click on its label (the
 * drawn tick covers the checkbox itself), then the proof of work in the
 * browser's workers, until the widget says it is verified.
 */
export async function solveCaptchaWidget(scope: Page | Locator): Promise<void> {
  await scope.locator('altcha-widget label').first().click();
  await expect(scope.locator('altcha-widget .altcha').first()).toHaveAttribute(
    'data-state',
    'verified',
    { timeout: 30_000 },
  );
}

/** Console errors (CSP violations among them) and uncaught errors, expected 4xx answers aside. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** How long a page may take to become still before a check gives up on it. */
export const STILL_PAGE_TIMEOUT_MS = 20_000;
/** The quiet a network needs to count as idle (Playwright's networkidle uses the same). */
const NETWORK_QUIET_MS = 500;
const POLL_MS = 50;

interface NetworkTracker {
  inFlight: Set<Request>;
  lastActivityMs: number;
}

const trackers = new WeakMap<Page, NetworkTracker>();

/**
 * Counts a page's requests in flight, once per page. The fixtures start it as
 * their page opens; a page opened elsewhere is tracked from its first check.
 * (Playwright's 'networkidle' load state fires once per document, so it says
 * nothing about the calls a single-page app makes later.)
 */
export function trackNetwork(page: Page): NetworkTracker {
  const known = trackers.get(page);
  if (known) return known;
  const tracker: NetworkTracker = { inFlight: new Set(), lastActivityMs: Date.now() };
  const settle = (request: Request) => {
    tracker.inFlight.delete(request);
    tracker.lastActivityMs = Date.now();
  };
  page.on('request', (request) => {
    tracker.inFlight.add(request);
    tracker.lastActivityMs = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => settle(response.request()));
  trackers.set(page, tracker);
  return tracker;
}

declare global {
  interface Window {
    /** The script URLs of the workers the page started (recordWorkerScripts). */
    e2eWorkerScripts?: string[];
  }
}

/**
 * In the page, before its own scripts: notes the script URL of every worker it
 * starts. A worker ended while its script still loads (ALTCHA ends its spare
 * pbkdf2 workers once the proof is found) leaves that request without any
 * answer, finish or failure event, for good; such a load changes nothing on
 * the page, so the network checks leave worker scripts aside.
 */
export function recordWorkerScripts(): void {
  const NativeWorker = window.Worker;
  const scripts: string[] = [];
  window.e2eWorkerScripts = scripts;
  window.Worker = class extends NativeWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      scripts.push(new URL(String(url), window.location.href).href);
      super(url, options);
    }
  };
}

async function forgetWorkerScripts(page: Page, tracker: NetworkTracker): Promise<void> {
  if (tracker.inFlight.size === 0) return;
  // A page between two documents has none to ask; the next poll asks again.
  const listed = await page.evaluate(() => window.e2eWorkerScripts ?? []).catch(() => []);
  const scripts = new Set(listed);
  for (const request of tracker.inFlight) {
    if (scripts.has(request.url())) tracker.inFlight.delete(request);
  }
}

async function waitForNetworkIdle(page: Page, deadlineMs: number): Promise<void> {
  const tracker = trackNetwork(page);
  await page.waitForLoadState('networkidle', { timeout: Math.max(deadlineMs - Date.now(), 1) });
  for (;;) {
    await forgetWorkerScripts(page, tracker);
    if (tracker.inFlight.size === 0 && Date.now() - tracker.lastActivityMs >= NETWORK_QUIET_MS) {
      return;
    }
    if (Date.now() > deadlineMs) {
      const urls = [...tracker.inFlight].map((request) => request.url());
      throw new Error(`the network is still busy: ${urls.join(', ') || 'requests keep starting'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * In the page: resolves once fonts are loaded and no CSS transition or
 * animation is running for two frames in a row (a transition starts a frame
 * after its class changes). Endless loops, like a spinner, are not waited for.
 */
function waitForStillFrames(timeoutMs: number): Promise<void> {
  const isMoving = (animation: Animation) =>
    (animation.playState === 'running' || animation.pending) &&
    animation.effect?.getComputedTiming().endTime !== Infinity;
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const describe = (animation: Animation) => {
    const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
    const name =
      animation instanceof CSSTransition
        ? animation.transitionProperty
        : animation instanceof CSSAnimation
          ? animation.animationName
          : animation.id;
    return `${name} on ${target?.tagName.toLowerCase() ?? '?'}.${target?.className ?? ''}`;
  };
  return (async () => {
    const deadline = performance.now() + timeoutMs;
    await document.fonts.ready;
    let stillFrames = 0;
    while (stillFrames < 2) {
      const moving = document.getAnimations().filter(isMoving);
      stillFrames = moving.length === 0 ? stillFrames + 1 : 0;
      if (performance.now() > deadline) {
        throw new Error(`still moving: ${moving.map(describe).join(', ')}`);
      }
      await nextFrame();
    }
  })();
}

/**
 * Waits until the page is still: the network idle, fonts loaded, every CSS
 * transition and animation finished. Run it before anything that judges what
 * the page looks like (axe, a screenshot): a page caught mid-move shows what
 * nobody sees, such as a modal half faded in whose buttons lack contrast.
 */
export async function waitForStillPage(
  page: Page,
  timeoutMs: number = STILL_PAGE_TIMEOUT_MS,
): Promise<void> {
  const deadlineMs = Date.now() + timeoutMs;
  // Moving can start a request (a lazy chunk) and an answer can start a move: until both rest.
  for (;;) {
    await waitForNetworkIdle(page, deadlineMs);
    await page.evaluate(waitForStillFrames, Math.max(deadlineMs - Date.now(), 1));
    const tracker = trackNetwork(page);
    await forgetWorkerScripts(page, tracker);
    if (tracker.inFlight.size === 0 && Date.now() - tracker.lastActivityMs >= NETWORK_QUIET_MS) {
      return;
    }
  }
}
