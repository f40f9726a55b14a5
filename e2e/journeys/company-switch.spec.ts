import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { text } from '../support/locales';

const OWN_COMPANY = 'Bosques del Pacífico S.A.S.';
const DEVELOPER_COMPANY = 'Andes Carbon Developers S.A.S.';

const companySelector = (page: Page, company: string) =>
  page.getByRole('button', { name: `${text('es', 'layout', 'company.label')}: ${company}` });

async function projectsMenuItems(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: text('es', 'layout', 'nav.groups.projects') }).click();
  const items = await page.locator('#nav-projects-menu a').allTextContents();
  await page.keyboard.press('Escape');
  return items;
}

async function switchTo(page: Page, from: string, to: string) {
  await companySelector(page, from).click();
  await page.getByRole('button', { name: new RegExp(to.replaceAll('.', '\\.')) }).click();
  await expect(companySelector(page, to)).toBeVisible();
}

test('an owner switches to the developer company and back: the menus follow the permits there and the page is home', async ({
  page,
  login,
  navigate,
}) => {
  await login('owner@demo.example');
  await navigate('/my-positions');
  const trading = page.getByRole('button', { name: text('es', 'layout', 'nav.groups.trading') });
  const newProject = text('es', 'layout', 'nav.items.newProject');
  await expect(trading).toBeVisible();
  expect(await projectsMenuItems(page)).toContain(newProject);

  // In the developer company the owner's user has transfer and retire only.
  await switchTo(page, OWN_COMPANY, DEVELOPER_COMPANY);
  await expect(page).toHaveURL(/\/$/);
  await expect(trading).toHaveCount(0);
  expect(await projectsMenuItems(page)).not.toContain(newProject);
  await page.getByRole('button', { name: text('es', 'layout', 'nav.groups.transactions') }).click();
  await expect(
    page.getByRole('link', { name: text('es', 'layout', 'nav.items.transfer') }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expectAccessible(page);

  // The new session outlives a reload (its token is validated at start-up).
  await page.reload();
  await expect(companySelector(page, DEVELOPER_COMPANY)).toBeVisible();
  expect(
    await page.evaluate(() => {
      const payload = localStorage.getItem('token')?.split('.')[1] ?? '';
      const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
      return (
        JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as {
          permits: string[];
        }
      ).permits;
    }),
  ).toEqual(['transfer', 'retire']);

  await switchTo(page, DEVELOPER_COMPANY, OWN_COMPANY);
  await expect(trading).toBeVisible();
  expect(await projectsMenuItems(page)).toContain(newProject);
});
