import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CadTrustIssuance,
  CadTrustPage,
  CadTrustProject,
  CadTrustTable,
  CadTrustUnit,
} from '@registry/contract/interchange/cadtrust-v2';
import { leiCheckDigits } from '@registry/contract/retirements/lei';
import type { RetireRequest } from '@registry/contract/retirements/retirements-api';
import { call, type Answer } from '../../../test/kit/call';
import {
  blockAction,
  convert,
  freshIssuance,
  issue,
  ledgerPost,
  openLedgerScene,
  positionsOf,
  retireTonnes,
  transfer,
  type LedgerScene,
} from '../../../test/kit/ledger';
import { completeDraft, moveProject } from '../../../test/kit/projects';
import { logIn } from '../../../test/kit/session';
import type { TestApp } from '../../../test/test-app';
import { companies } from '../../db/schema/accounts';
import { blocks } from '../../db/schema/blocks';
import { issuances } from '../../db/schema/issuances';
import { ledgerAccounts } from '../../db/schema/ledger-accounts';
import { guidOf, orgUidOf, uuidV5 } from './cadtrust-context';

/*
 * The schema the export follows, as Climate Action Data Trust publishes it
 * (Chia-Network/cadt docs/cadtrust-schema-v2.0.2.json, Apache-2.0), kept
 * here so the test reads its tables and picklists rather than our copy of them.
 */
interface SchemaField {
  apiField: string;
  required: boolean;
  picklist?: string;
  type: string;
}
const SCHEMA = JSON.parse(
  readFileSync(new URL('./cadtrust-schema-v2.0.2.json', import.meta.url), 'utf8'),
) as {
  version: string;
  tables: Record<string, { fields: Record<string, SchemaField> }>;
  picklists: Record<string, string[]>;
};
const TABLE_OF: Record<CadTrustTable, string> = {
  projects: 'project',
  issuances: 'issuance',
  units: 'unit',
};
const fieldsOf = (table: CadTrustTable) => Object.values(SCHEMA.tables[TABLE_OF[table]]!.fields);

const T = '/api/platform/projectCompanyTransfer';
const LEI = `5493001KJTIIGC8Y1R${leiCheckDigits('5493001KJTIIGC8Y1R')}`;
const PRIVATE_BENEFICIARY = 'Fundación Reservada Ñ';

let s: LedgerScene;
let t: TestApp;
/** Block ids of each case the units answer must report. */
const ids = {
  held: 0,
  buffer: 0,
  traderHeld: 0,
  publicRetired: 0,
  privateRetired: 0,
  leiRetired: 0,
  kgRetired: 0,
  locked: 0,
  cancelled: 0,
};
let publicCertificate = { number: '', emitCertificationId: '' };
let draftProjectId = 0;
let submittedProjectId = 0;
let issuanceId = 0;

function retirement(serialId: number, overrides: Partial<RetireRequest>): RetireRequest {
  return {
    serialId,
    quantity: 1,
    isKg: false,
    beneficiary: {
      name: PRIVATE_BENEFICIARY,
      countryId: 1,
      documentTypeId: 1,
      documentNumber: '800123',
      lei: '',
    },
    purpose: 'voluntary',
    usingEntity: 'Entidad',
    isPublic: false,
    publicNote: '',
    observation: '',
    carbonTax: null,
    ...overrides,
  };
}

/** A movement's block id, or the test stops saying what the ledger answered. */
function blockOf(answer: { status: number; body: { serialId?: number | null } }): number {
  if (answer.status !== 200 || !answer.body.serialId) throw new Error(JSON.stringify(answer));
  return answer.body.serialId;
}

beforeAll(async () => {
  s = await openLedgerScene();
  t = s.t;
  const { owner, certifier } = s;
  const issued = await issue(t, certifier.token, {
    projectId: s.projectId,
    vintage: 2025,
    monitoringPeriod: 1,
    quantity: 100,
    bufferSharePercent: 10,
  });
  issuanceId = issued.body.issuanceId ?? 0;
  ids.buffer = issued.body.bufferSerialId ?? 0;
  const serialId = blockOf(issued);
  ids.traderHeld = blockOf(
    await transfer(t, owner.token, {
      serialId,
      quantity: 20,
      isKg: false,
      companyId: s.traderCompanyId,
    }),
  );
  const retired = await retireTonnes(t, owner.token, serialId, 5);
  ids.publicRetired = blockOf(retired);
  publicCertificate = {
    number: retired.body.certificateNumber ?? '',
    emitCertificationId: retired.body.emitCertificationId ?? '',
  };
  const retire = (body: RetireRequest) => ledgerPost(t, owner.token, `${T}/retire`, body);
  ids.privateRetired = blockOf(await retire(retirement(serialId, { quantity: 3 })));
  ids.leiRetired = blockOf(
    await retire(
      retirement(serialId, {
        quantity: 2,
        isPublic: true,
        purpose: 'publicClaim',
        publicNote: 'Scope 1, 2025',
        beneficiary: {
          name: 'Andes Holding',
          countryId: 1,
          documentTypeId: null,
          documentNumber: '',
          lei: LEI,
        },
      }),
    ),
  );
  const kgBlock = blockOf(await convert(t, owner.token, { serialId, quantity: 1 }));
  ids.kgRetired = blockOf(await retire(retirement(kgBlock, { quantity: 250, isKg: true })));
  ids.held = serialId;
  const toLock = await freshIssuance(t, certifier.token, s.projectId, 3);
  await blockAction(t, certifier.token, 'lock', { serialId: toLock.serialId, reason: 'Audit' });
  ids.locked = toLock.serialId;
  const toCancel = await freshIssuance(t, certifier.token, s.projectId, 2);
  await blockAction(t, certifier.token, 'cancel', {
    serialId: toCancel.serialId,
    reason: 'Double counting',
  });
  ids.cancelled = toCancel.serialId;
  const developer = await logIn(t, 'developer@demo.example');
  draftProjectId = await completeDraft(t, developer.token, 'Proyecto Borrador Oculto');
  submittedProjectId = await completeDraft(t, developer.token, 'Proyecto Recién Enviado');
  await moveProject(t, developer.token, submittedProjectId, { action: 'submit' });
}, 120_000);

afterAll(async () => {
  await t.close();
});

type Page<T> = Answer & CadTrustPage<T>;

/** One page, logged out. */
const pageOf = <T>(table: CadTrustTable, query = '') =>
  call<Page<T>>(t, 'GET', `/api/cadtrust/v2/${table}${query}`);

/** Every row of a table, page after page of `limit`. */
async function everyRow<T>(table: CadTrustTable, limit: number): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 500; pages++) {
    const query: string = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const { status, body } = await pageOf<T>(table, query);
    expect(status).toBe(200);
    expect(body.status).toBe(1);
    expect(body.data.length).toBeLessThanOrEqual(limit);
    rows.push(...body.data);
    if (body.nextCursor === null) return rows;
    cursor = body.nextCursor;
  }
  throw new Error('the pages never ended');
}

/** What the schema asks of every row of a table: its names only, the required ones filled, picklist values. */
function schemaProblems(table: CadTrustTable, rows: object[]): string[] {
  const fields = fieldsOf(table);
  const names = new Set(fields.map((field) => field.apiField));
  const problems: string[] = [];
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (!names.has(key)) problems.push(`${table}: ${key} is no field of the schema`);
    }
    for (const field of fields) {
      const value = record[field.apiField];
      if (field.required && (value === undefined || value === null || value === '')) {
        problems.push(`${table}: required ${field.apiField} is ${JSON.stringify(value)}`);
      }
      if (field.picklist && value !== null && value !== undefined) {
        const allowed = SCHEMA.picklists[field.picklist] ?? [];
        const values = field.type.startsWith('Array') ? (value as unknown[]) : [value];
        if (field.type.startsWith('Array') && !Array.isArray(value)) {
          problems.push(`${table}: ${field.apiField} is not an array`);
        }
        for (const each of values) {
          if (!allowed.includes(each as string)) {
            problems.push(
              `${table}: ${field.apiField} ${JSON.stringify(each)} not in its picklist`,
            );
          }
        }
      }
    }
  }
  return problems;
}

describe('the CAD Trust v2 export', () => {
  it('names every field as the schema does, fills every required one and keeps to the picklists', async () => {
    expect(SCHEMA.version).toBe('2.0.2');
    const answers = {
      projects: await everyRow<CadTrustProject>('projects', 100),
      issuances: await everyRow<CadTrustIssuance>('issuances', 100),
      units: await everyRow<CadTrustUnit>('units', 100),
    };
    for (const [table, rows] of Object.entries(answers)) {
      expect(rows.length, table).toBeGreaterThan(0);
      expect(schemaProblems(table as CadTrustTable, rows)).toEqual([]);
    }
  });

  it('publishes the public projects only, with their status, link and sector in CAD Trust words', async () => {
    const projects = await everyRow<CadTrustProject>('projects', 100);
    const byId = (id: number) =>
      projects.find((p) => p.projectLink === `http://registry.test/projects/${id}`);
    expect(byId(s.projectId)).toMatchObject({
      projectStatus: 'Certified',
      projectSector: ['Afforestation and reforestation'],
      projectType: ['Agriculture, forestry and other land use (AFOLU)'],
      projectUnitMetric: 'tCO2e',
      projectCreditingProgram: 'CERCARBONO',
      projectDescription: 'Restoration of Andean forest in the upper basin.',
    });
    expect(byId(s.projectId)?.projectId).toMatch(/^CERCARBONO-CO-\d{4}$/);
    expect(byId(submittedProjectId)).toMatchObject({
      projectName: 'Proyecto Recién Enviado',
      projectStatus: 'Listed',
    });
    expect(byId(draftProjectId)).toBeUndefined();
    expect(JSON.stringify(projects)).not.toContain('Proyecto Borrador Oculto');
    // One registry: one orgUid, a GUID of each project of its own.
    expect(new Set(projects.map((p) => p.orgUid)).size).toBe(1);
    expect(new Set(projects.map((p) => p.cadTrustProjectId)).size).toBe(projects.length);
  });

  it('reports each block once with its status as the registry holds it, and adds up to each issuance', async () => {
    const units = await everyRow<CadTrustUnit>('units', 500);
    const ctx = { orgUid: orgUidOf(t.app.config.log.origin) };
    const unitOf = (blockId: number) =>
      units.find((u) => u.cadTrustUnitId === guidOf(ctx, 'unit', blockId));
    expect(unitOf(ids.held)).toMatchObject({ unitStatus: 'Held', unitCount: 59 });
    expect(unitOf(ids.traderHeld)).toMatchObject({ unitStatus: 'Held', unitCount: 20 });
    expect(unitOf(ids.buffer)).toMatchObject({ unitStatus: 'Buffer', unitCount: 10 });
    expect(unitOf(ids.locked)).toMatchObject({ unitStatus: 'Inactive', unitCount: 3 });
    expect(unitOf(ids.cancelled)).toMatchObject({ unitStatus: 'Cancelled', unitCount: 2 });
    for (const held of [ids.held, ids.traderHeld, ids.buffer, ids.locked, ids.cancelled]) {
      expect(unitOf(held)).toMatchObject({
        unitRetirementBeneficiary: null,
        unitRetirementDetail: null,
        unitLink: null,
      });
    }
    const publicRetired = unitOf(ids.publicRetired);
    expect(publicRetired).toMatchObject({
      unitStatus: 'Retired',
      unitCount: 5,
      unitRetirementBeneficiary: 'Café Andino',
      unitRetirementBeneficiaryId: null,
      unitLink: `http://registry.test/emit-certification/${publicCertificate.emitCertificationId}`,
      unitVintageYear: 2025,
      unitType: 'Removal - nature',
      cadTrustIssuanceId: guidOf(ctx, 'issuance', issuanceId),
    });
    expect(publicRetired?.unitRetirementDetail).toContain(publicCertificate.number);
    expect(publicRetired?.unitSerialId).toMatch(
      new RegExp(`-2025-1-${publicRetired?.unitStartBlock}-${publicRetired?.unitEndBlock}$`),
    );
    expect(unitOf(ids.leiRetired)).toMatchObject({
      unitStatus: 'Retired',
      unitRetirementBeneficiary: 'Andes Holding',
      unitRetirementBeneficiaryId: LEI,
    });
    expect(unitOf(ids.leiRetired)?.unitRetirementDetail).toContain('note: Scope 1, 2025');
    // A divisible block counts kg: a quarter of a tonne, its serial in kg.
    const kg = unitOf(ids.kgRetired);
    expect(kg).toMatchObject({ unitStatus: 'Retired', unitCount: 0.25 });
    expect([kg?.unitStartBlock, kg?.unitEndBlock].every((n) => /^\d+kg$/.test(n ?? ''))).toBe(true);
    // Every block of the public project, no more: the blocks table counted directly.
    const stored = await t.database.db.select({ id: blocks.id }).from(blocks);
    expect(units.map((u) => u.cadTrustUnitId).sort()).toEqual(
      stored.map((b) => guidOf(ctx, 'unit', b.id)).sort(),
    );
    const [issued] = await t.database.db
      .select({ quantityKg: issuances.quantityKg })
      .from(issuances)
      .where(eq(issuances.id, issuanceId));
    const counted = units
      .filter((u) => u.cadTrustIssuanceId === guidOf(ctx, 'issuance', issuanceId))
      .reduce((sum, u) => sum + Math.round(u.unitCount * 1000), 0);
    expect(counted).toBe(issued?.quantityKg);
    // Each unit's issuance is one of the issuances the export lists.
    const issuanceIds = new Set(
      (await everyRow<CadTrustIssuance>('issuances', 100)).map((i) => i.cadTrustIssuanceId),
    );
    expect(units.filter((u) => !issuanceIds.has(u.cadTrustIssuanceId))).toEqual([]);
  });

  it('names no holder and hides a private beneficiary as the certificate does', async () => {
    const { raw } = await pageOf<CadTrustUnit>('units', '?limit=500');
    const units = JSON.parse(raw) as Page<CadTrustUnit>;
    expect(units.data.every((u) => u.unitCurrentOwner === null)).toBe(true);
    const ctx = { orgUid: orgUidOf(t.app.config.log.origin) };
    const hidden = units.data.find(
      (u) => u.cadTrustUnitId === guidOf(ctx, 'unit', ids.privateRetired),
    );
    expect(hidden).toMatchObject({
      unitStatus: 'Retired',
      unitCount: 3,
      unitRetirementBeneficiary: null,
      unitRetirementBeneficiaryId: null,
    });
    expect(raw).not.toContain(PRIVATE_BENEFICIARY);
    expect(raw).not.toContain('800123');
    // The companies that hold the active blocks, and the lock's and cancellation's reasons.
    const holders = await t.database.db
      .select({ name: companies.name })
      .from(companies)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.companyId, companies.id))
      .innerJoin(blocks, eq(blocks.accountId, ledgerAccounts.id))
      .where(inArray(blocks.id, [ids.held, ids.traderHeld, ids.locked]));
    expect(holders.length).toBeGreaterThanOrEqual(2);
    for (const { name } of holders) expect(raw).not.toContain(name);
    expect(raw).not.toContain('Double counting');
    expect(raw).not.toContain('Audit');
    // The trader's own view still shows its block: the export hides it, the ledger does not lose it.
    const trader = await logIn(t, 'trader@demo.example');
    const positions = (await positionsOf(t, trader.token)).body.positions ?? [];
    expect(positions.map((p) => p.serialId)).toContain(ids.traderHeld);
  });

  it('pages by cursor: every row exactly once, in the same order as one page', async () => {
    for (const table of ['projects', 'issuances', 'units'] as const) {
      const whole = (await pageOf<{ [key: string]: unknown }>(table, '?limit=500')).body;
      expect(whole.nextCursor).toBeNull();
      const paged = await everyRow<{ [key: string]: unknown }>(table, 2);
      expect(paged).toEqual(whole.data);
      const key = Object.keys(whole.data[0] ?? {})[0]!;
      expect(new Set(paged.map((row) => row[key])).size).toBe(paged.length);
    }
    expect((await pageOf('units')).body.data.length).toBeLessThanOrEqual(100);
  });

  it('refuses a cursor that is none, another list cursor and a limit out of range, naming the field', async () => {
    const first = await pageOf('projects', '?limit=1');
    const projectsCursor = first.body.nextCursor ?? '';
    expect(projectsCursor).not.toBe('');
    const cases = [
      ['units', `?cursor=${projectsCursor}`, 'cursor'],
      ['units', '?cursor=not-a-cursor', 'cursor'],
      ['issuances', '?cursor=%00', 'cursor'],
      ['projects', '?limit=0', 'limit'],
      ['projects', '?limit=501', 'limit'],
      ['units', '?limit=ten', 'limit'],
    ] as const;
    for (const [table, query, field] of cases) {
      const { status, body } = await pageOf(table, query);
      expect([table, query, status]).toEqual([table, query, 400]);
      expect(body.codeMessages[0]).toMatchObject({ codeMessage: 'ERROR_INVALID_FIELD', field });
    }
  });

  it('derives GUIDs as RFC 9562 name-based (version 5) UUIDs, the same at every export', () => {
    // The RFC's own example: www.example.com in the DNS namespace.
    expect(uuidV5('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
    expect(orgUidOf('registry.test/log')).toBe(orgUidOf('registry.test/log'));
    expect(orgUidOf('registry.test/log')).not.toBe(orgUidOf('other.test/log'));
  });
});
