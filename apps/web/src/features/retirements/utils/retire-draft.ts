import type { Position } from '@registry/contract/ledger/ledger-api';
import type { Fuel, RetirementPurpose } from '@registry/contract/retirements/retirements-api';
import { KG_PER_TONNE } from '../../positions/utils/quantities';

export type RetireUnit = 't' | 'kg';

/**
 * What the retirement form holds, as typed: every value kept as the user left
 * it (a wrong one included), so going back from the summary or a refusal loses
 * nothing. Values of a hidden part (the LEI while a document is chosen, the
 * carbon tax for another purpose) are kept too, and left out of the request.
 */
export interface RetireDraft {
  unit: RetireUnit;
  quantity: string;
  name: string;
  countryId: string;
  identifyBy: 'document' | 'lei';
  documentTypeId: string;
  documentNumber: string;
  lei: string;
  purpose: RetirementPurpose | '';
  usingEntity: string;
  visibility: 'public' | 'private' | '';
  publicNote: string;
  observation: string;
  passiveSubjectId: string;
  fuel: Fuel | '';
  taxPeriod: string;
}

/** The form's fields, in the order they show (the first with a problem takes the focus). */
export const DRAFT_FIELDS = [
  'unit',
  'quantity',
  'name',
  'countryId',
  'identifyBy',
  'documentTypeId',
  'documentNumber',
  'lei',
  'purpose',
  'usingEntity',
  'passiveSubjectId',
  'fuel',
  'taxPeriod',
  'visibility',
  'publicNote',
  'observation',
] as const satisfies readonly (keyof RetireDraft)[];
export type DraftField = (typeof DRAFT_FIELDS)[number];

/**
 * A field's message: the form's own (its key in the retirements namespace and
 * its values) or the API's refusal, already in the user's language.
 */
export type Problem = { key: string; values?: Record<string, string | number> } | { text: string };
export type Problems = Partial<Record<DraftField, Problem>>;

/** A new form: the route's quantity and unit, everything else to fill. */
export function emptyDraft(unit: RetireUnit, quantity: string): RetireDraft {
  return {
    unit,
    quantity,
    name: '',
    countryId: '',
    identifyBy: 'document',
    documentTypeId: '',
    documentNumber: '',
    lei: '',
    purpose: '',
    usingEntity: '',
    visibility: '',
    publicNote: '',
    observation: '',
    passiveSubjectId: '',
    fuel: '',
    taxPeriod: '',
  };
}

/** The most a block retires in a unit: its kg, or its whole tonnes. */
export const maxIn = (position: Pick<Position, 'quantityKg'>, unit: RetireUnit): number =>
  unit === 'kg' ? position.quantityKg : Math.floor(position.quantityKg / KG_PER_TONNE);

/** The quantity the route asks for, as the form's first value: within the block, else empty. */
export function initialQuantity(asked: string | undefined, max: number): string {
  const value = Number(asked);
  return Number.isInteger(value) && value > 0 ? String(Math.min(value, max)) : '';
}
