import ExcelJS from 'exceljs';
import { expect, expectAccessible, test } from '../support/fixtures';
import { text } from '../support/locales';
import { findRow } from '../support/tables';

const rp = (key: string) => text('es', 'reports', key);

/** A demo project with one of the demo's two carbon-tax retirements (demo-retirements.ts). */
const PROJECT = 'Solar Fotovoltaica Atacama';
const PASSIVE_SUBJECT = 'Combustibles del Norte S.A.';

test('a gov user narrows the carbon-tax report to a project and downloads it as XLSX, with the rows the screen shows', async ({
  page,
  login,
  navigate,
}) => {
  await login('gov@demo.example');
  await navigate('/emit-certification-report');
  await expect(page.getByText(rp('description.gov'))).toBeVisible();

  // The filter goes into the address; the table and the totals follow it.
  await page.getByLabel(rp('filters.project')).selectOption({ label: PROJECT });
  await expect(page).toHaveURL(/[?&]projectId=\d+/);
  const caption = rp('table.caption');
  const row = await findRow(page, caption, page.getByRole('row').filter({ hasText: PROJECT }));
  await expect(row).toContainText(PASSIVE_SUBJECT);
  const certificate = (await row.getByRole('link').first().textContent()) ?? '';
  expect(certificate).toMatch(/-RET-\d{4}-\d+$/);
  await expect(page.getByRole('row').filter({ hasText: /-RET-\d{4}-\d+/ })).toHaveCount(1);
  // Narrowed, with its chart and table drawn, the report is still readable by everyone.
  await expectAccessible(page);

  // The workbook holds the same row, the quantity a number of tonnes, and its total.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: rp('downloads.xlsx') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  const values: unknown[][] = [];
  sheet?.eachRow((r) => values.push((r.values as unknown[]).slice(1)));
  const dataRows = values.filter((v) => v.includes(certificate));
  expect(dataRows).toHaveLength(1);
  expect(dataRows[0]).toContain(PROJECT);
  expect(dataRows[0]).toContain(PASSIVE_SUBJECT);
  expect(dataRows[0]).toContain(120);
  expect(values.at(-1)).toContain(120);
});
