import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

// findBy/waitFor wait up to 15 s, what a user would wait for a screen: on a
// loaded 2-core machine a page's first render transforms its lazy chunks
// (my-company's took over 5 s at load 13) before msw answers.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lays nothing out and has no scrolling: a new page's scroll to the top
// (React Router's ScrollRestoration) has nothing to do there.
window.scrollTo = () => {};
// jsdom lays nothing out and has no scrollIntoView.
Element.prototype.scrollIntoView = () => {};

// A console.error in a test is a defect unless the test expects it (epic-stack):
// call vi.mocked(console.error).mockImplementation(() => {}) where it is expected.
beforeEach(() => {
  const originalConsoleError = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalConsoleError(...args);
    throw new Error(
      'console.error was called. Stub it with vi.mocked(console.error).mockImplementation(() => {}) when the test expects it.',
    );
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

// FilePond dispatches its events from zero-delay timeouts. One still pending
// when a test file ends would fire after its jsdom window is gone (with another
// window's Event class) and fail the run: let such timers run out first.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 100));
});
