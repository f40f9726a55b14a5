import { describe, expect, it } from 'vitest';
import { leiCheckDigits } from '@registry/contract/retirements/lei';
import { RetireRequestSchema } from '@registry/contract/retirements/retirements-api';
import { positionRow } from '../../positions/test/positions-handlers';
import { checkRetireDraft } from './check-retire-draft';
import { emptyDraft, type RetireDraft } from './retire-draft';
import { toRetireRequest } from './to-retire-request';

const LEI = `529900T8BM49AURSDO${leiCheckDigits('529900T8BM49AURSDO')}`;
const BLOCK = positionRow({ quantityKg: 10_000 });
const KG_BLOCK = positionRow({ quantityKg: 2500, divisible: true });

const draft = (overrides: Partial<RetireDraft> = {}): RetireDraft => ({
  ...emptyDraft('t', '10'),
  name: ' Fundación Mar Azul ',
  countryId: '1',
  documentTypeId: '2',
  documentNumber: '900123456',
  purpose: 'voluntary',
  usingEntity: 'Compensa',
  visibility: 'public',
  ...overrides,
});

describe('checkRetireDraft', () => {
  it('passes a complete draft, whose request the contract accepts', () => {
    expect(checkRetireDraft(draft(), BLOCK)).toEqual({});
    const request = toRetireRequest(draft(), BLOCK);
    expect(request.beneficiary.name).toBe('Fundación Mar Azul');
    expect(RetireRequestSchema.safeParse(request).success).toBe(true);
  });

  it.each([
    ['0', 'problems.quantity'],
    ['11', 'problems.quantity'],
    ['2.5', 'problems.quantity'],
    ['', 'problems.quantity'],
  ])('refuses %j tonnes of a 10 t block', (quantity, key) => {
    expect(checkRetireDraft(draft({ quantity }), BLOCK).quantity).toEqual({
      key,
      values: { max: 10, unit: 't' },
    });
  });

  it('retires a divisible block in kg or whole tonnes, a whole-tonne block only in tonnes', () => {
    expect(checkRetireDraft(draft({ unit: 'kg', quantity: '2500' }), KG_BLOCK)).toEqual({});
    expect(checkRetireDraft(draft({ unit: 't', quantity: '2' }), KG_BLOCK)).toEqual({});
    expect(checkRetireDraft(draft({ unit: 't', quantity: '3' }), KG_BLOCK).quantity).toBeDefined();
    expect(checkRetireDraft(draft({ unit: 'kg', quantity: '5' }), BLOCK)).toEqual({
      unit: { key: 'problems.kgOnWholeTonnes' },
    });
  });

  it('takes an LEI (any case) in place of a document, and checks its digits', () => {
    const byLei = draft({ identifyBy: 'lei', documentTypeId: '', documentNumber: '' });
    expect(checkRetireDraft({ ...byLei, lei: LEI.toLowerCase() }, BLOCK)).toEqual({});
    expect(toRetireRequest({ ...byLei, lei: ` ${LEI.toLowerCase()} ` }, BLOCK).beneficiary).toEqual(
      {
        name: 'Fundación Mar Azul',
        countryId: 1,
        documentTypeId: null,
        documentNumber: '',
        lei: LEI,
      },
    );
    // One more in the check digits leaves 2, not 1, when divided by 97.
    const wrongDigits = `${LEI.slice(0, 18)}${String(Number(LEI.slice(18)) + 1).padStart(2, '0')}`;
    expect(checkRetireDraft({ ...byLei, lei: wrongDigits }, BLOCK).lei).toEqual({
      key: 'problems.leiCheckDigits',
    });
    expect(checkRetireDraft({ ...byLei, lei: 'X' }, BLOCK).lei).toEqual({
      key: 'problems.leiFormat',
    });
    expect(checkRetireDraft(byLei, BLOCK).lei).toEqual({ key: 'problems.leiRequired' });
  });

  it('asks a carbon tax for its three parts and sends them only for that purpose', () => {
    const carbon = draft({ purpose: 'carbonTax' });
    expect(Object.keys(checkRetireDraft(carbon, BLOCK)).sort()).toEqual([
      'fuel',
      'passiveSubjectId',
      'taxPeriod',
    ]);
    const complete = {
      ...carbon,
      passiveSubjectId: '60',
      fuel: 'coal' as const,
      taxPeriod: '2025',
    };
    expect(checkRetireDraft(complete, BLOCK)).toEqual({});
    expect(toRetireRequest(complete, BLOCK).carbonTax).toEqual({
      passiveSubjectCompanyId: 60,
      fuel: 'coal',
      taxPeriod: '2025',
    });
    // Kept in the form, left out of another purpose's request.
    expect(toRetireRequest({ ...complete, purpose: 'other' }, BLOCK).carbonTax).toBeNull();
  });

  it('refuses a public note over 256 characters and an observation over 1000', () => {
    expect(checkRetireDraft(draft({ publicNote: 'n'.repeat(256) }), BLOCK)).toEqual({});
    expect(checkRetireDraft(draft({ publicNote: 'n'.repeat(257) }), BLOCK).publicNote).toEqual({
      key: 'problems.publicNote',
      values: { length: 257, max: 256 },
    });
    expect(checkRetireDraft(draft({ observation: 'o'.repeat(1001) }), BLOCK).observation).toEqual({
      key: 'problems.observation',
      values: { length: 1001, max: 1000 },
    });
  });
});
