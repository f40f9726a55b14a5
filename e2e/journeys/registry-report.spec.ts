import ExcelJS from 'exceljs';
import { expect, expectAccessible, test } from '../support/fixtures';
import { text } from '../support/locales';

const rr = (key: string, values: Record<string, string> = {}) =>
  text('es', 'registryReport', key, values);

test("a visitor reads the registry's report by country and downloads it as XLSX, with the totals the screen shows", async ({
  page,
  navigate,
}) => {
  await navigate('/public-ledger');
  await page.getByRole('link', { name: text('es', 'publicLedger', 'reportLink') }).click();
  await expect(page).toHaveURL(/\/jp-report$/);
  const totals = page.getByRole('region', { name: rr('totals.title') });
  const issued =
    (await totals.getByText(rr('totals.issuedKg')).locator('+ dd').textContent()) ?? '';
  expect(issued).toMatch(/^[\d.\s]+ t$/);

  // By country: the choice goes into the address, the table follows it.
  await page.getByText(rr('by.country'), { exact: true }).click();
  await expect(page).toHaveURL(/\?by=country$/);
  const table = page.getByRole('table', { name: rr('table.caption', { by: 'país' }) });
  await expect(table.getByRole('rowheader', { name: 'Brasil' })).toBeVisible();
  await expectAccessible(page);

  // The workbook's country sheet ends with the same issued total.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: rr('downloads.xlsx') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('informe-del-registro.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.getWorksheet('País');
  const last = sheet?.getRow(sheet.rowCount);
  expect(last?.getCell(1).value).toBe('Total');
  const tonnes = Number(issued.replace(/[^\d]/g, ''));
  expect(last?.getCell(2).value).toBe(tonnes);
});
