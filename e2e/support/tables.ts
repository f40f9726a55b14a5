import { expect, type Locator, type Page } from '@playwright/test';
import { expectFocusOn, tabTo } from './keyboard';
import { text } from './locales';
import { waitForStillPage } from './page-checks';

const ui = (key: string, values: Record<string, string> = {}) => text('es', 'ui', key, values);

/**
 * Looks for a row of a data table as a person does among many rows: on the
 * page shown, then page after page with "Página siguiente" (clicked, or with
 * `byKeyboard` reached with Tab and pressed with Enter), each page waited
 * for by its "Página n de m". Fails on the last page without the row. It
 * starts once the page is still: a list refetched after a change is complete.
 */
export async function findRow(
  page: Page,
  caption: string,
  row: Locator,
  { byKeyboard = false }: { byKeyboard?: boolean } = {},
): Promise<Locator> {
  await waitForStillPage(page);
  const table = page.getByRole('table', { name: caption });
  // A long list on a busy machine: its first load may take longer than a click's answer.
  await expect(table.getByRole('rowheader').first()).toBeVisible({ timeout: 30_000 });
  const pager = page.getByRole('navigation', { name: ui('table.pages', { caption }) });
  const next = pager.getByRole('button', { name: ui('table.next') });
  const status = pager.getByRole('status');
  for (;;) {
    if ((await row.count()) > 0) return row;
    if ((await pager.count()) === 0 || (await next.isDisabled())) {
      throw new Error(`no such row in the table ${caption}`);
    }
    const shown = (await status.textContent()) ?? '';
    if (!byKeyboard) await next.click();
    else {
      if (!(await next.evaluate((button) => button === document.activeElement))) {
        await tabTo(page, next, { max: 400 });
        await expectFocusOn(page, next);
      }
      await page.keyboard.press('Enter');
    }
    await expect(status).not.toHaveText(shown);
  }
}
