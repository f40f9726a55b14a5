import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { IdParamSchema, IdSchema } from '../common/ids';
import { text } from '../common/text';
import {
  ProjectActionSchema,
  ProjectDocumentTypeSchema,
  ProjectRoleSchema,
  ProjectStateSchema,
} from './project-enums';
import {
  CalendarDaySchema,
  ProjectDocumentInputSchema,
  ProjectFieldsSchema,
  REASON_MAX,
} from './project-fields';

/** Base path of the project calls (spec section 7 style: `project/...`). */
export const PROJECT_PATH = '/project';

/**
 * POST /api/project/save: creates a draft (no `projectId`) or saves one the
 * caller's company develops or owns. Every field but the name may be missing
 * in a draft; what is there must be valid. Once the project has been
 * submitted, a save needs a `reason`, and each changed field becomes a row of
 * the correction history. Answers the project's id.
 */
export const SaveProjectRequestSchema = ProjectFieldsSchema.partial()
  .required({ name: true })
  .extend({
    projectId: IdSchema.optional(),
    documents: z.array(ProjectDocumentInputSchema).max(100).optional(),
    reason: text(REASON_MAX * 2)
      .trim()
      .max(REASON_MAX)
      .optional(),
  });
export type SaveProjectRequest = z.input<typeof SaveProjectRequestSchema>;

export const SaveProjectResponseSchema = envelopeWith({ projectId: z.number().int() });

/** POST /api/project/{projectId}/transition: one move of the lifecycle. */
export const ProjectTransitionRequestSchema = z.object({
  action: ProjectActionSchema,
  /** Required for the moves in ACTIONS_WITH_REASON. */
  reason: text(REASON_MAX * 2)
    .trim()
    .max(REASON_MAX)
    .optional(),
  /** openPublicComment: the last day of public comment, at least 30 days ahead. */
  publicCommentEndsOn: CalendarDaySchema.optional(),
  /** certifyPeriod and submitMonitoring: the monitoring period. */
  period: z.number().int().min(1).max(1000).optional(),
});
export type ProjectTransitionRequest = z.input<typeof ProjectTransitionRequestSchema>;

export const ProjectTransitionResponseSchema = envelopeWith({
  state: ProjectStateSchema,
  code: z.string().nullable(),
});

/** A document of a project as its parties see it (the public see only the public ones). */
export const ProjectDocumentSchema = z.object({
  id: z.number().int(),
  documentType: ProjectDocumentTypeSchema,
  period: z.number().int().nullable(),
  fileName: z.string(),
  isPublic: z.boolean(),
  md5: z.string(),
  sha256: z.string(),
  size: z.number().int(),
  created: z.string(),
  /**
   * Put up for a signature (a report or certification, signed or waiting):
   * the project's form keeps it exactly as it is, a save that removes or
   * changes it is refused (ERROR_PROJECT_DOCUMENT_SIGNED).
   */
  isSigned: z.boolean(),
});
export type ProjectDocument = z.infer<typeof ProjectDocumentSchema>;

/** A row of the timeline: one move, who made it and why. */
export const ProjectEventSchema = z.object({
  id: z.number().int(),
  action: ProjectActionSchema.or(z.literal('create')),
  fromState: ProjectStateSchema.nullable(),
  toState: ProjectStateSchema,
  reason: z.string().nullable(),
  companyName: z.string().nullable(),
  at: z.string(),
});
export type ProjectEvent = z.infer<typeof ProjectEventSchema>;

const NamedSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * GET /api/project/{projectId}: the whole project for its parties (the
 * developer, owner, certifier and ovv companies); 403 for anyone else while
 * it is a draft or rejected. Names are in the caller's language.
 */
export const ProjectDetailSchema = ProjectFieldsSchema.partial().extend({
  id: z.number().int(),
  name: z.string(),
  /** Registry code, set on the first submission. */
  code: z.string().nullable(),
  state: ProjectStateSchema,
  isConversion: z.boolean(),
  standard: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  methodology: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  country: z.object({ id: z.number().int(), iso: z.string(), name: z.string() }).nullable(),
  region: NamedSchema.nullable(),
  city: NamedSchema.nullable(),
  developer: NamedSchema.nullable(),
  owner: NamedSchema.nullable(),
  certifier: NamedSchema.nullable(),
  ovv: NamedSchema.nullable(),
  publicCommentEndsOn: z.string().nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  documents: z.array(ProjectDocumentSchema),
  events: z.array(ProjectEventSchema),
  /** The parts the caller's company plays in this project. */
  roles: z.array(ProjectRoleSchema),
  /** The moves the caller may make now. */
  actions: z.array(ProjectActionSchema),
  /** Whether the caller may edit the fields (a draft of its company). */
  canEdit: z.boolean(),
});
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;

export const ProjectDetailResponseSchema = envelopeWith({ project: ProjectDetailSchema });

/** GET /api/project/{projectId}/documents/{documentId}/url: a signed 5-minute link for a party. */
export const ProjectDocumentParamsSchema = z.object({
  projectId: IdParamSchema,
  documentId: IdParamSchema,
});
export const ProjectDocumentUrlResponseSchema = envelopeWith({ url: z.string() });

/** GET /api/project/my-projects: filters of the list. */
export const MyProjectsQuerySchema = z.object({
  state: ProjectStateSchema.optional(),
  role: ProjectRoleSchema.optional(),
  search: text(240).trim().max(120).optional(),
});
export type MyProjectsQuery = z.infer<typeof MyProjectsQuerySchema>;

/** A row of /my-projects. */
export const MyProjectRowSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  state: ProjectStateSchema,
  isConversion: z.boolean(),
  standardCode: z.string().nullable(),
  countryName: z.string().nullable(),
  roles: z.array(ProjectRoleSchema),
  /** The moves the caller may make now: the list's "next action". */
  actions: z.array(ProjectActionSchema),
  canEdit: z.boolean(),
  updatedAt: z.string(),
});
export type MyProjectRow = z.infer<typeof MyProjectRowSchema>;

/**
 * The developer's and owner's own projects and the certifier's and ovv's
 * assigned ones (a draft is only its developer's and owner's), newest first.
 */
export const MyProjectsResponseSchema = envelopeWith({ projects: z.array(MyProjectRowSchema) });

/** GET /api/platform/methodology/actives: the seeded methodologies, per standard. */
export const MethodologySchema = z.object({
  id: z.number().int(),
  standardId: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type Methodology = z.infer<typeof MethodologySchema>;
export const MethodologiesResponseSchema = envelopeWith({
  methodologies: z.array(MethodologySchema),
});

/**
 * POST /api/company/developer/search, /owner/search (spec section 7), and in
 * the same style /certifier/search and /ovv/search: companies of that account
 * type whose name or document number contains the text (2 characters at
 * least), for the parties step. Up to 20, sorted by name.
 */
export const PartySearchRequestSchema = z.object({
  search: text(480).trim().min(2).max(120),
});
export const PartyCompanySchema = z.object({
  id: z.number().int(),
  companyId: z.string(),
  name: z.string(),
  documentNumber: z.string(),
  verificationDigit: z.string(),
});
export type PartyCompany = z.infer<typeof PartyCompanySchema>;
export const PartySearchResponseSchema = envelopeWith({ companies: z.array(PartyCompanySchema) });
