import type { Position } from '@registry/contract/ledger/ledger-api';
import type { Country } from '@registry/contract/platform/list-countries';
import type { TypeDocument } from '@registry/contract/platform/list-type-documents';
import type { PassiveSubject, RetireRequest } from '@registry/contract/retirements/retirements-api';
import type { RetireDraft } from './retire-draft';
import { toRetireRequest } from './to-retire-request';

/** What the form hands to the summary: the draft (to go back to), the request, and the names of its ids. */
export interface RetireChoice {
  draft: RetireDraft;
  request: RetireRequest;
  countryName: string;
  documentTypeName: string | null;
  passiveSubject: PassiveSubject | null;
}

interface Lists {
  countries: readonly Country[];
  documentTypes: readonly TypeDocument[];
  passiveSubjects: readonly PassiveSubject[];
}

/** A checked draft as the summary shows it and the API receives it. */
export function toRetireChoice(draft: RetireDraft, position: Position, lists: Lists): RetireChoice {
  const request = toRetireRequest(draft, position);
  const { countryId, documentTypeId } = request.beneficiary;
  const passiveSubjectId = request.carbonTax?.passiveSubjectCompanyId;
  return {
    draft,
    request,
    countryName: lists.countries.find((country) => country.id === countryId)?.name ?? '',
    documentTypeName:
      documentTypeId === null
        ? null
        : (lists.documentTypes.find((type) => type.id === documentTypeId)?.description ?? ''),
    passiveSubject:
      lists.passiveSubjects.find((subject) => subject.id === passiveSubjectId) ?? null,
  };
}
