import type { ProjectDocumentInput } from '@registry/contract/projects/project-fields';
import type { SaveProjectRequest } from '@registry/contract/projects/project-api';
import type { ProjectFormValues } from './project-form-values';

/** A typed number: '' is nothing, anything else its number (NaN stays, and fails the schema). */
function toNumber(value: string): number | undefined {
  const trimmed = value.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

function toText(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}

/** The fields of the form as the contract names them; empty inputs are left out. */
export function toProjectFields(values: ProjectFormValues) {
  return {
    name: values.name,
    standardId: toNumber(values.standardId),
    methodologyId: toNumber(values.methodologyId),
    sector: toText(values.sector),
    type: toText(values.type),
    descriptionEs: toText(values.descriptionEs),
    descriptionEn: toText(values.descriptionEn),
    descriptionPt: values.descriptionPt.trim(),
    sdgs: values.sdgs.map(Number).sort((a, b) => a - b),
    countryId: toNumber(values.countryId),
    regionId: toNumber(values.regionId),
    cityId: toNumber(values.cityId),
    latitude: toNumber(values.latitude),
    longitude: toNumber(values.longitude),
    area: null,
    areaHectares: null,
    developerCompanyId: values.parties.developer?.id,
    ownerCompanyId: values.parties.owner?.id,
    certifierCompanyId: values.parties.certifier?.id,
    ovvCompanyId: values.parties.ovv?.id,
    creditingStart: toText(values.creditingStart),
    creditingEnd: toText(values.creditingEnd),
    estimatedAnnualReductions: toNumber(values.estimatedAnnualReductions),
    isCcpApproved: values.isCcpApproved,
    isCorsiaEligible: values.isCorsiaEligible,
    isArticle6Authorized: values.isArticle6Authorized,
    correspondingAdjustment: values.correspondingAdjustment,
  };
}

export function toDocumentInputs(values: ProjectFormValues): ProjectDocumentInput[] {
  return values.documents.map((row) => ({
    ...(row.id === undefined ? {} : { id: row.id }),
    ...(row.file ? { file: row.file } : {}),
    documentType: row.documentType,
    period: toNumber(row.period) ?? null,
    isPublic: row.isPublic,
  }));
}

/**
 * The body of POST /api/project/save: the fields that are there, and the
 * documents. The draft resolver has checked them against the contract first.
 */
export function toSaveRequest(values: ProjectFormValues, projectId?: number): SaveProjectRequest {
  // The area has no input on the form: a save leaves it as it is.
  const { area: _area, areaHectares: _areaHectares, ...formFields } = toProjectFields(values);
  const fields = Object.fromEntries(
    Object.entries(formFields).filter(([, value]) => value !== undefined),
  ) as unknown as SaveProjectRequest;
  return {
    ...fields,
    name: values.name.trim(),
    ...(projectId === undefined ? {} : { projectId }),
    documents: toDocumentInputs(values),
  };
}
