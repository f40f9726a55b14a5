import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RetirementRow } from '@registry/contract/retirements/retirements-api';
import { call, codeOf } from '../../../test/kit/call';
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
import { getCarbonTaxReport } from './carbon-tax-report';

let s: CarbonTaxScene;

beforeAll(async () => {
  s = await openCarbonTaxScene(await createTestApp());
}, 60_000);

afterAll(async () => {
  await s.t.close();
});

const DAY_MS = 24 * 3600 * 1000;
const dayOf = (iso: string, plusDays = 0) =>
  new Date(Date.parse(iso) + plusDays * DAY_MS).toISOString().slice(0, 10);

describe('the carbon-tax report, as JSON', () => {
  it('shows gov every carbon-tax retirement, newest first, with totals, months and fuels', async () => {
    const { status, body } = await reportOf(s.t, s.gov.token);
    expect(status).toBe(200);
    expect(body.truncated).toBe(false);
    const rows = body.retirements;
    expect(rows.map((r) => [r.passiveSubject.name, r.fuel, r.quantityKg])).toEqual([
      [SECOND_PASSIVE_SUBJECT, 'gasoline', SECOND_TONNES * 1000],
      [DEMO_PASSIVE_SUBJECT, 'naturalGas', 60_000],
      [DEMO_PASSIVE_SUBJECT, 'diesel', 120_000],
    ]);
    expect(rows[2]).toMatchObject({
      isKg: false,
      vintage: 2024,
      projectName: 'Solar Fotovoltaica Atacama',
      passiveSubject: { id: s.passiveId, taxId: '900789012-2' },
      taxPeriod: '2026-09',
      beneficiaryName: DEMO_PASSIVE_SUBJECT,
      retiredBy: 'Bosques del Pacífico S.A.S.',
    });
    // A private retirement's beneficiary is shown to the authority all the same.
    expect(rows[0]?.beneficiaryName).toBe(FORMULA_BENEFICIARY);
    expect(body.totals).toEqual({ retirements: 3, quantityKg: 187_000 });
    const months = new Map<string, number>();
    for (const row of rows) {
      const month = row.retiredAt.slice(0, 7);
      months.set(month, (months.get(month) ?? 0) + row.quantityKg);
    }
    expect(body.byMonth).toEqual(
      [...months.entries()].sort().map(([month, quantityKg]) => ({ month, quantityKg })),
    );
    expect(body.byFuel).toEqual([
      { fuel: 'diesel', quantityKg: 120_000 },
      { fuel: 'naturalGas', quantityKg: 60_000 },
      { fuel: 'gasoline', quantityKg: 7_000 },
    ]);
    expect(body.options.passiveSubjects.map((p) => p.name)).toEqual([
      DEMO_PASSIVE_SUBJECT,
      SECOND_PASSIVE_SUBJECT,
    ]);
  });

  it("names each retirement by its certificate and the serial the retiring company's list shows", async () => {
    const { body } = await reportOf(s.t, s.gov.token);
    const own = await call<{ retirements: RetirementRow[] }>(
      s.t,
      'GET',
      '/api/platform/projectCompanyTransfer/retirements',
      { token: s.owner.token },
    );
    for (const row of body.retirements) {
      const listed = own.body.retirements.find(
        (r) => r.emitCertificationId === row.emitCertificationId,
      );
      expect(listed).toMatchObject({
        certificateNumber: row.certificateNumber,
        serial: row.serial,
        createdAt: row.retiredAt,
        purpose: 'carbonTax',
      });
    }
  });

  it('shows a passive subject only the retirements that name it, and nothing for another id', async () => {
    const { status, body } = await reportOf(s.t, s.passive.token);
    expect(status).toBe(200);
    expect(body.retirements.map((r) => r.passiveSubject.id)).toEqual([s.passiveId, s.passiveId]);
    expect(body.totals).toEqual({ retirements: 2, quantityKg: 180_000 });
    expect(body.options.passiveSubjects).toEqual([{ id: s.passiveId, name: DEMO_PASSIVE_SUBJECT }]);
    expect(body.options.projects.map((p) => p.name)).toEqual([
      'Agricultura Regenerativa Alentejo',
      'Solar Fotovoltaica Atacama',
    ]);
    expect(JSON.stringify(body)).not.toContain(SECOND_PASSIVE_SUBJECT);

    const other = await reportOf(s.t, s.passive.token, { passiveSubjectId: s.second.id });
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({
      retirements: [],
      totals: { retirements: 0, quantityKg: 0 },
      byMonth: [],
      byFuel: [],
    });

    const second = await reportOf(s.t, s.second.session.token);
    expect(second.body.retirements.map((r) => r.beneficiaryName)).toEqual([FORMULA_BENEFICIARY]);
    expect(second.body.options.passiveSubjects).toEqual([
      { id: s.second.id, name: SECOND_PASSIVE_SUBJECT },
    ]);
  });

  it('refuses a company without the report permit, as JSON and as files', async () => {
    const refused = await reportOf(s.t, s.owner.token);
    expect([refused.status, codeOf(refused)]).toEqual([403, 'ERROR_FORBIDDEN']);
    for (const format of ['csv', 'xlsx', 'pdf'] as const) {
      const file = await reportFileOf(s.t, s.owner.token, format);
      expect(file.statusCode).toBe(403);
      expect(
        file.json<{ codeMessages: { codeMessage: string }[] }>().codeMessages[0],
      ).toMatchObject({ codeMessage: 'ERROR_FORBIDDEN' });
    }
    const anonymous = await call(s.t, 'GET', '/api/platform/reports/carbon-tax');
    expect(anonymous.status).toBe(401);
  });

  it('filters by the days of retirement, both included', async () => {
    const all = (await reportOf(s.t, s.gov.token, { passiveSubjectId: s.passiveId })).body;
    const [newer, older] = all.retirements;
    const newerDay = dayOf(newer!.retiredAt);
    const olderDay = dayOf(older!.retiredAt);
    expect(newerDay > olderDay).toBe(true);
    const within = async (from?: string, to?: string) =>
      (
        await reportOf(s.t, s.gov.token, {
          passiveSubjectId: s.passiveId,
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
        })
      ).body;
    expect((await within(newerDay, newerDay)).retirements.map((r) => r.fuel)).toEqual([
      'naturalGas',
    ]);
    expect((await within(undefined, olderDay)).retirements.map((r) => r.fuel)).toEqual(['diesel']);
    expect((await within(olderDay, newerDay)).totals).toEqual({
      retirements: 2,
      quantityKg: 180_000,
    });
    const none = await within(dayOf(newer!.retiredAt, 1));
    expect(none.retirements).toEqual([]);
    expect(none.totals).toEqual({ retirements: 0, quantityKg: 0 });
    // The options stay those of the caller, whatever the filter.
    expect(none.options.passiveSubjects).toHaveLength(2);
  });

  it('filters by project', async () => {
    const { body } = await reportOf(s.t, s.gov.token);
    const atacama = body.options.projects.find((p) => p.name === 'Solar Fotovoltaica Atacama');
    const filtered = await reportOf(s.t, s.gov.token, { projectId: atacama!.id });
    expect(filtered.body.retirements.map((r) => r.fuel)).toEqual(['diesel']);
    expect(filtered.body.byFuel).toEqual([{ fuel: 'diesel', quantityKg: 120_000 }]);
  });

  it('lists at most the rows asked, says it is cut, and still counts every match', async () => {
    const report = await getCarbonTaxReport({
      ctx: { db: s.t.database.db, registryPrefix: s.t.app.config.registryPrefix },
      caller: s.gov.caller,
      input: {},
      maxRows: 2,
    });
    expect(report.retirements.map((r) => r.fuel)).toEqual(['gasoline', 'naturalGas']);
    expect(report.truncated).toBe(true);
    expect(report.totals).toEqual({ retirements: 3, quantityKg: 187_000 });
    expect(report.byFuel).toHaveLength(3);
  });

  it('refuses a day that does not exist and an id no database holds', async () => {
    const badDay = await call(s.t, 'GET', '/api/platform/reports/carbon-tax?from=2026-02-30', {
      token: s.gov.token,
    });
    expect(badDay.status).toBe(400);
    const badId = await call(s.t, 'GET', '/api/platform/reports/carbon-tax?projectId=9999999999', {
      token: s.gov.token,
    });
    expect(badId.status).toBe(400);
  });
});
