import { expect, type Locator, type Page } from '@playwright/test';

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
