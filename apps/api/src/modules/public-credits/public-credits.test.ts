import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PublicCertificateRow,
  VintageCredits,
} from '@registry/contract/retirements/public-credits';
import { call, codeOf, type Answer } from '../../../test/kit/call';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { projects } from '../../db/schema/projects';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const projectIdOf = async (name: string) => {
  const [row] = await t.database.db
    .select({ id: projects.id, state: projects.state })
    .from(projects)
    .where(eq(projects.name, name));
  return row!.id;
};

const P = '/api/public/projects';

describe("a public project's credits", () => {
  it('adds up, per vintage, to what was issued: retired, cancelled, in the buffer and outstanding', async () => {
    const id = await projectIdOf('Reforestación Mata Atlântica');
    const { status, body } = await call<Answer & { vintages: VintageCredits[] }>(
      t,
      'GET',
      `${P}/${id}/credits`,
    );
    expect(status).toBe(200);
    expect(body.vintages).toEqual([
      {
        vintage: 2024,
        issuedKg: 5_000_000,
        // The demo retires 100 t, 50 t and 10 t, and 250 kg of the trader's kg block.
        retiredKg: 160_250,
        cancelledKg: 300_000,
        bufferKg: 500_000,
        outstandingKg: 5_000_000 - 160_250 - 300_000 - 500_000,
      },
    ]);
  });

  it('lists its certificates by purpose (0 for all), naming no private beneficiary and no holder', async () => {
    const id = await projectIdOf('Reforestación Mata Atlântica');
    const list = async (purpose: number) =>
      (
        await call<Answer & { certificates: PublicCertificateRow[] }>(
          t,
          'GET',
          `${P}/${id}/certificates?purpose=${purpose}`,
        )
      ).body.certificates;
    const all = await list(0);
    expect(all.map((c) => c.purpose).sort()).toEqual([
      'other',
      'publicClaim',
      'voluntary',
      'voluntary',
    ]);
    expect(all.find((c) => c.purpose === 'publicClaim')?.beneficiaryName).toBeNull();
    expect(all.find((c) => c.isKg)).toMatchObject({
      quantityKg: 250,
      beneficiaryName: 'Panadería La Espiga',
    });
    const voluntary = await list(1);
    expect(voluntary.map((c) => c.purpose)).toEqual(['voluntary', 'voluntary']);
    expect(await list(3)).toEqual([]);
    const text = JSON.stringify(all);
    expect(text).not.toContain('Grupo Financiero Meridiano');
    expect(text).not.toContain('Bosques del Pacífico');
  });

  it('answers 404 for no such project and refuses a purpose that is none', async () => {
    const missing = await call(t, 'GET', `${P}/999999/credits`);
    expect([missing.status, codeOf(missing)]).toEqual([404, 'ERROR_PUBLIC_PROJECT_NOT_FOUND']);
    const id = await projectIdOf('Reforestación Mata Atlântica');
    expect((await call(t, 'GET', `${P}/${id}/certificates?purpose=7`)).status).toBe(400);
  });
});

describe("a public project's retired credits as CSV", () => {
  it("lists every retired block with its certificate in the caller's language, a private beneficiary as such", async () => {
    const id = await projectIdOf('Reforestación Mata Atlântica');
    const response = await t.app.inject({
      method: 'GET',
      url: `${P}/${id}/retired-blocks.csv`,
      headers: { ...HEADERS, lng: 'pt' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`creditos-aposentados-${id}.csv`);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Serial,Safra,Quantidade,Unidade,Data da aposentadoria,Certificado,Finalidade,Beneficiário',
    );
    expect(lines).toHaveLength(5);
    expect(lines.find((line) => line.includes(',250,kg,'))).toContain('Panadería La Espiga');
    expect(lines.find((line) => line.includes('Declaração pública'))).toMatch(/,Privado$/);
  });
});

describe("a public project's retired credits as XLSX", () => {
  it('holds the same rows as the CSV in one sheet, headed in the language, vintage and quantity as numbers', async () => {
    const id = await projectIdOf('Reforestación Mata Atlântica');
    const response = await t.app.inject({
      method: 'GET',
      url: `${P}/${id}/retired-blocks.xlsx`,
      headers: { ...HEADERS, lng: 'es' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(`creditos-retirados-${id}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Créditos retirados');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      'Serial',
      'Cosecha',
      'Cantidad',
      'Unidad',
      'Fecha de retiro',
      'Certificado',
      'Propósito',
      'Beneficiario',
    ]);
    expect(rows).toHaveLength(5);
    const inKg = rows.find((row) => row[3] === 'kg')!;
    expect(inKg.slice(1, 4)).toEqual([2024, 250, 'kg']);
    expect(inKg[7]).toBe('Panadería La Espiga');
    expect(rows.find((row) => row[6] === 'Declaración pública')![7]).toBe('Privado');
  });

  it('answers 404 for a project that is not there', async () => {
    const missing = await call(t, 'GET', `${P}/999999/retired-blocks.xlsx`);
    expect([missing.status, codeOf(missing)]).toEqual([404, 'ERROR_PUBLIC_PROJECT_NOT_FOUND']);
  });
});
