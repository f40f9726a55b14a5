import type { Page } from '@playwright/test';
import { createCompany } from '../support/companies';
import { expect, expectAccessible, openSignedInPage, signIn, test } from '../support/fixtures';
import { text } from '../support/locales';
import { collectErrors } from '../support/page-checks';

const sa = (key: string, values?: Record<string, string>) =>
  text('es', 'systemAccounts', key, values);
const mc = (key: string) => text('es', 'myCompany', key);
const pj = (key: string) => text('es', 'projects', key);

async function projectsMenuItems(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: text('es', 'layout', 'nav.groups.projects') }).click();
  const items = await page.locator('#nav-projects-menu a').allTextContents();
  await page.keyboard.press('Escape');
  return items;
}

test('a new developer waits in pending, the certifier approves it at /system-accounts, and its menus appear so it can start a project', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const errors = collectErrors(page);
  // The real registration call (the screen itself is register.spec's journey).
  const company = await createCompany({ typeAccount: 'developer' });
  const newProject = text('es', 'layout', 'nav.items.newProject');

  // The new company is told where it stands and has no project menu yet.
  await signIn(page, company.email, company.password);
  await page.goto('/my-company');
  const waiting = page.getByTestId('company-state-pending');
  await expect(waiting).toContainText(mc('state.pending.title'));
  await expect(waiting).toContainText(mc('state.pending.review'));
  // Its billing and due diligence are still to do: the warning of a company without permits.
  const notice = page.getByRole('dialog');
  await notice.getByRole('button', { name: text('es', 'session', 'noPermits.close') }).click();
  await expect(notice).toHaveCount(0);
  expect(await projectsMenuItems(page)).not.toContain(newProject);

  // The certifier finds it, sees it pending and incomplete, and approves it.
  const certifier = await openSignedInPage(browser, 'certifier@demo.example');
  try {
    await certifier.goto('/system-accounts');
    await certifier.getByRole('searchbox', { name: sa('filters.search') }).fill(company.name);
    await certifier.keyboard.press('Enter');
    const row = certifier
      .getByRole('row')
      .filter({ has: certifier.getByRole('rowheader', { name: company.name }) });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(sa('states.pending'))).toBeVisible();
    await expectAccessible(certifier);
    await row.getByRole('button', { name: sa('actionOf.approve', { name: company.name }) }).click();
    const dialog = certifier.getByRole('dialog', {
      name: sa('review.title.approve', { name: company.name }),
    });
    await expect(dialog).toContainText(sa('review.consequence.approve'));
    await dialog.getByRole('button', { name: sa('actions.approve'), exact: true }).click();
    await expect(
      certifier
        .getByRole('status')
        .filter({ hasText: sa('review.done.approve', { name: company.name }) }),
    ).toBeVisible();
    await expect(row.getByText(sa('states.approved'))).toBeVisible();
    await row.getByRole('button', { name: sa('actionOf.history', { name: company.name }) }).click();
    await expect(certifier.getByRole('dialog')).toContainText(sa('states.approved'));
  } finally {
    await certifier.context().close();
  }

  // At its next step the new company has the menus of its account type and starts a project.
  await page
    .getByRole('link', { name: text('es', 'layout', 'header.brand') })
    .first()
    .click();
  await expect.poll(() => projectsMenuItems(page)).toContain(newProject);
  await page.getByRole('button', { name: text('es', 'layout', 'nav.groups.projects') }).click();
  await page.getByRole('link', { name: newProject }).click();
  await expect(page).toHaveURL(/\/new-project$/);
  await page.getByLabel(pj('fields.name')).fill(`Bosque aprobado ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: pj('form.saveDraft') }).click();
  await expect(page.getByText(pj('form.draftSaved'))).toBeVisible();
  await expect(page).toHaveURL(/\/project\/edit\/\d+$/);
  await expect(page.getByTestId('company-state-pending')).toHaveCount(0);

  expect(errors).toEqual([]);
});
