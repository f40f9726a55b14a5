import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSIVE_SUBJECT,
  FORMULA_BENEFICIARY,
  openCarbonTaxScene,
  reportFileOf,
  reportOf,
  SECOND_PASSIVE_SUBJECT,
  SECOND_TONNES,
  type CarbonTaxScene,
} from '../../../test/kit/carbon-tax';
import { createTestApp } from '../../../test/test-app';
import { pdfText } from '../../../test/kit/pdf-text';

let s: CarbonTaxScene;

beforeAll(async () => {
  s = await openCarbonTaxScene(await createTestApp());
}, 60_000);

afterAll(async () => {
  await s.t.close();
});

const today = () => new Date().toISOString().slice(0, 10);

/** The lines of a CSV answer, its byte order mark checked and taken off. */
function csvLines(body: string): string[] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body.slice(1).trim().split('\n');
}

describe('the carbon-tax report as CSV', () => {
  it.each([
    [
      'es',
      'impuesto-al-carbono',
      'Fecha de retiro,Certificado,Sujeto pasivo,Identificación tributaria,Combustible,Periodo gravable,Proyecto,Cosecha,Serial,Cantidad,Unidad,Beneficiario,Retirado por',
      'Diésel (ACPM)',
    ],
    [
      'en',
      'carbon-tax',
      'Retired on,Certificate,Passive subject,Tax id,Fuel,Tax period,Project,Vintage,Serial,Quantity,Unit,Beneficiary,Retired by',
      'Diesel',
    ],
  ] as const)(
    'lists every row of the filter with its header in %s',
    async (lng, fileName, header, diesel) => {
      const response = await reportFileOf(s.t, s.gov.token, 'csv', { lng });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain(`${fileName}-${today()}.csv`);
      const lines = csvLines(response.body);
      expect(lines[0]).toBe(header);
      expect(lines).toHaveLength(4);
      const { body } = await reportOf(s.t, s.gov.token);
      const dieselRow = body.retirements.find((r) => r.fuel === 'diesel')!;
      expect(lines[3]).toBe(
        [
          dieselRow.retiredAt.slice(0, 10),
          dieselRow.certificateNumber,
          DEMO_PASSIVE_SUBJECT,
          '900789012-2',
          diesel,
          '2026-09',
          'Solar Fotovoltaica Atacama',
          '2024',
          dieselRow.serial,
          '120',
          't',
          DEMO_PASSIVE_SUBJECT,
          'Bosques del Pacífico S.A.S.',
        ].join(','),
      );
    },
  );

  it('neutralizes a cell a spreadsheet would run, and follows the filter', async () => {
    const all = csvLines((await reportFileOf(s.t, s.gov.token, 'csv')).body);
    const second = all.find((line) => line.includes(SECOND_PASSIVE_SUBJECT));
    // csv-stringify quotes the cell (it holds quotes and a comma); inside, it starts with '.
    expect(second).toContain(`"'=HYPERLINK(""https://example.com"",""Ñandú"")"`);
    expect(second).toContain(`,${SECOND_TONNES},t,`);
    const filtered = csvLines(
      (
        await reportFileOf(s.t, s.passive.token, 'csv', {
          query: { passiveSubjectId: s.second.id },
        })
      ).body,
    );
    expect(filtered).toHaveLength(1);
  });
});

describe('the carbon-tax report as XLSX', () => {
  it('holds one sheet: the header, every row as values with numbers as numbers, and the totals', async () => {
    const response = await reportFileOf(s.t, s.gov.token, 'xlsx', { lng: 'pt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain(`imposto-de-carbono-${today()}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Imposto sobre o carbono');
    const values = (rowNumber: number) => (sheet.getRow(rowNumber).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Data da aposentadoria',
      'Certificado',
      'Sujeito passivo',
      'Identificação fiscal',
      'Combustível',
      'Período de apuração',
      'Projeto',
      'Safra',
      'Serial',
      'Quantidade',
      'Unidade',
      'Beneficiário',
      'Aposentado por',
    ]);
    expect(sheet.rowCount).toBe(5);
    const { body } = await reportOf(s.t, s.gov.token);
    const [second, gas, diesel] = body.retirements;
    expect(values(2)[11]).toBe(`'${FORMULA_BENEFICIARY}`);
    expect(values(2)[9]).toBe(SECOND_TONNES);
    expect(values(3)).toEqual([
      new Date(`${gas!.retiredAt.slice(0, 10)}T00:00:00Z`),
      gas!.certificateNumber,
      DEMO_PASSIVE_SUBJECT,
      '900789012-2',
      'Gás natural',
      '2026-10',
      'Agricultura Regenerativa Alentejo',
      gas!.vintage,
      gas!.serial,
      60,
      't',
      DEMO_PASSIVE_SUBJECT,
      'Bosques del Pacífico S.A.S.',
    ]);
    expect(typeof values(4)[7]).toBe('number');
    expect(values(4)[9]).toBe(diesel!.quantityKg / 1000);
    expect(values(5)).toEqual([
      'Total',
      3,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      187,
      't',
    ]);
    // No cell is a formula.
    sheet.eachRow((row) => {
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula));
    });
    expect(second).toBeDefined();
  });
});

describe('the carbon-tax report as PDF', () => {
  it.each([
    [
      'es',
      'impuesto-al-carbono',
      ['Informe del impuesto al carbono', 'Filtro aplicado', 'Sujeto pasivo', 'Diésel (ACPM)'],
    ],
    [
      'pt',
      'imposto-de-carbono',
      ['Relatório do imposto sobre o carbono', 'Aposentadorias', 'Gás natural', 'Combustível'],
    ],
  ] as const)('shows the filter, the totals and the rows in %s', async (lng, fileName, words) => {
    const response = await reportFileOf(s.t, s.passive.token, 'pdf', {
      lng,
      query: { passiveSubjectId: s.passiveId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`${fileName}-${today()}.pdf`);
    const text = pdfText(response.rawPayload);
    for (const word of words) expect(text).toContain(word);
    expect(text).toContain(DEMO_PASSIVE_SUBJECT);
    expect(text).toContain('900789012-2');
    expect(text).toContain('180 t CO₂e');
    expect(text).toContain('Pacífico S.A.S.');
    expect(text).toContain('Página 1 de 1');
    expect(text).not.toContain(SECOND_PASSIVE_SUBJECT);
  });

  it('says so when no retirement matches', async () => {
    const response = await reportFileOf(s.t, s.gov.token, 'pdf', {
      lng: 'en',
      query: { from: '2000-01-01', to: '2000-01-31' },
    });
    const text = pdfText(response.rawPayload);
    expect(text).toContain('No retirement matches the filter.');
    expect(text).toMatch(/From\s+2000-01-01/);
    expect(text).toContain('0 t CO₂e');
  });
});
