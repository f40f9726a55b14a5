import {
  personKey,
  type CompanyPerson,
  type CompanyPersonInput,
} from '@registry/contract/company/company-person';
import { normalizeDocumentNumber } from '@registry/contract/auth/register';

/** The add row of the chief executives or shareholders list, as typed. */
export interface PersonDraft {
  name: string;
  countryId: string;
  typeDocumentId: string;
  documentNumber: string;
}

export const EMPTY_PERSON_DRAFT: PersonDraft = {
  name: '',
  countryId: '',
  typeDocumentId: '',
  documentNumber: '',
};

/** The add row's fields that are still empty (spec section 5: all four are required). */
export function emptyDraftFields(draft: PersonDraft): (keyof PersonDraft)[] {
  const fields: (keyof PersonDraft)[] = ['name', 'countryId', 'typeDocumentId', 'documentNumber'];
  return fields.filter((field) =>
    field === 'documentNumber'
      ? normalizeDocumentNumber(draft.documentNumber) === ''
      : draft[field].trim() === '',
  );
}

/** Whether the list already has someone with that document type and number. */
export function isDuplicatePerson(
  list: readonly CompanyPerson[],
  person: Pick<CompanyPerson, 'typeDocumentId' | 'documentNumber'>,
): boolean {
  const key = personKey(person);
  return list.some((entry) => personKey(entry) === key);
}

/**
 * The list with the person added at the end, or the same list when a person
 * with the same document type and number is already in it (spec section 5:
 * a duplicate is silently refused).
 */
export function addPerson(list: readonly CompanyPerson[], person: CompanyPerson): CompanyPerson[] {
  return isDuplicatePerson(list, person) ? [...list] : [...list, person];
}

/** The list without the entry at the index. */
export function removePerson(list: readonly CompanyPerson[], index: number): CompanyPerson[] {
  return list.filter((_, at) => at !== index);
}

/** A person of the list as the due-diligence save sends it. */
export function toPersonInput(person: CompanyPerson): CompanyPersonInput {
  return {
    name: person.name,
    countryId: person.countryId,
    typeDocumentId: person.typeDocumentId,
    documentNumber: person.documentNumber,
    verificationDigit: person.verificationDigit,
  };
}
