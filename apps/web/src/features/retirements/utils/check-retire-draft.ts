import type { Position } from '@registry/contract/ledger/ledger-api';
import {
  MAX_OBSERVATION,
  MAX_PUBLIC_NOTE,
  TAX_PERIOD_PATTERN,
} from '@registry/contract/retirements/retirements-api';
import { isValidLei, LEI_PATTERN } from '@registry/contract/retirements/lei';
import { maxIn, type Problems, type RetireDraft } from './retire-draft';

/** The LEI as the API reads it: trimmed, in capitals. */
export const normalLei = (lei: string): string => lei.trim().toUpperCase();

function checkQuantity(draft: RetireDraft, position: Position, found: Problems): void {
  if (draft.unit === 'kg' && !position.divisible) {
    found.unit = { key: 'problems.kgOnWholeTonnes' };
    return;
  }
  const max = maxIn(position, draft.unit);
  const value = Number(draft.quantity);
  if (draft.quantity.trim() === '' || !Number.isInteger(value) || value < 1 || value > max) {
    found.quantity = { key: 'problems.quantity', values: { max, unit: draft.unit } };
  }
}

function checkBeneficiary(draft: RetireDraft, found: Problems): void {
  if (draft.name.trim() === '') found.name = { key: 'problems.name' };
  if (draft.countryId === '') found.countryId = { key: 'problems.country' };
  if (draft.identifyBy === 'lei') {
    const lei = normalLei(draft.lei);
    if (lei === '') found.lei = { key: 'problems.leiRequired' };
    else if (!LEI_PATTERN.test(lei)) found.lei = { key: 'problems.leiFormat' };
    else if (!isValidLei(lei)) found.lei = { key: 'problems.leiCheckDigits' };
    return;
  }
  if (draft.documentTypeId === '') found.documentTypeId = { key: 'problems.documentType' };
  if (draft.documentNumber.trim() === '') found.documentNumber = { key: 'problems.documentNumber' };
}

function checkCarbonTax(draft: RetireDraft, found: Problems): void {
  if (draft.passiveSubjectId === '') found.passiveSubjectId = { key: 'problems.passiveSubject' };
  if (draft.fuel === '') found.fuel = { key: 'problems.fuel' };
  if (!TAX_PERIOD_PATTERN.test(draft.taxPeriod.trim()))
    found.taxPeriod = { key: 'problems.taxPeriod' };
}

/**
 * What is wrong with the form, field by field (empty when it can go to the
 * summary): the checks of the contract's RetireRequestSchema, each with its
 * own message, plus the block's limits.
 */
export function checkRetireDraft(draft: RetireDraft, position: Position): Problems {
  const found: Problems = {};
  checkQuantity(draft, position, found);
  checkBeneficiary(draft, found);
  if (draft.purpose === '') found.purpose = { key: 'problems.purpose' };
  if (draft.usingEntity.trim() === '') found.usingEntity = { key: 'problems.usingEntity' };
  if (draft.purpose === 'carbonTax') checkCarbonTax(draft, found);
  if (draft.visibility === '') found.visibility = { key: 'problems.visibility' };
  const note = draft.publicNote.trim().length;
  if (note > MAX_PUBLIC_NOTE) {
    found.publicNote = {
      key: 'problems.publicNote',
      values: { length: note, max: MAX_PUBLIC_NOTE },
    };
  }
  const observation = draft.observation.trim().length;
  if (observation > MAX_OBSERVATION) {
    found.observation = {
      key: 'problems.observation',
      values: { length: observation, max: MAX_OBSERVATION },
    };
  }
  return found;
}
