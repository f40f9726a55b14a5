import type { CodeMessage } from '@registry/contract/common/envelope';
import { ApiError } from '../../../lib/api-client';
import type { DraftField, Problems } from './retire-draft';

/** The request's fields (dotted, as the API names them) and the form field each was typed in. */
const FIELD_OF_PATH: Record<string, DraftField> = {
  quantity: 'quantity',
  isKg: 'unit',
  'beneficiary.name': 'name',
  'beneficiary.countryId': 'countryId',
  'beneficiary.documentTypeId': 'documentTypeId',
  'beneficiary.documentNumber': 'documentNumber',
  'beneficiary.lei': 'lei',
  purpose: 'purpose',
  usingEntity: 'usingEntity',
  isPublic: 'visibility',
  publicNote: 'publicNote',
  observation: 'observation',
  carbonTax: 'passiveSubjectId',
  'carbonTax.passiveSubjectCompanyId': 'passiveSubjectId',
  'carbonTax.fuel': 'fuel',
  'carbonTax.taxPeriod': 'taxPeriod',
};

/** Refusals about a value of the form that name no field. */
const FIELD_OF_CODE: Record<string, DraftField> = {
  ERROR_LEDGER_NOT_ENOUGH: 'quantity',
  ERROR_LEDGER_QUANTITY: 'quantity',
  ERROR_LEDGER_NOT_DIVISIBLE: 'unit',
  ERROR_RETIREMENT_PASSIVE_SUBJECT_NOT_FOUND: 'passiveSubjectId',
  ERROR_RETIREMENT_BENEFICIARY_REFERENCE: 'countryId',
};

function fieldOf(item: CodeMessage): DraftField | undefined {
  return (item.field && FIELD_OF_PATH[item.field]) || FIELD_OF_CODE[item.codeMessage];
}

/**
 * The form fields a refusal is about, each with the API's message (in the
 * user's language): the user goes back to the form to change them. Empty when
 * the refusal is about nothing the form holds (a locked block, a suspended
 * project): then only the summary's alert says it.
 */
export function refusalProblems(error: unknown): Problems {
  const messages = error instanceof ApiError ? error.codeMessages : [];
  const found: Problems = {};
  for (const item of messages) {
    const field = fieldOf(item);
    if (!field || !item.message) continue;
    const earlier = found[field];
    found[field] = {
      text: earlier && 'text' in earlier ? `${earlier.text} ${item.message}` : item.message,
    };
  }
  return found;
}
