import { useState } from 'react';
import type { TypeDocument } from '@registry/contract/platform/list-type-documents';
import type { ListCountryTypeDocumentsResponse } from '@registry/contract/platform/list-country-type-documents';
import { useTypeDocuments } from '../api/type-documents';

/**
 * The document types of a country (spec section 4, document-type block): the
 * list of the last answer with status 1. An answer with another status, or a
 * failed call, updates nothing (spec section 8). null until a list arrives.
 */
export function useDocumentTypes(countryId: number | null): TypeDocument[] | null {
  const answer = useTypeDocuments(countryId).data;
  const [kept, setKept] = useState<{
    source: ListCountryTypeDocumentsResponse | null;
    list: TypeDocument[] | null;
  }>({ source: null, list: null });
  if (answer && answer.status === 1 && answer !== kept.source) {
    setKept({ source: answer, list: answer.typesDocuments });
  }
  return answer && answer.status === 1 ? answer.typesDocuments : kept.list;
}
