import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leiCheckDigits } from '@registry/contract/retirements/lei';
import type { RetireRequest } from '@registry/contract/retirements/retirements-api';
import { addMember } from '../../../test/kit/companies';
import {
  convert,
  freshIssuance,
  ledgerLeaves,
  ledgerPost,
  openLedgerScene,
  ownerKgOf,
  type LedgerScene,
} from '../../../test/kit/ledger';
import { companyIdOf } from '../../../test/kit/projects';
import { logIn } from '../../../test/kit/session';
import type { TestApp } from '../../../test/test-app';
import { blocks } from '../../db/schema/blocks';
import { retirements } from '../../db/schema/retirements';
import { checkLedgerInvariants } from './invariants';
import { checkLogReplay } from './log-replay-check';

let s: LedgerScene;
let t: TestApp;
let passiveSubjectId: number;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  s = await openLedgerScene();
  t = s.t;
  passiveSubjectId = await companyIdOf(t, 'passivesubject@demo.example');
}, 60_000);

afterAll(async () => {
  await t.close();
});

/** A valid LEI: 18 characters and their check digits. */
const LEI = `5493001KJTIIGC8Y1R${leiCheckDigits('5493001KJTIIGC8Y1R')}`;

function request(serialId: number, overrides: Partial<RetireRequest> = {}): RetireRequest {
  return {
    serialId,
    quantity: 1,
    isKg: false,
    beneficiary: {
      name: 'Café Andino S.A.S.',
      countryId: 1,
      documentTypeId: 1,
      documentNumber: '900111222',
      lei: '',
    },
    purpose: 'voluntary',
    usingEntity: 'Café Andino S.A.S.',
    isPublic: true,
    publicNote: 'Compensación de las emisiones de 2025, alcance 1 y 2.',
    observation: '',
    carbonTax: null,
    ...overrides,
  };
}

const retire = (body: object, token = s.owner.token, key?: string) =>
  ledgerPost(t, token, '/api/platform/projectCompanyTransfer/retire', body, key);

const codeOf = (answer: Awaited<ReturnType<typeof retire>>) =>
  answer.body.codeMessages?.[0]?.codeMessage;

const retirementOf = async (emitCertificationId: string | undefined) => {
  const [row] = await t.database.db
    .select()
    .from(retirements)
    .where(eq(retirements.emitCertificationId, emitCertificationId ?? ''));
  return row;
};

describe('retiring credits', () => {
  it('retires part of a block for good, numbers its certificate and leaves a sound ledger', async () => {
    const { serialId } = await freshIssuance(t, s.certifier.token, s.projectId, 10);
    const answer = await retire(request(serialId, { quantity: 3 }));
    expect(answer.status).toBe(200);
    expect(answer.body.emitCertificationId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(answer.body.certificateNumber).toMatch(new RegExp(`^[A-Z]+-RET-${year}-\\d+$`));
    expect(answer.body.quantityKg).toBe(3000);
    // The rest stays the owner's; the retired block is no position any more.
    expect(await ownerKgOf(s, serialId)).toBe(7000);
    expect(await ownerKgOf(s, answer.body.serialId ?? 0)).toBeUndefined();
    const [retired] = await t.database.db
      .select()
      .from(blocks)
      .where(eq(blocks.id, answer.body.serialId ?? 0));
    expect(retired).toMatchObject({ status: 'retired', toKg: retired!.fromKg + 2999 });
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
    expect(await checkLogReplay(t.database.db)).toEqual([]);
  });

  it('writes a leaf whose beneficiary and note are commitments the certificate opens, never in clear', async () => {
    const { serialId } = await freshIssuance(t, s.certifier.token, s.projectId, 2);
    const answer = await retire(request(serialId));
    const [leaf] = await ledgerLeaves(t, (l) => l.movementId === answer.body.movementId);
    expect(leaf?.kind).toBe('ledger.retire');
    const row = await retirementOf(answer.body.emitCertificationId);
    const hash = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(leaf?.retirement).toEqual({
      beneficiary: hash(`${canonicalize(row!.beneficiary)}:${row!.beneficiarySalt}`),
      certificate: answer.body.certificateNumber,
      note: hash(`${row!.publicNote}:${row!.noteSalt}`),
      purpose: 'voluntary',
    });
    expect(JSON.stringify(leaf)).not.toContain('Café Andino');
    expect(JSON.stringify(leaf)).not.toContain('Compensación');
  });

  it('numbers certificates without gaps: a refused retirement takes no number', async () => {
    const { serialId } = await freshIssuance(t, s.certifier.token, s.projectId, 2);
    const first = await retire(request(serialId));
    expect(codeOf(await retire(request(serialId, { quantity: 5 })))).toBe(
      'ERROR_LEDGER_NOT_ENOUGH',
    );
    const second = await retire(request(serialId));
    const sequence = (answer: typeof first) =>
      Number(answer.body.certificateNumber?.split('-').at(-1));
    expect(sequence(second)).toBe(sequence(first) + 1);
  });

  it('retires kg of a block converted to kg, and refuses kg of a block in whole tonnes', async () => {
    const { serialId } = await freshIssuance(t, s.certifier.token, s.projectId, 3);
    const refused = await retire(request(serialId, { quantity: 250, isKg: true }));
    expect([refused.status, codeOf(refused)]).toEqual([400, 'ERROR_LEDGER_NOT_DIVISIBLE']);
    const converted = await convert(t, s.owner.token, { serialId, quantity: 1 });
    const kgBlock = converted.body.serialId ?? 0;
    const answer = await retire(request(kgBlock, { quantity: 250, isKg: true }));
    expect(answer.status).toBe(200);
    expect(answer.body.quantityKg).toBe(250);
    expect(await ownerKgOf(s, kgBlock)).toBe(750);
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });

  it('refuses a retired block again, more than held, and a caller without the retire permit', async () => {
    const { serialId } = await freshIssuance(t, s.certifier.token, s.projectId, 1);
    const whole = await retire(request(serialId));
    expect(whole.body.serialId).toBe(serialId);
    const again = await retire(request(serialId));
    expect([again.status, codeOf(again)]).toEqual([400, 'ERROR_LEDGER_BLOCK_NOT_ACTIVE']);

    const other = await freshIssuance(t, s.certifier.token, s.projectId, 1);
    const member = await addMember(t, { id: s.ownerCompanyId }, { permits: ['transfer'] });
    const withoutPermit = await logIn(t, member.email);
    const refused = await retire(request(other.serialId), withoutPermit.token);
    expect(refused.status).toBe(403);
    expect(await ownerKgOf(s, other.serialId)).toBe(1000);
  });

  it('refuses what the form must not send: a note over 256 characters, an LEI whose check digits fail, a beneficiary without a document', async () => {
    const { serialId } = await freshIssuance(t, s.certifier.token, s.projectId, 1);
    const fieldOf = async (body: object) => {
      const answer = await retire(body);
      expect(answer.status).toBe(400);
      return answer.body.codeMessages?.map((m) => m.field);
    };
    expect(await fieldOf(request(serialId, { publicNote: 'n'.repeat(257) }))).toEqual([
      'publicNote',
    ]);
    const beneficiary = request(serialId).beneficiary;
    const wrongLei = `${LEI.slice(0, 18)}${LEI.endsWith('00') ? '01' : '00'}`;
    expect(
      await fieldOf(request(serialId, { beneficiary: { ...beneficiary, lei: wrongLei } })),
    ).toEqual(['beneficiary.lei']);
    expect(
      await fieldOf(
        request(serialId, {
          beneficiary: { ...beneficiary, documentTypeId: null, documentNumber: '' },
        }),
      ),
    ).toEqual(['beneficiary.documentTypeId', 'beneficiary.documentNumber']);
    // An LEI stands for the document.
    const withLei = await retire(
      request(serialId, {
        beneficiary: { ...beneficiary, documentTypeId: null, documentNumber: '', lei: LEI },
      }),
    );
    expect(withLei.status).toBe(200);
  });

  it('needs a passive subject of the registry for carbon tax', async () => {
    const { serialId } = await freshIssuance(t, s.certifier.token, s.projectId, 2);
    const carbonTax = {
      passiveSubjectCompanyId: passiveSubjectId,
      fuel: 'diesel',
      taxPeriod: '2026-10',
    } as const;
    const without = await retire(request(serialId, { purpose: 'carbonTax' }));
    expect(without.body.codeMessages?.map((m) => m.field)).toEqual(['carbonTax']);
    const notPassive = await retire(
      request(serialId, {
        purpose: 'carbonTax',
        carbonTax: { ...carbonTax, passiveSubjectCompanyId: s.traderCompanyId },
      }),
    );
    expect(codeOf(notPassive)).toBe('ERROR_RETIREMENT_PASSIVE_SUBJECT_NOT_FOUND');
    const answer = await retire(request(serialId, { purpose: 'carbonTax', carbonTax }));
    expect(answer.status).toBe(200);
    expect(await retirementOf(answer.body.emitCertificationId)).toMatchObject({
      purpose: 'carbonTax',
      passiveSubjectCompanyId: passiveSubjectId,
      fuel: 'diesel',
      taxPeriod: '2026-10',
    });
  });

  it('answers the first answer again for the same Idempotency-Key, with one certificate', async () => {
    const { serialId } = await freshIssuance(t, s.certifier.token, s.projectId, 2);
    const first = await retire(request(serialId), s.owner.token, 'retire-once');
    const again = await retire(request(serialId), s.owner.token, 'retire-once');
    expect(again.body.emitCertificationId).toBe(first.body.emitCertificationId);
    expect(await ownerKgOf(s, serialId)).toBe(1000);
  });

  it('lets concurrent retirements of one block take exactly what it holds, numbered one after another', async () => {
    const { serialId } = await freshIssuance(t, s.certifier.token, s.projectId, 3);
    const answers = await Promise.all(Array.from({ length: 5 }, () => retire(request(serialId))));
    const done = answers.filter((answer) => answer.status === 200);
    expect(done).toHaveLength(3);
    const sequences = done
      .map((answer) => Number(answer.body.certificateNumber?.split('-').at(-1)))
      .sort((a, b) => a - b);
    expect(sequences).toEqual([sequences[0], sequences[0]! + 1, sequences[0]! + 2]);
    expect(await ownerKgOf(s, serialId)).toBeUndefined();
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });
});
