import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { IdParamSchema } from '../common/ids';
import { text } from '../common/text';
import {
  PROJECT_STATES,
  ProjectActionSchema,
  ProjectDocumentTypeSchema,
  ProjectLabelSchema,
  ProjectSectorSchema,
  ProjectStateSchema,
  ProjectTypeSchema,
  PUBLIC_PROJECT_STATES,
  VINTAGE_MAX,
  VINTAGE_MIN,
  type ProjectState,
} from './project-enums';

/**
 * The public list and page of projects (DESIGN.md 4.2, issue #9): anyone,
 * logged out, searches the projects past their first submission (never a
 * draft or a rejected one), and opens one.
 *
 * The filter travels in the query string, the same for the list, the map
 * points and the CSV: `search`, and per facet a comma-separated list of
 * values (`state=registered,certified`). Values of one facet are OR-ed,
 * facets AND-ed. Every word of the search must appear (accents ignored).
 * A project's vintages are those of its issuances: `vintage=2023,2024`
 * finds the projects with an issuance of either year.
 */
export const PUBLIC_PROJECTS_PATH = '/public/projects';

export const PUBLIC_PROJECT_SORTS = ['name', 'newest', 'code'] as const;
export const PublicProjectSortSchema = z.enum(PUBLIC_PROJECT_SORTS);
export type PublicProjectSort = z.infer<typeof PublicProjectSortSchema>;

export const PUBLIC_PROJECTS_DEFAULT_LIMIT = 20;
export const PUBLIC_PROJECTS_MAX_LIMIT = 100;
/** The most values one facet of the filter may list. */
export const FACET_VALUES_MAX = 50;

/** The public states as a zod enum: a draft or rejected state in a filter is refused. */
export const PublicProjectStateSchema = z.enum(
  PROJECT_STATES.filter((state) => PUBLIC_PROJECT_STATES.includes(state)) as [
    ProjectState,
    ...ProjectState[],
  ],
);

/** A facet of the query string: "a,b,c" (or the key repeated) read as a list of values. */
function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    const parts = (Array.isArray(value) ? value : [value])
      .filter((part): part is string => typeof part === 'string')
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== '');
    return value === undefined ? undefined : [...new Set(parts)];
  }, z.array(item).max(FACET_VALUES_MAX).optional());
}

/** A vintage year in the query string ("2024"), in the range an issuance may have. */
const VintageParamSchema = z.coerce.number().int().min(VINTAGE_MIN).max(VINTAGE_MAX);

/** The filter of the public list: what the URL of /projects-list carries. */
export const PublicProjectsFilterSchema = z.object({
  search: text(480).trim().max(120).optional(),
  standard: listOf(IdParamSchema),
  country: listOf(IdParamSchema),
  methodology: listOf(IdParamSchema),
  sector: listOf(ProjectSectorSchema),
  type: listOf(ProjectTypeSchema),
  state: listOf(PublicProjectStateSchema),
  vintage: listOf(VintageParamSchema),
  label: listOf(ProjectLabelSchema),
  sort: PublicProjectSortSchema.default('name'),
});
export type PublicProjectsFilter = z.infer<typeof PublicProjectsFilterSchema>;
export type PublicProjectsFilterInput = z.input<typeof PublicProjectsFilterSchema>;

/** GET /api/public/projects: one page of the list. `cursor` is the last page's nextCursor. */
export const PublicProjectsQuerySchema = PublicProjectsFilterSchema.extend({
  /** Opaque: the keyset position after the last row of the page before. */
  cursor: text(400).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PUBLIC_PROJECTS_MAX_LIMIT)
    .default(PUBLIC_PROJECTS_DEFAULT_LIMIT),
});
export type PublicProjectsQuery = z.infer<typeof PublicProjectsQuerySchema>;

/** The facets of the list, in the order the screen shows them. */
export const PUBLIC_PROJECT_FACETS = [
  'standard',
  'country',
  'methodology',
  'sector',
  'type',
  'state',
  'vintage',
  'label',
] as const;
export type PublicProjectFacet = (typeof PUBLIC_PROJECT_FACETS)[number];

/**
 * One value of a facet and how many projects it would show: counted with
 * every other facet of the filter and the search applied, but not the
 * facet's own values (so ticking a second value of it widens the list).
 * `label` names the standards and countries (in the caller's language) and the methodologies (their
 * code); the enum facets are translated by the screen from `value`. A vintage's value is its year; the vintages
 * come newest first, the other facets most counted first.
 */
export const FacetCountSchema = z.object({
  value: z.string(),
  label: z.string().nullable(),
  count: z.number().int(),
});
export type FacetCount = z.infer<typeof FacetCountSchema>;

export const PublicProjectFacetsSchema = z.object({
  standard: z.array(FacetCountSchema),
  country: z.array(FacetCountSchema),
  methodology: z.array(FacetCountSchema),
  sector: z.array(FacetCountSchema),
  type: z.array(FacetCountSchema),
  state: z.array(FacetCountSchema),
  vintage: z.array(FacetCountSchema),
  label: z.array(FacetCountSchema),
});
export type PublicProjectFacets = z.infer<typeof PublicProjectFacetsSchema>;

/** A row of the public list. */
export const PublicProjectRowSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  state: ProjectStateSchema,
  standardCode: z.string().nullable(),
  countryName: z.string().nullable(),
  sector: ProjectSectorSchema.nullable(),
  type: ProjectTypeSchema.nullable(),
  labels: z.array(ProjectLabelSchema),
  estimatedAnnualReductions: z.number().int().nullable(),
  submittedAt: z.string().nullable(),
});
export type PublicProjectRow = z.infer<typeof PublicProjectRowSchema>;

export const PublicProjectsResponseSchema = envelopeWith({
  projects: z.array(PublicProjectRowSchema),
  facets: PublicProjectFacetsSchema,
  /** How many projects the whole filter finds. */
  total: z.number().int(),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PublicProjectsResponse = z.infer<typeof PublicProjectsResponseSchema>;

/** GET /api/public/projects/map: the located projects of the filter (no paging). */
export const PublicProjectsMapQuerySchema = PublicProjectsFilterSchema;
export const PUBLIC_MAP_POINTS_MAX = 5000;
export const ProjectMapPointSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  state: ProjectStateSchema,
});
export type ProjectMapPoint = z.infer<typeof ProjectMapPointSchema>;
export const PublicProjectsMapResponseSchema = envelopeWith({
  points: z.array(ProjectMapPointSchema),
  /** True when more than PUBLIC_MAP_POINTS_MAX projects matched: narrow the filter. */
  truncated: z.boolean(),
});
export type PublicProjectsMapResponse = z.infer<typeof PublicProjectsMapResponseSchema>;

/**
 * GET /api/public/projects/csv: every project of the filter as CSV (UTF-8,
 * headers, coded values and the file name in the caller's language, as the
 * screen names them), streamed. A cell starting with = + - @,
 * a tab or a carriage return is prefixed with ' so no spreadsheet runs it.
 */
export const PublicProjectsCsvQuerySchema = PublicProjectsFilterSchema;

/** The path of the CSV of a filter (what the screen's download link points at). */
export function publicProjectsCsvPath(query: string): string {
  return `/api${PUBLIC_PROJECTS_PATH}/csv${query ? `?${query}` : ''}`;
}

export const PublicProjectParamsSchema = z.object({ projectId: IdParamSchema });
export const PublicDocumentParamsSchema = z.object({
  projectId: IdParamSchema,
  documentId: IdParamSchema,
});

/** A public document of a public project (the last version of each). */
export const PublicProjectDocumentSchema = z.object({
  id: z.number().int(),
  documentType: ProjectDocumentTypeSchema,
  period: z.number().int().nullable(),
  fileName: z.string(),
  sha256: z.string(),
  size: z.number().int(),
  created: z.string(),
});
export type PublicProjectDocument = z.infer<typeof PublicProjectDocumentSchema>;

/**
 * Moves whose reason is public. The reasons of requestCorrections (the
 * certifier's review of a submission) and reject stay with the parties; the
 * timeline shows those moves without their reason.
 */
export const PUBLIC_REASON_ACTIONS = ['suspend', 'resume', 'cancel', 'withdraw'] as const;

/**
 * A row of the public timeline. The project's creation (a draft) is left
 * out; `reason` is null unless the action is one of PUBLIC_REASON_ACTIONS.
 */
export const PublicProjectEventSchema = z.object({
  id: z.number().int(),
  action: ProjectActionSchema,
  fromState: ProjectStateSchema.nullable(),
  toState: ProjectStateSchema,
  reason: z.string().nullable(),
  companyName: z.string().nullable(),
  at: z.string(),
});
export type PublicProjectEvent = z.infer<typeof PublicProjectEventSchema>;

const NamedSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/public/projects/{projectId}: the public page (403 for a draft or rejected project). */
export const PublicProjectSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  state: ProjectStateSchema,
  description: z.string(),
  standard: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  methodology: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  country: z.object({ id: z.number().int(), iso: z.string(), name: z.string() }).nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  sector: ProjectSectorSchema.nullable(),
  type: ProjectTypeSchema.nullable(),
  sdgs: z.array(z.number().int()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  area: z.unknown().nullable(),
  areaHectares: z.number().nullable(),
  developer: NamedSchema.nullable(),
  owner: NamedSchema.nullable(),
  certifier: NamedSchema.nullable(),
  ovv: NamedSchema.nullable(),
  creditingStart: z.string().nullable(),
  creditingEnd: z.string().nullable(),
  estimatedAnnualReductions: z.number().int().nullable(),
  labels: z.array(ProjectLabelSchema),
  isConversion: z.boolean(),
  originRegistry: z.string().nullable(),
  originProjectId: z.string().nullable(),
  publicCommentEndsOn: z.string().nullable(),
  submittedAt: z.string().nullable(),
  documents: z.array(PublicProjectDocumentSchema),
  events: z.array(PublicProjectEventSchema),
});
export type PublicProject = z.infer<typeof PublicProjectSchema>;
export const PublicProjectResponseSchema = envelopeWith({ project: PublicProjectSchema });
export type PublicProjectResponse = z.infer<typeof PublicProjectResponseSchema>;

/** GET /api/public/projects/{projectId}/documents/{documentId}/url: a signed 5-minute link. */
export const PublicDocumentUrlResponseSchema = envelopeWith({ url: z.string() });
