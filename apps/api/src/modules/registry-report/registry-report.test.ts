import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@registry/contract/common/language';
import { PUBLIC_PROJECT_STATES } from '@registry/contract/projects/project-enums';
import {
  REGISTRY_REPORT_BREAKDOWNS,
  registryReportQueryString,
  type RegistryReportAnswer,
  type RegistryReportQuery,
  type RegistryTonnes,
} from '@registry/contract/retirements/registry-report';
import { call, type Answer } from '../../../test/kit/call';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { selectRows } from '../../db/select-rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const reportOf = async (query: RegistryReportQuery = {}, lng: Language = 'en') => {
  const { status, body } = await call<Answer & RegistryReportAnswer>(
    t,
    'GET',
    `/api/public/registry-report${registryReportQueryString(query)}`,
    { lng },
  );
  expect(status).toBe(200);
  return body;
};

const states = sql.join(
  PUBLIC_PROJECT_STATES.map((state) => sql`${state}`),
  sql`, `,
);

/** The same sums, counted directly, one statement each. */
async function countedDirectly(): Promise<RegistryTonnes> {
  const [row] = await selectRows<Record<keyof RegistryTonnes, string>>(
    t.database.db,
    sql`select
      (select coalesce(sum(i.quantity_kg), 0) from issuances i
         join projects p on p.id = i.project_id where p.state in (${states})) as "issuedKg",
      (select coalesce(sum(r.quantity_kg), 0) from retirements r
         join projects p on p.id = r.project_id where p.state in (${states})) as "retiredKg",
      (select coalesce(sum(b.to_kg - b.from_kg + 1), 0) from blocks b
         join issuances i on i.id = b.issuance_id join projects p on p.id = i.project_id
        where b.status = 'cancelled' and p.state in (${states})) as "cancelledKg",
      (select coalesce(sum(b.to_kg - b.from_kg + 1), 0) from blocks b
         join ledger_accounts a on a.id = b.account_id
         join issuances i on i.id = b.issuance_id join projects p on p.id = i.project_id
        where a.kind = 'buffer' and b.status in ('active', 'locked')
          and p.state in (${states})) as "bufferKg"`,
  );
  return {
    issuedKg: Number(row!.issuedKg),
    retiredKg: Number(row!.retiredKg),
    cancelledKg: Number(row!.cancelledKg),
    bufferKg: Number(row!.bufferKg),
  };
}

const sumOf = (rows: readonly RegistryTonnes[]): RegistryTonnes =>
  rows.reduce(
    (sum, row) => ({
      issuedKg: sum.issuedKg + row.issuedKg,
      retiredKg: sum.retiredKg + row.retiredKg,
      cancelledKg: sum.cancelledKg + row.cancelledKg,
      bufferKg: sum.bufferKg + row.bufferKg,
    }),
    { issuedKg: 0, retiredKg: 0, cancelledKg: 0, bufferKg: 0 },
  );

describe("the registry's public report", () => {
  it('totals what the ledger holds, and each breakdown adds up to the totals', async () => {
    const report = await reportOf();
    expect(report.totals).toEqual(await countedDirectly());
    expect(report.totals.issuedKg).toBeGreaterThan(0);
    expect(report.totals.retiredKg).toBeGreaterThan(0);
    expect(report.totals.cancelledKg).toBeGreaterThan(0);
    expect(report.totals.bufferKg).toBeGreaterThan(0);
    for (const breakdown of REGISTRY_REPORT_BREAKDOWNS) {
      expect(report[breakdown].length, breakdown).toBeGreaterThan(0);
      expect(sumOf(report[breakdown]), breakdown).toEqual(report.totals);
    }
    expect(report.standard.map((row) => row.key)).toContain('VCS');
    expect(report.country.map((row) => row.label)).toContain('Brazil');
  });

  it("names standards, countries and sectors in the caller's language", async () => {
    const es = await reportOf({}, 'es');
    const en = await reportOf({}, 'en');
    const sectorKey = en.sector.find((row) => row.key !== '')?.key;
    const esLabel = es.sector.find((row) => row.key === sectorKey)?.label;
    const enLabel = en.sector.find((row) => row.key === sectorKey)?.label;
    expect(esLabel).toBeTruthy();
    expect(esLabel).not.toBe(enLabel);
  });

  it('keeps only the events of the years asked for', async () => {
    const all = await reportOf();
    const year = Number(all.year.at(-1)!.key);
    const only = await reportOf({ fromYear: year, toYear: year });
    expect(only.year.map((row) => row.key)).toEqual([String(year)]);
    expect(only.totals).toEqual(sumOf(all.year.filter((row) => row.key === String(year))));
    const none = await reportOf({ fromYear: 2199 });
    expect(none.totals).toEqual({ issuedKg: 0, retiredKg: 0, cancelledKg: 0, bufferKg: 0 });
    expect(none.year).toEqual([]);
  });

  it('leaves out a project that is not public', async () => {
    const before = await reportOf();
    const [row] = await selectRows<{ id: number }>(
      t.database.db,
      sql`select p.id from projects p join issuances i on i.project_id = p.id
           where p.state in (${states}) order by p.id limit 1`,
    );
    const [own] = await selectRows<{ kg: string; state: string }>(
      t.database.db,
      sql`select (select sum(quantity_kg) from issuances where project_id = ${row!.id}) as kg,
                 (select state from projects where id = ${row!.id}) as state`,
    );
    await t.database.db.execute(sql`update projects set state = 'draft' where id = ${row!.id}`);
    try {
      const after = await reportOf();
      expect(after.totals.issuedKg).toBe(before.totals.issuedKg - Number(own!.kg));
    } finally {
      await t.database.db.execute(
        sql`update projects set state = ${own!.state} where id = ${row!.id}`,
      );
    }
  });

  it("writes the CSV and the XLSX in the caller's language, tonnes as numbers", async () => {
    const report = await reportOf({}, 'es');
    const file = (format: 'csv' | 'xlsx') =>
      t.app.inject({
        method: 'GET',
        url: `/api/public/registry-report.${format}`,
        headers: { ...HEADERS, lng: 'es' },
      });
    const csv = await file('csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('informe-del-registro.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Desglose,Valor,Emitidas (t),Retiradas (t),Canceladas (t),En la reserva de amortiguación (t)',
    );
    expect(lines.at(-1)).toBe(
      `Total,,${report.totals.issuedKg / 1000},${report.totals.retiredKg / 1000},${report.totals.cancelledKg / 1000},${report.totals.bufferKg / 1000}`,
    );
    expect(lines.filter((line) => line.startsWith('Año,'))).toHaveLength(report.year.length);

    const xlsx = await file('xlsx');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Año',
      'Estándar',
      'País',
      'Sector',
    ]);
    const country = workbook.getWorksheet('País')!;
    expect(country.getRow(1).getCell(2).value).toBe('Emitidas (t)');
    const last = country.getRow(country.rowCount);
    expect(last.getCell(1).value).toBe('Total');
    expect(last.getCell(2).value).toBe(report.totals.issuedKg / 1000);
  });
});
