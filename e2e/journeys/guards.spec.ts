import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { text } from '../support/locales';

/** Every route of spec section 2 with sample parameters (the unnamed trading route aside). */
const EVERY_ROUTE = [
  '/',
  '/info-register-projects',
  '/404',
  '/projects-list',
  '/signature/monitoring/1/1',
  '/register-api',
  '/register-trading',
  '/register-trading-cbl',
  '/register-trading-rcc',
  '/register-trading-chia',
  '/register-polygon',
  '/register-tolam',
  '/register-trading-bnz',
  '/register-trading-tanager',
  '/projects/1',
  '/emit-certification/1',
  '/emit-certifications/removal/1',
  '/downloadRetiredBonds/1',
  '/payment-pending-confirm',
  '/system-accounts',
  '/trading-rcc',
  '/trading-bnz',
  '/trading-polygon',
  '/TradingCbl',
  '/TradingChia',
  '/trading-tolam',
  '/trading-tanager',
  '/project-comment',
  '/project-comment/1/1',
  '/project-comment-list/1',
  '/correction-history/1',
  '/credit-management',
  '/credits-by-company/1',
  '/invoicing',
  '/manage-sub-accounts',
  '/change-password-link/a/b/c',
  '/jp-report',
  '/change-password',
  '/my-company',
  '/all-information/1',
  '/new-project',
  '/new-project-conversion',
  '/my-projects',
  '/project/edit/1',
  '/project/edit-project-conversion/1',
  '/transfer-certification',
  '/transfer-certification/1/2/3',
  '/transfer-certification/1/2/3/4',
  '/historical-transfer',
  '/my-positions',
  '/emit-certification',
  '/emit-certification/1/2/3/false',
  '/emit-certification/1/2/3/false/4',
  '/convert-to-kg',
  '/users',
  '/users/new',
];

test.describe('guards of the routes', () => {
  test('a logged-out visitor of a logged-in page lands on the login page and the page is remembered', async ({
    page,
    navigate,
  }) => {
    await navigate('/my-company');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('goBackPath'))).toBe('/my-company');
  });

  test('a logged-out visitor opens the public pages', async ({ page, navigate }) => {
    await navigate('/projects-list');
    await expect(page).toHaveURL(/\/projects-list$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await navigate('/login');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a logged-in user who opens /login is sent home', async ({ page, login, navigate }) => {
    await login('owner@demo.example');
    await navigate('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /Mi cuenta/ })).toBeVisible();
  });

  test('a certifier has no positions page but the system administration menu', async ({
    page,
    login,
    navigate,
  }) => {
    await login('certifier@demo.example');
    await navigate('/my-positions');
    await expect(
      page.getByRole('heading', { name: text('es', 'errors', 'notAllowed.title') }),
    ).toBeVisible();
    await navigate('/');
    await expect(
      page.getByRole('button', { name: text('es', 'layout', 'nav.groups.systemAdmin') }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: text('es', 'layout', 'nav.groups.trading') }),
    ).toHaveCount(0);
  });

  test('an owner sees the trading menu with its seven markets', async ({
    page,
    login,
    navigate,
  }) => {
    await login('owner@demo.example');
    await navigate('/');
    await page.getByRole('button', { name: text('es', 'layout', 'nav.groups.trading') }).click();
    for (const market of ['CBL Markets', 'RCC', 'Polygon', 'Chia', 'BNZ X', 'Tolam', 'Tanager']) {
      await expect(page.getByRole('link', { name: market, exact: true })).toBeVisible();
    }
    await expectNoNotFound(page);
  });

  test('a gov user reaches the retirement report but not the transfer page', async ({
    page,
    login,
    navigate,
  }) => {
    await login('gov@demo.example');
    await navigate('/emit-certification-report');
    await expect(
      page.getByRole('heading', { level: 1, name: text('es', 'routes', 'retirementReport') }),
    ).toBeVisible();
    await navigate('/transfer-certification');
    await expect(
      page.getByRole('heading', { name: text('es', 'errors', 'notAllowed.title') }),
    ).toBeVisible();
  });

  // Eight parts, so the two workers share the work of opening every route;
  // each route may take a busy machine 20 s to load and check with axe.
  const PARTS = 8;
  const partSize = Math.ceil(EVERY_ROUTE.length / PARTS);
  for (let part = 0; part < PARTS; part++) {
    const paths = EVERY_ROUTE.slice(part * partSize, (part + 1) * partSize);
    test(`every route of the spec resolves for a company admin owner (part ${part + 1} of ${PARTS})`, async ({
      page,
      login,
    }) => {
      test.setTimeout(60_000 + paths.length * 20_000);
      await login('owner@demo.example');
      const notAllowed = text('es', 'errors', 'notAllowed.title');
      const notFound = text('es', 'errors', 'notFound.title');
      for (const path of paths) {
        await page.goto(path);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading, path).toBeVisible();
        await expect(heading, path).not.toHaveText(notAllowed);
        if (path !== '/404') await expect(heading, path).not.toHaveText(notFound);
        expect(new URL(page.url()).pathname, path).toBe(path);
        await expectAccessible(page);
      }
    });
  }

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('es', 'errors', 'notFound.title'),
    );
  });

  test('a developer has no project conversion routes', async ({ page, login, navigate }) => {
    await login('developer@demo.example');
    await navigate('/new-project-conversion');
    await expect(
      page.getByRole('heading', { name: text('es', 'errors', 'notAllowed.title') }),
    ).toBeVisible();
    await navigate('/new-project');
    await expect(
      page.getByRole('heading', { level: 1, name: text('es', 'routes', 'newProject') }),
    ).toBeVisible();
  });
});

async function expectNoNotFound(page: Page) {
  await expect(
    page.getByRole('heading', { name: text('es', 'errors', 'notFound.title') }),
  ).toHaveCount(0);
}
