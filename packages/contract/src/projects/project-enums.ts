import { z } from 'zod';

/**
 * The states of a project's lifecycle (DESIGN.md 4.2). `draft` is the only
 * state a developer or owner may edit freely; from the first submission on,
 * every change is a row of the correction history.
 */
export const PROJECT_STATES = [
  'draft',
  'submitted',
  'publicComment',
  'validation',
  'registered',
  'verification',
  'certified',
  'suspended',
  'rejected',
  'cancelled',
  'withdrawn',
  'finished',
] as const;
export const ProjectStateSchema = z.enum(PROJECT_STATES);
export type ProjectState = z.infer<typeof ProjectStateSchema>;

/** States a project never leaves. */
export const FINAL_PROJECT_STATES: readonly ProjectState[] = [
  'rejected',
  'cancelled',
  'withdrawn',
  'finished',
];

/** States in which anyone, logged out, may see the project (everything after the first submission but a rejection). */
export const PUBLIC_PROJECT_STATES: readonly ProjectState[] = PROJECT_STATES.filter(
  (state) => state !== 'draft' && state !== 'rejected',
);

/**
 * The moves of the lifecycle (DESIGN.md 4.2). Who may make each, and from
 * which state, is decided in one place on the server
 * (`apps/api/src/modules/projects/project-state-machine.ts`); the project's answer
 * lists the moves open to the caller.
 */
export const PROJECT_ACTIONS = [
  'submit',
  'openPublicComment',
  'requestCorrections',
  'reject',
  'closePublicComment',
  'register',
  'submitMonitoring',
  'certifyPeriod',
  'suspend',
  'resume',
  'cancel',
  'withdraw',
  'finish',
] as const;
export const ProjectActionSchema = z.enum(PROJECT_ACTIONS);
export type ProjectAction = z.infer<typeof ProjectActionSchema>;

/** Moves that need a reason, shown on the timeline and mailed to the parties. */
export const ACTIONS_WITH_REASON: readonly ProjectAction[] = [
  'requestCorrections',
  'reject',
  'suspend',
  'resume',
  'cancel',
  'withdraw',
];

/** Moves that cannot be undone: the screen asks with a red, irreversible confirmation. */
export const IRREVERSIBLE_ACTIONS: readonly ProjectAction[] = ['reject', 'cancel', 'withdraw'];

/** Public comment lasts at least this many days (DESIGN.md 4.2). */
export const PUBLIC_COMMENT_MIN_DAYS = 30;

/** The part a company plays in a project: what the state machine asks about. */
export const PROJECT_ROLES = ['developer', 'owner', 'certifier', 'ovv', 'system'] as const;
export const ProjectRoleSchema = z.enum(PROJECT_ROLES);
export type ProjectRole = z.infer<typeof ProjectRoleSchema>;

/** Sectors (DESIGN.md 4.2); the texts live in the web's `projects` namespace. */
export const PROJECT_SECTORS = [
  'afolu',
  'energy',
  'waste',
  'transport',
  'industry',
  'household',
] as const;
export const ProjectSectorSchema = z.enum(PROJECT_SECTORS);
export type ProjectSector = z.infer<typeof ProjectSectorSchema>;

export const PROJECT_TYPES = ['removal', 'avoidance', 'mixed'] as const;
export const ProjectTypeSchema = z.enum(PROJECT_TYPES);
export type ProjectType = z.infer<typeof ProjectTypeSchema>;

/** Article 6 corresponding adjustment status. */
export const CORRESPONDING_ADJUSTMENTS = ['notRequired', 'pending', 'applied'] as const;
export const CorrespondingAdjustmentSchema = z.enum(CORRESPONDING_ADJUSTMENTS);
export type CorrespondingAdjustment = z.infer<typeof CorrespondingAdjustmentSchema>;

/** Labels a project may carry, as the public list's facet names them. */
export const PROJECT_LABELS = ['ccp', 'corsia', 'article6'] as const;
export const ProjectLabelSchema = z.enum(PROJECT_LABELS);
export type ProjectLabel = z.infer<typeof ProjectLabelSchema>;

/** Documents of a project by type (DESIGN.md 4.2); each is public or private. */
export const PROJECT_DOCUMENT_TYPES = [
  'pdd',
  'validationReport',
  'monitoringReport',
  'verificationReport',
  'letterOfAuthorization',
  /** The certifier's certification of a monitoring period, signed by the certifying user. */
  'certification',
  'other',
] as const;
export const ProjectDocumentTypeSchema = z.enum(PROJECT_DOCUMENT_TYPES);
export type ProjectDocumentType = z.infer<typeof ProjectDocumentTypeSchema>;

/** Document types that belong to a monitoring period (their `period` is set). */
export const PERIOD_DOCUMENT_TYPES: readonly ProjectDocumentType[] = [
  'monitoringReport',
  'verificationReport',
  'certification',
];

/**
 * Types only their party adds, through its signed upload (POST
 * /api/project/{projectId}/report): the developer's form neither offers them
 * for a new file nor turns a kept document into one.
 */
export const PARTY_ONLY_DOCUMENT_TYPES: readonly ProjectDocumentType[] = ['certification'];

/** The UN Sustainable Development Goals, 1 to 17. */
export const SDG_NUMBERS = Array.from({ length: 17 }, (_, index) => index + 1);
export const SdgSchema = z.number().int().min(1).max(17);

/** The years a vintage (an issuance's, a converted credit's) may be. */
export const VINTAGE_MIN = 1990;
export const VINTAGE_MAX = 2100;
