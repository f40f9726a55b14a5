import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { text } from '../support/locales';
import { collectErrors } from '../support/page-checks';

const m = (key: string) => text('es', 'myCompany', key);
const TABS = ['general', 'billing', 'dueDiligence', 'connectivity', 'security'] as const;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const sideNav = (page: Page) => page.getByRole('navigation', { name: m('nav.label') });
const tabLink = (page: Page, tab: (typeof TABS)[number]) =>
  sideNav(page).getByRole('link', { name: new RegExp(`^${m(`nav.tabs.${tab}`)}`) });
const toggle = (page: Page) => sideNav(page).getByRole('button', { name: m('nav.toggle') });

/*
 * A name hidden the visually-hidden way is a 1 px box, which Playwright counts
 * as visible: the width tells a shown name from one kept for screen readers only.
 */
const widthOf = (locator: Locator) => async () => (await locator.boundingBox())?.width ?? 0;
async function expectNamesShown(page: Page) {
  for (const tab of TABS) {
    const label = tabLink(page, tab).getByText(m(`nav.tabs.${tab}`));
    await expect(label).toBeVisible();
    await expect.poll(widthOf(label)).toBeGreaterThan(40);
  }
}

test.describe('at 390 px (a phone)', () => {
  test('My Company names every section next to its number, and offers no collapse', async ({
    page,
    login,
    navigate,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(PHONE);
    await login('owner@demo.example');
    await navigate('/my-company');
    await expectNamesShown(page);
    await expect(toggle(page)).toBeHidden();

    // Collapsed where the menu is a side column, the names come back on a phone.
    await page.setViewportSize(DESKTOP);
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect
      .poll(widthOf(tabLink(page, 'general').getByText(m('nav.tabs.general'))))
      .toBeLessThanOrEqual(1);
    await page.setViewportSize(PHONE);
    await expect(toggle(page)).toBeHidden();
    await expectNamesShown(page);
    await tabLink(page, 'billing').click();
    await expect(
      page.getByRole('heading', { level: 2, name: m('nav.tabs.billing') }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('at 390 px every required mark of registration sits beside the end of its label', async ({
  page,
  navigate,
}) => {
  await page.setViewportSize(PHONE);
  await navigate('/register');
  const marks = page.getByRole('main').getByTestId('required-mark');
  await expect(marks.first()).toBeVisible();
  // A mark pushed onto a line of its own sits below its label's box.
  const misplaced = await marks.evaluateAll((spans) =>
    spans
      .map((span) => {
        const label = span.previousElementSibling;
        if (!(label instanceof HTMLLabelElement)) return `a mark without a label before it`;
        const mark = span.getBoundingClientRect();
        const box = label.getBoundingClientRect();
        const middle = mark.top + mark.height / 2;
        return middle >= box.top && middle <= box.bottom ? '' : (label.textContent ?? '');
      })
      .filter(Boolean),
  );
  expect(misplaced).toEqual([]);
});
