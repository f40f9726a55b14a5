import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { positionRow } from '../../positions/test/positions-handlers';
import { refusalProblems } from './refusal-problems';
import { retirePathOf } from './retire-path';

const refused = (...codeMessages: { codeMessage: string; message: string; field?: string }[]) =>
  new ApiError('refused', 400, codeMessages);

describe('refusalProblems', () => {
  it('puts a field’s message, or a message about a form value, under its field', () => {
    expect(
      refusalProblems(
        refused(
          { codeMessage: 'ERROR_INVALID_FIELD', message: 'Bad LEI.', field: 'beneficiary.lei' },
          { codeMessage: 'ERROR_LEDGER_NOT_ENOUGH', message: 'Not enough.' },
          { codeMessage: 'ERROR_RETIREMENT_PASSIVE_SUBJECT_NOT_FOUND', message: 'No subject.' },
        ),
      ),
    ).toEqual({
      lei: { text: 'Bad LEI.' },
      quantity: { text: 'Not enough.' },
      passiveSubjectId: { text: 'No subject.' },
    });
  });

  it('names no field for a refusal the form cannot change, nor for a failed connection', () => {
    expect(
      refusalProblems(refused({ codeMessage: 'ERROR_LEDGER_FROZEN', message: 'Suspended.' })),
    ).toEqual({});
    expect(refusalProblems(new TypeError('Failed to fetch'))).toEqual({});
  });
});

describe('retirePathOf', () => {
  it('asks for the whole block: kg of a divisible one, tonnes of the others, with its sub-account', () => {
    expect(retirePathOf(positionRow({ quantityKg: 10_000 }))).toBe(
      '/emit-certification/7/1/10/false',
    );
    expect(
      retirePathOf(
        positionRow({ serialId: 2, quantityKg: 2500, divisible: true, subAccountId: 30 }),
      ),
    ).toBe('/emit-certification/7/2/2500/true/30');
  });
});
