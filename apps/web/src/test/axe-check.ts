import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on what a story rendered and fails on any violation. jsdom has no
 * layout, so colour contrast is left to the browser journeys (Chromium); a
 * story is a fragment, so the page-level landmark rules are left out too.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: {
      'color-contrast': { enabled: false },
      region: { enabled: false },
      'page-has-heading-one': { enabled: false },
      'landmark-one-main': { enabled: false },
    },
  });
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`,
  );
  expect(found, `axe found: ${found.join(' | ')}`).toEqual([]);
}
