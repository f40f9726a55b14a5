import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CertifiedBlock,
  CertifiedMovement,
  IssuableProject,
  Issuance,
} from '@registry/contract/ledger/certifier-api';
import { call, codeOf, type Answer } from '../../../test/kit/call';
import {
  blockAction,
  certifiedProject,
  issue,
  ledgerPost,
  positionsOf,
  transfer,
} from '../../../test/kit/ledger';
import { companyIdOf } from '../../../test/kit/projects';
import { logIn, type Session } from '../../../test/kit/session';
import { createTestApp, type TestApp } from '../../../test/test-app';

interface CertifierAnswer extends Omit<Answer, 'company'> {
  projects?: IssuableProject[];
  issuances?: Issuance[];
  blocks?: CertifiedBlock[];
  movements?: CertifiedMovement[];
}

const L = '/api/platform/ledger';

let t: TestApp;
let certifier: Session;
let developer: Session;
let owner: Session;
let ownerCompanyId: number;
let traderCompanyId: number;
let trader: Session;
let projectId: number;
let serialId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: 'accounts' });
  developer = await logIn(t, 'developer@demo.example');
  certifier = await logIn(t, 'certifier@demo.example');
  owner = await logIn(t, 'owner@demo.example');
  ownerCompanyId = await companyIdOf(t, 'owner@demo.example');
  traderCompanyId = await companyIdOf(t, 'trader@demo.example');
  trader = await logIn(t, 'trader@demo.example');
  projectId = await certifiedProject(t, { developer: developer.token, certifier: certifier.token });
  const issued = await issue(t, certifier.token, {
    projectId,
    vintage: 2025,
    monitoringPeriod: 1,
    quantity: 100,
    bufferSharePercent: 10,
  });
  if (!issued.body.serialId) throw new Error(JSON.stringify(issued.body));
  serialId = issued.body.serialId;
}, 60_000);

afterAll(async () => {
  await t.close();
});

const get = (token: string, path: string) =>
  call<CertifierAnswer>(t, 'GET', `${L}${path}`, { token });

describe('issuable projects', () => {
  it("lists the certifier's certified project with its owner", async () => {
    const { status, body } = await get(certifier.token, '/issuable-projects');
    expect(status).toBe(200);
    expect(body.projects).toContainEqual(
      expect.objectContaining({ id: projectId, state: 'certified', ownerCompanyId }),
    );
  });

  it('lists nothing for a company that certifies nothing', async () => {
    const { body } = await get(owner.token, '/issuable-projects');
    expect(body.projects).toEqual([]);
  });
});

describe("a project's credits", () => {
  it('answers the issuance and both blocks, the buffer pool and the owner', async () => {
    const { status, body } = await get(certifier.token, `/projects/${projectId}/credits`);
    expect(status).toBe(200);
    expect(body.issuances).toEqual([
      expect.objectContaining({ number: 1, vintage: 2025, quantityKg: 100_000, bufferKg: 10_000 }),
    ]);
    expect(body.blocks?.map((b) => [b.accountKind, b.quantityKg, b.status])).toEqual([
      ['buffer', 10_000, 'active'],
      ['main', 90_000, 'active'],
    ]);
    const owned = body.blocks?.find((b) => b.serialId === serialId);
    expect(owned).toMatchObject({ companyId: ownerCompanyId, vintage: 2025 });
    expect(owned?.serial).toMatch(/-2025-1-11-100$/);
  });

  it("refuses another company's caller (403) and an unknown project (404)", async () => {
    const refused = await get(owner.token, `/projects/${projectId}/credits`);
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe('ERROR_FORBIDDEN');
    const missing = await get(certifier.token, '/projects/999999/credits');
    expect(missing.status).toBe(404);
  });

  it('refuses an id that is not a number with a 400', async () => {
    const { status } = await get(certifier.token, '/projects/abc/credits');
    expect(status).toBe(400);
  });
});

describe("a company's blocks", () => {
  it("lists the owner's blocks of the certifier's projects, a locked one too", async () => {
    await blockAction(t, certifier.token, 'lock', { serialId, reason: 'audit' });
    const { status, body } = await get(certifier.token, `/companies/${ownerCompanyId}/blocks`);
    expect(status).toBe(200);
    expect(body.blocks).toEqual([
      expect.objectContaining({ serialId, quantityKg: 90_000, status: 'locked', projectId }),
    ]);
    await blockAction(t, certifier.token, 'unlock', { serialId, reason: 'audit done' });
  });

  it("shows another company's caller none of them", async () => {
    const { body } = await get(owner.token, `/companies/${ownerCompanyId}/blocks`);
    expect(body.blocks).toEqual([]);
  });
});

describe('reverse a transfer', () => {
  it('takes the block back to the sender by a new movement, once', async () => {
    const sent = await transfer(t, owner.token, {
      serialId,
      quantity: 30,
      isKg: false,
      companyId: traderCompanyId,
    });
    expect(sent.status).toBe(200);
    const listed = await get(certifier.token, `/projects/${projectId}/movements`);
    const movement = listed.body.movements?.find((item) => item.id === sent.body.movementId);
    expect(movement).toMatchObject({ kind: 'transfer', quantityKg: 30_000, isReversible: true });

    const refused = await ledgerPost(t, owner.token, `${L}/reverse`, {
      movementId: sent.body.movementId,
      reason: 'mine',
    });
    expect(refused.status).toBe(403);

    const reversed = await ledgerPost(
      t,
      certifier.token,
      `${L}/reverse`,
      { movementId: sent.body.movementId, reason: 'Sent by mistake' },
      'reverse-1',
    );
    expect(reversed.status).toBe(200);
    expect(reversed.body.quantityKg).toBe(30_000);
    const traderPositions = (await positionsOf(t, trader.token)).body.positions ?? [];
    expect(traderPositions.filter((p) => p.projectId === projectId)).toEqual([]);
    const ownerKg = ((await positionsOf(t, owner.token)).body.positions ?? [])
      .filter((p) => p.projectId === projectId)
      .reduce((sum, p) => sum + p.quantityKg, 0);
    expect(ownerKg).toBe(90_000);

    const again = await ledgerPost(t, certifier.token, `${L}/reverse`, {
      movementId: sent.body.movementId,
      reason: 'twice',
    });
    expect(again.status).toBe(400);
    expect(codeOf(again)).toBe('ERROR_LEDGER_ALREADY_REVERSED');
    const after = await get(certifier.token, `/projects/${projectId}/movements`);
    expect(after.body.movements?.[0]).toMatchObject({ kind: 'reverse', reason: 'Sent by mistake' });
    expect(after.body.movements?.find((m) => m.id === sent.body.movementId)?.isReversible).toBe(
      false,
    );
  });

  it('refuses to reverse anything but a transfer, and an unknown movement', async () => {
    const listed = await get(certifier.token, `/projects/${projectId}/movements`);
    const issued = listed.body.movements?.find((item) => item.kind === 'issue');
    const refused = await ledgerPost(t, certifier.token, `${L}/reverse`, {
      movementId: issued?.id ?? 0,
      reason: 'no',
    });
    expect(codeOf(refused)).toBe('ERROR_LEDGER_NOT_REVERSIBLE');
    const missing = await ledgerPost(t, certifier.token, `${L}/reverse`, {
      movementId: 999_999,
      reason: 'no',
    });
    expect(missing.status).toBe(404);
  });
});
