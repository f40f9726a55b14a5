import { z } from 'zod';
import { IdSchema } from '../common/ids';
import { text } from '../common/text';
import { UploadedFileSchema } from '../files/upload';
import {
  CorrespondingAdjustmentSchema,
  ProjectDocumentTypeSchema,
  ProjectSectorSchema,
  ProjectTypeSchema,
  SdgSchema,
} from './project-enums';

export const PROJECT_NAME_MIN = 3;
export const PROJECT_NAME_MAX = 200;
export const PROJECT_DESCRIPTION_MAX = 5000;
/** Estimated annual reductions, whole tonnes of CO2e. */
export const ESTIMATED_REDUCTIONS_MAX = 100_000_000;
export const AREA_HECTARES_MAX = 100_000_000;
export const REASON_MAX = 2000;
export const PROJECT_DOCUMENTS_MAX = 100;
/** Monitoring periods are numbered 1, 2, ... */
export const PERIOD_MAX = 1000;

/** A calendar day as the date inputs send it: YYYY-MM-DD, a real day. */
export const CalendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, 'Not a calendar day');

/** A GeoJSON polygon or multipolygon of the project's area (WGS 84 lon/lat pairs). */
const PositionSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const RingSchema = z.array(PositionSchema).min(4).max(10_000);
export const ProjectAreaSchema = z.union([
  z.object({ type: z.literal('Polygon'), coordinates: z.array(RingSchema).min(1).max(100) }),
  z.object({
    type: z.literal('MultiPolygon'),
    coordinates: z.array(z.array(RingSchema).min(1).max(100)).min(1).max(100),
  }),
]);
export type ProjectArea = z.infer<typeof ProjectAreaSchema>;

/** Step 1, general data. */
export const GeneralStepSchema = z.object({
  name: text(PROJECT_NAME_MAX * 2)
    .trim()
    .min(PROJECT_NAME_MIN)
    .max(PROJECT_NAME_MAX),
  standardId: IdSchema,
  methodologyId: IdSchema,
  sector: ProjectSectorSchema,
  type: ProjectTypeSchema,
  descriptionEs: text(PROJECT_DESCRIPTION_MAX * 2)
    .trim()
    .min(1)
    .max(PROJECT_DESCRIPTION_MAX),
  descriptionEn: text(PROJECT_DESCRIPTION_MAX * 2)
    .trim()
    .min(1)
    .max(PROJECT_DESCRIPTION_MAX),
  /** Portuguese is optional (DESIGN.md 4.2). */
  descriptionPt: text(PROJECT_DESCRIPTION_MAX * 2)
    .trim()
    .max(PROJECT_DESCRIPTION_MAX),
  sdgs: z
    .array(SdgSchema)
    .max(17)
    .refine((sdgs) => new Set(sdgs).size === sdgs.length, 'Each goal once'),
});

/** Step 2, the location: the place and a point on the map, optionally the area. */
export const LocationStepSchema = z.object({
  countryId: IdSchema,
  regionId: IdSchema,
  cityId: IdSchema,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  area: ProjectAreaSchema.nullable(),
  areaHectares: z.number().min(0).max(AREA_HECTARES_MAX).nullable(),
});

/** Step 3, the parties: internal company ids, each of the matching account type. */
export const PartiesStepSchema = z.object({
  developerCompanyId: IdSchema,
  ownerCompanyId: IdSchema,
  certifierCompanyId: IdSchema,
  ovvCompanyId: IdSchema,
});

/** Step 4, the crediting period and the estimate. */
export const CreditingStepSchema = z.object({
  creditingStart: CalendarDaySchema,
  creditingEnd: CalendarDaySchema,
  estimatedAnnualReductions: z.number().int().min(1).max(ESTIMATED_REDUCTIONS_MAX),
});

/** Step 5, the labels. */
export const LabelsStepSchema = z.object({
  isCcpApproved: z.boolean(),
  isCorsiaEligible: z.boolean(),
  isArticle6Authorized: z.boolean(),
  correspondingAdjustment: CorrespondingAdjustmentSchema,
});

/**
 * Step 6, one document: an existing one kept (`id`), or a new upload (`file`,
 * confirmed through the files module with module `projects`). Public ones can
 * be downloaded by anyone from the project's page.
 */
export const ProjectDocumentInputSchema = z
  .object({
    id: IdSchema.optional(),
    file: UploadedFileSchema.optional(),
    documentType: ProjectDocumentTypeSchema,
    /** The monitoring period of a monitoring or verification report. */
    period: z.number().int().min(1).max(PERIOD_MAX).nullable(),
    isPublic: z.boolean(),
  })
  .refine((document) => (document.id === undefined) !== (document.file === undefined), {
    message: 'Either an existing document or a new file',
    path: ['file'],
  });
export type ProjectDocumentInput = z.infer<typeof ProjectDocumentInputSchema>;

export const DocumentsStepSchema = z.object({
  documents: z.array(ProjectDocumentInputSchema).max(PROJECT_DOCUMENTS_MAX),
});

/** Every field of a project a developer or owner fills. */
export const ProjectFieldsSchema = GeneralStepSchema.extend(LocationStepSchema.shape)
  .extend(PartiesStepSchema.shape)
  .extend(CreditingStepSchema.shape)
  .extend(LabelsStepSchema.shape);
export type ProjectFields = z.infer<typeof ProjectFieldsSchema>;

/** The field names, in the order of the steps (the correction history names them so). */
export const PROJECT_FIELD_NAMES = Object.keys(
  ProjectFieldsSchema.shape,
) as (keyof ProjectFields)[];

/** The steps of the form, in order, with the fields of each. */
export const PROJECT_STEPS = [
  { id: 'general', schema: GeneralStepSchema },
  { id: 'location', schema: LocationStepSchema },
  { id: 'parties', schema: PartiesStepSchema },
  { id: 'crediting', schema: CreditingStepSchema },
  { id: 'labels', schema: LabelsStepSchema },
  { id: 'documents', schema: DocumentsStepSchema },
] as const;
export type ProjectStepId = (typeof PROJECT_STEPS)[number]['id'];

/**
 * What a submission needs beyond each field's own rule; each problem is a
 * field path and a codeMessage (the API answers them, the form shows them on
 * their step): the crediting period ends after it starts, a PDD is attached,
 * and an Article 6 authorization comes with its letter.
 */
export function submissionProblems(
  fields: Pick<ProjectFields, 'creditingStart' | 'creditingEnd' | 'isArticle6Authorized'>,
  documents: readonly Pick<ProjectDocumentInput, 'documentType'>[],
): { field: string; codeMessage: string }[] {
  const problems: { field: string; codeMessage: string }[] = [];
  if (fields.creditingEnd <= fields.creditingStart) {
    problems.push({ field: 'creditingEnd', codeMessage: 'ERROR_CREDITING_PERIOD' });
  }
  if (!documents.some((document) => document.documentType === 'pdd')) {
    problems.push({ field: 'documents', codeMessage: 'ERROR_PDD_REQUIRED' });
  }
  if (
    fields.isArticle6Authorized &&
    !documents.some((document) => document.documentType === 'letterOfAuthorization')
  ) {
    problems.push({ field: 'documents', codeMessage: 'ERROR_LOA_REQUIRED' });
  }
  return problems;
}
