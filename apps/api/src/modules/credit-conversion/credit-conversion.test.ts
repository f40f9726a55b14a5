import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreditConversionDetailResponse,
  SaveCreditConversionRequest,
} from '@registry/contract/projects/credit-conversion';
import { projects } from '../../db/schema/projects';
import { call, codeOf, type Answer } from '../../../test/kit/call';
import { companyIdOf, getProject, uploadPdd } from '../../../test/kit/projects';
import { logIn, type Session } from '../../../test/kit/session';
import { createTestApp, type TestApp } from '../../../test/test-app';

interface ConversionAnswer extends Omit<Answer, 'company' | 'user'> {
  projectId?: number;
  project?: CreditConversionDetailResponse['project'];
  conversions?: CreditConversionDetailResponse['conversions'];
  url?: string;
}

const save = (t: TestApp, token: string, payload: object) =>
  call<ConversionAnswer>(t, 'POST', '/api/creditConversion/save', { token, payload });
const read = (t: TestApp, token: string, projectId: number) =>
  call<ConversionAnswer>(t, 'GET', `/api/creditConversion/getbyprojectid/${projectId}`, { token });
const download = (t: TestApp, token: string, id: number) =>
  call<ConversionAnswer>(t, 'POST', '/api/creditConversion/download-file', {
    token,
    payload: { id },
  });
const downloadTemporary = (t: TestApp, token: string, route: string) =>
  call<ConversionAnswer>(t, 'POST', '/api/creditConversion/download-file-temporary', {
    token,
    payload: { route },
  });

let t: TestApp;
let owner: Session;
let general: Session;
let developer: Session;
let trader: Session;
beforeAll(async () => {
  t = await createTestApp();
  owner = await logIn(t, 'owner@demo.example');
  general = await logIn(t, 'generalaccount@demo.example');
  developer = await logIn(t, 'developer@demo.example');
  trader = await logIn(t, 'trader@demo.example');
});
afterAll(async () => {
  await t.close();
});

async function conversion(
  token: string,
  name: string,
  prefix: string,
  overrides: Partial<SaveCreditConversionRequest> = {},
): Promise<SaveCreditConversionRequest> {
  return {
    name,
    originRegistry: 'verra',
    originProjectId: 'VCS-1234',
    originProjectUrl: 'https://registry.verra.org/app/projectDetail/VCS/1234',
    vintages: [
      {
        vintage: 2019,
        serialStart: `${prefix}1001`,
        serialEnd: `${prefix}2000`,
        quantity: 1000,
        proof: await uploadPdd(t, token, 'Cancelacion.pdf'),
      },
    ],
    ...overrides,
  };
}

describe('POST /api/creditConversion/save and GET getbyprojectid', () => {
  it("creates a conversion draft owned by the caller's company and reads it back", async () => {
    const saved = await save(t, owner.token, await conversion(owner.token, 'Río Guayas', 'GUA-'));
    expect(saved.status).toBe(200);
    const projectId = saved.body.projectId ?? 0;

    const { body } = await read(t, owner.token, projectId);
    expect(body.project).toMatchObject({
      name: 'Río Guayas',
      state: 'draft',
      originRegistry: 'verra',
      originProjectId: 'VCS-1234',
      canEdit: true,
    });
    expect(body.conversions).toEqual([
      expect.objectContaining({
        vintage: 2019,
        serialStart: 'GUA-1001',
        serialEnd: 'GUA-2000',
        quantity: 1000,
        proof: expect.objectContaining({ fileName: 'Cancelacion.pdf' }),
      }),
    ]);
    const project = await getProject(t, owner.token, projectId);
    expect(project.body.project).toMatchObject({
      isConversion: true,
      owner: { id: await companyIdOf(t, 'owner@demo.example') },
    });

    const link = await download(t, owner.token, body.conversions?.[0]?.id ?? 0);
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/Cancelacion|files/);
  });

  it('edits a vintage, adds one and removes what is left out', async () => {
    const first = await save(t, general.token, await conversion(general.token, 'Selva', 'SEL-'));
    const projectId = first.body.projectId ?? 0;
    const [kept] = (await read(t, general.token, projectId)).body.conversions ?? [];
    const edited = await save(t, general.token, {
      ...(await conversion(general.token, 'Selva', 'SEL-')),
      projectId,
      vintages: [
        {
          id: kept?.id,
          vintage: 2018,
          serialStart: 'SEL-1001',
          serialEnd: 'SEL-1500',
          quantity: 500,
        },
        {
          vintage: 2020,
          serialStart: 'SEL-3001',
          serialEnd: 'SEL-3100',
          quantity: 100,
          proof: await uploadPdd(t, general.token, 'Otra.pdf'),
        },
      ],
    });
    expect(edited.status).toBe(200);
    const { body } = await read(t, general.token, projectId);
    expect(
      body.conversions?.map((row) => [row.vintage, row.serialEnd, row.proof.fileName]),
    ).toEqual([
      [2018, 'SEL-1500', 'Cancelacion.pdf'],
      [2020, 'SEL-3100', 'Otra.pdf'],
    ]);
  });

  it('refuses the same registry range a second time, in another project or the same save', async () => {
    const first = await save(t, owner.token, await conversion(owner.token, 'Primera', 'DUP-'));
    expect(first.status).toBe(200);

    const again = await save(
      t,
      general.token,
      await conversion(general.token, 'Segunda', 'DUP-', {
        vintages: [
          {
            vintage: 2019,
            serialStart: 'DUP-1500',
            serialEnd: 'DUP-2500',
            quantity: 1001,
            proof: await uploadPdd(t, general.token),
          },
        ],
      }),
    );
    expect(again.status).toBe(400);
    expect(codeOf(again)).toBe('ERROR_CONVERSION_OVERLAP');
    expect(again.body.codeMessages[0]?.message).toContain('DUP-1500');

    const twiceInOne = await save(
      t,
      owner.token,
      await conversion(owner.token, 'Doble', 'TWO-', {
        vintages: [
          {
            vintage: 2019,
            serialStart: 'TWO-1',
            serialEnd: 'TWO-10',
            quantity: 10,
            proof: await uploadPdd(t, owner.token),
          },
          {
            vintage: 2020,
            serialStart: 'TWO-10',
            serialEnd: 'TWO-20',
            quantity: 11,
            proof: await uploadPdd(t, owner.token),
          },
        ],
      }),
    );
    expect(codeOf(twiceInOne)).toBe('ERROR_CONVERSION_OVERLAP');

    const otherRegistry = await save(
      t,
      general.token,
      await conversion(general.token, 'Otro registro', 'DUP-', { originRegistry: 'goldStandard' }),
    );
    expect(otherRegistry.status).toBe(200);

    const nextRange = await save(
      t,
      general.token,
      await conversion(general.token, 'Rango siguiente', 'DUP-', {
        vintages: [
          {
            vintage: 2021,
            serialStart: 'DUP-2001',
            serialEnd: 'DUP-2100',
            quantity: 100,
            proof: await uploadPdd(t, general.token),
          },
        ],
      }),
    );
    expect(nextRange.status).toBe(200);
  });

  it('answers a clear message for bad input, never a 500', async () => {
    const backwards = await save(
      t,
      owner.token,
      await conversion(owner.token, 'Al revés', 'BAD-', {
        vintages: [
          {
            vintage: 2019,
            serialStart: 'BAD-200',
            serialEnd: 'BAD-100',
            quantity: 1,
            proof: await uploadPdd(t, owner.token),
          },
        ],
      }),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.codeMessages[0]?.field).toBe('vintages.0.serialEnd');

    const noProof = await save(t, owner.token, {
      ...(await conversion(owner.token, 'Sin prueba', 'NOP-')),
      vintages: [{ vintage: 2019, serialStart: 'NOP-1', serialEnd: 'NOP-2', quantity: 2 }],
    });
    expect(noProof.body.codeMessages[0]?.field).toBe('vintages.0.proof');

    const badRegistry = await save(t, owner.token, {
      ...(await conversion(owner.token, 'Registro desconocido', 'NOD-')),
      originRegistry: 'nowhere',
    });
    expect(badRegistry.status).toBe(400);
    expect(badRegistry.body.codeMessages[0]?.field).toBe('originRegistry');

    const strangerVintage = await save(t, owner.token, {
      ...(await conversion(owner.token, 'Ajena', 'STR-')),
      vintages: [
        { id: 999_999, vintage: 2019, serialStart: 'STR-1', serialEnd: 'STR-2', quantity: 2 },
      ],
    });
    expect(codeOf(strangerVintage)).toBe('ERROR_CONVERSION_VINTAGE_NOT_FOUND');
  });
});

describe('who may convert', () => {
  it('refuses a developer company and companies without the project permit with 403', async () => {
    const byDeveloper = await save(
      t,
      developer.token,
      await conversion(developer.token, 'Del desarrollador', 'DEV-'),
    );
    expect(byDeveloper.status).toBe(403);
  });

  it("refuses another company's conversion: read, save and download", async () => {
    const saved = await save(t, owner.token, await conversion(owner.token, 'Privada', 'PRI-'));
    const projectId = saved.body.projectId ?? 0;
    const [row] = (await read(t, owner.token, projectId)).body.conversions ?? [];

    expect((await read(t, general.token, projectId)).status).toBe(403);
    expect((await read(t, trader.token, projectId)).status).toBe(403);
    expect((await download(t, general.token, row?.id ?? 0)).status).toBe(403);
    const takeOver = await save(t, general.token, {
      ...(await conversion(general.token, 'Privada', 'PRX-')),
      projectId,
    });
    expect(takeOver.status).toBe(403);
  });

  it('links a just-uploaded proof for its own company only', async () => {
    const proof = await uploadPdd(t, owner.token, 'Previa.pdf');
    const own = await downloadTemporary(t, owner.token, proof.route);
    expect(own.status).toBe(200);
    expect(own.body.url).toBeTruthy();
    expect((await downloadTemporary(t, general.token, proof.route)).status).toBe(404);
  });
});

describe('the demo conversion', () => {
  it("is the owner's draft converted from Verra, with two vintages and their proofs", async () => {
    const [demo] = await t.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.originProjectId, 'VCS-1750'));
    const { body } = await read(t, owner.token, demo?.id ?? 0);
    expect(body.project).toMatchObject({ originRegistry: 'verra', state: 'draft' });
    expect(body.conversions?.map((row) => [row.vintage, row.quantity])).toEqual([
      [2017, 25_000],
      [2018, 40_000],
    ]);
    const link = await download(t, owner.token, body.conversions?.[0]?.id ?? 0);
    expect(link.status).toBe(200);
  });
});
