import type { UploadedFile } from '@registry/contract/files/upload';
import type {
  CorrespondingAdjustment,
  ProjectDocumentType,
} from '@registry/contract/projects/project-enums';
import type { ProjectDetail } from '@registry/contract/projects/project-api';
import type { PartyKind } from '../api/search-parties';

/** A chosen party: the company's internal id and its name to show. */
export interface PartyValue {
  id: number;
  name: string;
}

/** A document row of the form: one kept from the project (`id`) or a new upload (`file`). */
export interface DocumentRow {
  /** The row's key: `doc-{id}` or the upload's route. */
  key: string;
  id?: number;
  file?: UploadedFile;
  fileName: string;
  documentType: ProjectDocumentType;
  /** The monitoring period as typed ('' when none). */
  period: string;
  isPublic: boolean;
  /** Put up for a signature: the API refuses to remove or change it, the form offers neither. */
  isSigned?: boolean;
}

/**
 * What the form holds: the inputs' own values (text for text, date, number
 * and select inputs), converted to the contract's fields by `toProjectFields`.
 */
export interface ProjectFormValues {
  name: string;
  standardId: string;
  methodologyId: string;
  sector: string;
  type: string;
  descriptionEs: string;
  descriptionEn: string;
  descriptionPt: string;
  sdgs: string[];
  countryId: string;
  regionId: string;
  cityId: string;
  latitude: string;
  longitude: string;
  parties: Record<PartyKind, PartyValue | null>;
  creditingStart: string;
  creditingEnd: string;
  estimatedAnnualReductions: string;
  isCcpApproved: boolean;
  isCorsiaEligible: boolean;
  isArticle6Authorized: boolean;
  correspondingAdjustment: CorrespondingAdjustment;
  documents: DocumentRow[];
}

export function emptyProjectForm(
  ownParty?: { kind: PartyKind; party: PartyValue } | null,
): ProjectFormValues {
  const parties: Record<PartyKind, PartyValue | null> = {
    developer: null,
    owner: null,
    certifier: null,
    ovv: null,
  };
  if (ownParty) parties[ownParty.kind] = ownParty.party;
  return {
    name: '',
    standardId: '',
    methodologyId: '',
    sector: '',
    type: '',
    descriptionEs: '',
    descriptionEn: '',
    descriptionPt: '',
    sdgs: [],
    countryId: '',
    regionId: '',
    cityId: '',
    latitude: '',
    longitude: '',
    parties,
    creditingStart: '',
    creditingEnd: '',
    estimatedAnnualReductions: '',
    isCcpApproved: false,
    isCorsiaEligible: false,
    isArticle6Authorized: false,
    correspondingAdjustment: 'notRequired',
    documents: [],
  };
}

const idText = (value: { id: number } | null | undefined) => (value ? String(value.id) : '');
const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form's values for a saved project. */
export function projectFormValues(project: ProjectDetail): ProjectFormValues {
  const party = (value: { id: number; name: string } | null) =>
    value ? { id: value.id, name: value.name } : null;
  return {
    ...emptyProjectForm(),
    name: project.name,
    standardId: idText(project.standard),
    methodologyId: idText(project.methodology),
    sector: project.sector ?? '',
    type: project.type ?? '',
    descriptionEs: project.descriptionEs ?? '',
    descriptionEn: project.descriptionEn ?? '',
    descriptionPt: project.descriptionPt ?? '',
    sdgs: (project.sdgs ?? []).map(String),
    countryId: idText(project.country),
    regionId: idText(project.region),
    cityId: idText(project.city),
    latitude: numberText(project.latitude),
    longitude: numberText(project.longitude),
    parties: {
      developer: party(project.developer),
      owner: party(project.owner),
      certifier: party(project.certifier),
      ovv: party(project.ovv),
    },
    creditingStart: project.creditingStart ?? '',
    creditingEnd: project.creditingEnd ?? '',
    estimatedAnnualReductions: numberText(project.estimatedAnnualReductions),
    isCcpApproved: project.isCcpApproved ?? false,
    isCorsiaEligible: project.isCorsiaEligible ?? false,
    isArticle6Authorized: project.isArticle6Authorized ?? false,
    correspondingAdjustment: project.correspondingAdjustment ?? 'notRequired',
    documents: project.documents.map((document) => ({
      key: `doc-${document.id}`,
      id: document.id,
      fileName: document.fileName,
      documentType: document.documentType,
      period: numberText(document.period),
      isPublic: document.isPublic,
      isSigned: document.isSigned,
    })),
  };
}
