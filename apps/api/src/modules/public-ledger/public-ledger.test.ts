import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Position } from '@registry/contract/ledger/ledger-api';
import {
  publicLedgerQueryString,
  type PublicLedgerAnswer,
  type PublicLedgerQuery,
  type PublicLedgerRow,
} from '@registry/contract/retirements/public-ledger';
import type { Language } from '@registry/contract/common/language';
import { call, codeOf, type Answer } from '../../../test/kit/call';
import { ledgerPost, positionsOf } from '../../../test/kit/ledger';
import { logIn } from '../../../test/kit/session';
import { createTestApp, HEADERS, type TestApp } from '../../../test/test-app';
import { selectRows } from '../../db/select-rows';

let t: TestApp;
/** A public retirement whose beneficiary a spreadsheet would read as a formula. */
const FORMULA = '=HYPERLINK("https://example.com","Ñandú")';
let formulaCertificate = '';

beforeAll(async () => {
  t = await createTestApp();
  const owner = await logIn(t, 'owner@demo.example');
  const { body } = await positionsOf(t, owner.token);
  const block = (body.positions ?? []).find(
    (p: Position) => p.status === 'active' && !p.divisible && p.quantityKg >= 3000,
  );
  if (!block) throw new Error('the demo owner holds no block to retire from');
  const retired = await ledgerPost(t, owner.token, '/api/platform/projectCompanyTransfer/retire', {
    serialId: block.serialId,
    quantity: 3,
    isKg: false,
    beneficiary: {
      name: FORMULA,
      countryId: 1,
      documentTypeId: 1,
      documentNumber: '9001',
      lei: '',
    },
    purpose: 'other',
    usingEntity: 'Ñandú',
    isPublic: true,
    publicNote: '',
    observation: '',
    carbonTax: null,
  });
  if (retired.status !== 200) throw new Error(JSON.stringify(retired.body));
  formulaCertificate = String(retired.body.certificateNumber);
});
afterAll(async () => {
  await t.close();
});

type Body = Answer & PublicLedgerAnswer;
const ledgerOf = (query: PublicLedgerQuery = {}) =>
  call<Body>(t, 'GET', `/api/public/ledger${publicLedgerQueryString(query)}`);

/** Every row of a filter, page after page. */
async function everyRow(query: PublicLedgerQuery, limit: number): Promise<PublicLedgerRow[]> {
  const rows: PublicLedgerRow[] = [];
  let cursor: number | undefined;
  for (let pages = 0; pages < 1000; pages++) {
    const { status, body } = await ledgerOf({ ...query, limit, cursor });
    expect(status).toBe(200);
    expect(body.rows.length).toBeLessThanOrEqual(limit);
    rows.push(...body.rows);
    if (body.nextCursor === null) return rows;
    cursor = body.nextCursor;
  }
  throw new Error('the pages never ended');
}

/** The retirements and cancellations in the database, counted directly. */
async function countedDirectly() {
  const [row] = await selectRows<{ retirements: string; cancellations: string }>(
    t.database.db,
    sql`select (select count(*) from retirements) as retirements,
               (select count(*) from movements where kind = 'cancel') as cancellations`,
  );
  return { retirements: Number(row!.retirements), cancellations: Number(row!.cancellations) };
}

describe("the registry's public ledger of retirements and cancellations", () => {
  it('lists every retirement and cancellation once, newest first, across pages of any size', async () => {
    const all = await everyRow({}, 200);
    const counted = await countedDirectly();
    expect(all.filter((r) => r.kind === 'retirement')).toHaveLength(counted.retirements);
    expect(all.filter((r) => r.kind === 'cancellation')).toHaveLength(counted.cancellations);
    expect(counted.cancellations).toBeGreaterThan(0);
    const ids = all.map((r) => r.movementId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    expect((await everyRow({}, 2)).map((r) => r.movementId)).toEqual(ids);
    expect(all[0]).toMatchObject({ certificateNumber: formulaCertificate, kind: 'retirement' });
  });

  it('shows a cancellation with its project, serial and quantity, and no certificate or beneficiary', async () => {
    const cancellations = await everyRow({ kind: 'cancellation' }, 50);
    expect(cancellations.length).toBeGreaterThan(0);
    for (const row of cancellations) {
      expect(row).toMatchObject({
        kind: 'cancellation',
        certificateNumber: null,
        emitCertificationId: null,
        purpose: null,
        beneficiaryName: null,
      });
      expect(row.serial).toMatch(/-\d+(kg)?-\d+(kg)?$/);
    }
    expect(cancellations.some((r) => r.quantityKg === 300_000 && !r.isKg)).toBe(true);
  });

  it('narrows by kind, purpose, project and days', async () => {
    const carbonTax = await everyRow({ purpose: 'carbonTax' }, 50);
    expect(carbonTax.length).toBeGreaterThan(0);
    expect(carbonTax.every((r) => r.purpose === 'carbonTax')).toBe(true);
    const retirements = await everyRow({ kind: 'retirement' }, 50);
    expect(retirements.every((r) => r.kind === 'retirement')).toBe(true);
    const projectId = retirements[0]!.projectId;
    const ofProject = await everyRow({ projectId }, 50);
    expect(ofProject.length).toBeGreaterThan(0);
    expect(ofProject.every((r) => r.projectId === projectId)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
    expect(
      (await everyRow({ from: today, to: today }, 50)).map((r) => r.certificateNumber),
    ).toContain(formulaCertificate);
    expect(await everyRow({ from: tomorrow }, 50)).toEqual([]);
    expect(await everyRow({ kind: 'cancellation', purpose: 'voluntary' }, 50)).toEqual([]);
  });

  it('refuses a filter that cannot be one, naming the field', async () => {
    const answer = await call(t, 'GET', '/api/public/ledger?kind=transfer&from=2026-02-30');
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBeTruthy();
  });

  it("never names a private retirement's beneficiary nor anyone who held the credits", async () => {
    const all = await everyRow({}, 200);
    const privateOnes = all.filter((r) => r.kind === 'retirement' && r.beneficiaryName === null);
    expect(privateOnes.length).toBeGreaterThan(0);
    const holders = await selectRows<{ name: string }>(
      t.database.db,
      sql`select distinct c.name from retirements r join companies c on c.id = r.company_id`,
    );
    const beneficiaries = new Set(all.map((r) => r.beneficiaryName));
    const text = JSON.stringify(all);
    for (const { name } of holders) {
      if (!beneficiaries.has(name)) expect(text).not.toContain(name);
    }
    expect(text).not.toMatch(/accountId|companyId/);
  });

  it('downloads exactly the filter as CSV in the language, formulas neutralized', async () => {
    const csvOf = async (query: PublicLedgerQuery, lng: Language) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/public/ledger.csv${publicLedgerQueryString(query)}`,
        headers: { ...HEADERS, lng },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      return response;
    };
    const es = await csvOf({ kind: 'retirement' }, 'es');
    expect(es.headers['content-disposition']).toContain('retiros-y-cancelaciones');
    const lines = es.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Fecha,Operación,Certificado,Proyecto,Serial,Cosecha,Cantidad,Unidad,Propósito,Beneficiario',
    );
    const counted = await countedDirectly();
    expect(lines).toHaveLength(counted.retirements + 1);
    const formulaLine = lines.find((line) => line.includes(formulaCertificate)) ?? '';
    expect(formulaLine).toContain(`"'=HYPERLINK(""https://example.com"",""Ñandú"")"`);
    expect(formulaLine).toContain(',3,t,Otro,');
    expect(lines.slice(1).every((line) => line.includes(',Retiro,'))).toBe(true);

    const en = await csvOf({ kind: 'cancellation' }, 'en');
    const enLines = en.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(enLines[0]).toMatch(/^Date,Operation,Certificate,Project,Serial,Vintage,Quantity/);
    expect(enLines).toHaveLength(counted.cancellations + 1);
    expect(enLines.slice(1).every((line) => line.includes(',Cancellation,'))).toBe(true);
  });
});
