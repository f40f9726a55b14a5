import type { Position } from '@registry/contract/ledger/ledger-api';
import type { RetireRequest } from '@registry/contract/retirements/retirements-api';
import { normalLei } from './check-retire-draft';
import type { RetireDraft } from './retire-draft';

/**
 * The request of a checked draft (checkRetireDraft found nothing): texts
 * trimmed, the beneficiary named by its document or its LEI, the carbon tax
 * only for that purpose.
 */
export function toRetireRequest(draft: RetireDraft, position: Position): RetireRequest {
  const { purpose, fuel } = draft;
  if (purpose === '' || (purpose === 'carbonTax' && fuel === '')) {
    throw new Error('toRetireRequest needs a draft checkRetireDraft passed');
  }
  const isLei = draft.identifyBy === 'lei';
  return {
    serialId: position.serialId,
    quantity: Number(draft.quantity),
    isKg: draft.unit === 'kg',
    beneficiary: {
      name: draft.name.trim(),
      countryId: Number(draft.countryId),
      documentTypeId: isLei ? null : Number(draft.documentTypeId),
      documentNumber: isLei ? '' : draft.documentNumber.trim(),
      lei: isLei ? normalLei(draft.lei) : '',
    },
    purpose,
    usingEntity: draft.usingEntity.trim(),
    isPublic: draft.visibility === 'public',
    publicNote: draft.publicNote.trim(),
    observation: draft.observation.trim(),
    carbonTax:
      purpose === 'carbonTax' && fuel !== ''
        ? {
            passiveSubjectCompanyId: Number(draft.passiveSubjectId),
            fuel,
            taxPeriod: draft.taxPeriod.trim(),
          }
        : null,
  };
}
