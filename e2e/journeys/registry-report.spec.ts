import ExcelJS from 'exceljs';
import { expect, expectAccessible, test } from '../support/fixtures';
import { text } from '../support/locales';

const rr = (key: string, values: Record<string, string> = {}) =>
  text('es', 'registryReport', key, values);

test("a visitor reads the registry's report by country and downloads it as XLSX, with the tonnes the screen shows", async ({
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
  // Chile's project is only read by the journeys: its tonnes hold still while they run.
  const chile = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Chile' }) });
  const chileIssued = (await chile.getByRole('cell').first().textContent()) ?? '';
  expect(chileIssued).toMatch(/^[\d.\s]+ t$/);
  await expectAccessible(page);

  // The workbook's country sheet holds the same row, tonnes as numbers, and
  // ends with the totals (other journeys may have issued more since).
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: rr('downloads.xlsx') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('informe-del-registro.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.getWorksheet('País');
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const tonnesOf = (shown: string) => Number(shown.replace(/[^\d]/g, ''));
  expect(rows.find((row) => row[0] === 'Chile')?.[1]).toBe(tonnesOf(chileIssued));
  const total = rows.at(-1) ?? [];
  expect(total[0]).toBe('Total');
  expect(Number(total[1])).toBeGreaterThanOrEqual(tonnesOf(issued));
});
