import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Language } from '@registry/contract/common/language';
import {
  type CompanyPerson,
  type CompanyPersonInputSchema,
  personKey,
} from '@registry/contract/company/company-person';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { type CompanyPersonRole, companyPeople } from '../../db/schema/company-profile';
import { pickText } from '../../db/schema/localized';
import { countries, typeDocuments } from '../../db/schema/reference';
import type { MissingItem } from './missing-items';

export type PersonInput = z.output<typeof CompanyPersonInputSchema>;

/** The company's chief executives and shareholders, in the order they were added. */
export async function loadPeople(
  db: Db | Tx,
  lng: Language,
  companyId: number,
): Promise<{ ceos: CompanyPerson[]; shareholders: CompanyPerson[] }> {
  const rows = await db
    .select({
      person: companyPeople,
      country: countries.name,
      typeDocument: typeDocuments.description,
    })
    .from(companyPeople)
    .innerJoin(countries, eq(countries.id, companyPeople.countryId))
    .innerJoin(typeDocuments, eq(typeDocuments.id, companyPeople.typeDocumentId))
    .where(eq(companyPeople.companyId, companyId))
    .orderBy(asc(companyPeople.position), asc(companyPeople.id));
  const toEntry = ({ person, country, typeDocument }: (typeof rows)[number]): CompanyPerson => ({
    countryId: person.countryId,
    country: pickText(country, lng),
    typeDocumentId: person.typeDocumentId,
    typeDocument: pickText(typeDocument, lng),
    documentNumber: person.documentNumber,
    name: person.name,
    verificationDigit: person.verificationDigit,
  });
  return {
    ceos: rows.filter((row) => row.person.role === 'ceo').map(toEntry),
    shareholders: rows.filter((row) => row.person.role === 'shareholder').map(toEntry),
  };
}

/**
 * What is wrong with one list of the due-diligence save: empty (requiredCode),
 * an unknown country, a document type that is not the country's (nor a generic
 * one), or a second entry with the same document type and number.
 */
export async function checkPeople(
  db: Db,
  field: 'ceo' | 'shareholders',
  people: readonly PersonInput[],
  requiredCode: 'ERROR_CEO_REQUIRED' | 'ERROR_SHAREHOLDER_REQUIRED',
): Promise<MissingItem[]> {
  if (people.length === 0) return [{ code: requiredCode, field }];
  const countryIds = [...new Set(people.map((p) => p.countryId))];
  const typeIds = [...new Set(people.map((p) => p.typeDocumentId))];
  const knownCountries = await db
    .select({ id: countries.id })
    .from(countries)
    .where(and(inArray(countries.id, countryIds), eq(countries.active, true)));
  const knownTypes = await db
    .select({ id: typeDocuments.id, countryId: typeDocuments.countryId })
    .from(typeDocuments)
    .where(and(inArray(typeDocuments.id, typeIds), eq(typeDocuments.active, true)));
  const countrySet = new Set(knownCountries.map((c) => c.id));
  const items: MissingItem[] = [];
  const seen = new Set<string>();
  people.forEach((person, index) => {
    const params = { name: person.name };
    if (!countrySet.has(person.countryId)) {
      items.push({ code: 'ERROR_PERSON_COUNTRY', field: `${field}.${index}.countryId`, params });
    }
    const type = knownTypes.find((t) => t.id === person.typeDocumentId);
    if (!type || (type.countryId !== null && type.countryId !== person.countryId)) {
      items.push({
        code: 'ERROR_PERSON_TYPE_DOCUMENT',
        field: `${field}.${index}.typeDocumentId`,
        params,
      });
    }
    const key = personKey(person);
    if (seen.has(key)) {
      items.push({ code: 'ERROR_PERSON_DUPLICATE', field: `${field}.${index}`, params });
    }
    seen.add(key);
  });
  return items;
}

/** Replaces the company's list of one role with the given entries, in their order. */
export async function replacePeople(
  tx: Tx,
  companyId: number,
  role: CompanyPersonRole,
  people: readonly PersonInput[],
): Promise<void> {
  await tx
    .delete(companyPeople)
    .where(and(eq(companyPeople.companyId, companyId), eq(companyPeople.role, role)));
  if (people.length === 0) return;
  await tx.insert(companyPeople).values(
    people.map((person, position) => ({
      companyId,
      role,
      name: person.name,
      countryId: person.countryId,
      typeDocumentId: person.typeDocumentId,
      documentNumber: person.documentNumber,
      verificationDigit: person.verificationDigit,
      position,
    })),
  );
}
