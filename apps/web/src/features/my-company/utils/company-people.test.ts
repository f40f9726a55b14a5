import { describe, expect, it } from 'vitest';
import type { CompanyPerson } from '@registry/contract/company/company-person';
import { addPerson, emptyDraftFields, isDuplicatePerson, removePerson } from './company-people';

const person = (name: string, typeDocumentId: number, documentNumber: string): CompanyPerson => ({
  name,
  countryId: 1,
  country: 'Colombia',
  typeDocumentId,
  typeDocument: typeDocumentId === 11 ? 'NIT' : 'CC',
  documentNumber,
  verificationDigit: '',
});

describe('the chief executives and shareholders lists', () => {
  const maria = person('María', 11, '79123456');

  it('adds a person at the end', () => {
    const list = addPerson([maria], person('Luis', 12, '1020'));
    expect(list.map((p) => p.name)).toEqual(['María', 'Luis']);
  });

  it('silently refuses the same document type and number, however it is written', () => {
    for (const number of ['79123456', '79.123.456', '79 123 456']) {
      expect(addPerson([maria], person('Otra', 11, number))).toEqual([maria]);
      expect(isDuplicatePerson([maria], person('Otra', 11, number))).toBe(true);
    }
    expect(addPerson([person('Ana', 11, 'ab12')], person('Eva', 11, 'AB12'))).toHaveLength(1);
  });

  it('takes the same number with another document type as another person', () => {
    expect(addPerson([maria], person('María', 12, '79123456'))).toHaveLength(2);
  });

  it('removes the entry at an index only', () => {
    const luis = person('Luis', 12, '1020');
    expect(removePerson([maria, luis], 0)).toEqual([luis]);
  });

  it('requires name, country, document type and a number with letters or digits', () => {
    expect(
      emptyDraftFields({ name: ' ', countryId: '1', typeDocumentId: '', documentNumber: '.-' }),
    ).toEqual(['name', 'typeDocumentId', 'documentNumber']);
    expect(
      emptyDraftFields({ name: 'Ana', countryId: '1', typeDocumentId: '11', documentNumber: '1' }),
    ).toEqual([]);
  });
});
