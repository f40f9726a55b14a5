import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { IdParamSchema } from '../common/ids';
import { text } from '../common/text';

/**
 * Public comment on projects (DESIGN.md 4.2): anyone, logged out, comments on
 * a project in public comment (captcha, rate limit); the developer answers
 * once; the certifier may hide a comment with a reason shown in its place.
 * The commenter's e-mail is never answered back.
 */
export const PUBLIC_COMMENT_PATH = '/public/project-comment';
export const PROJECT_COMMENT_PATH = '/project-comment';

export const COMMENT_MAX = 5000;
export const ANSWER_MAX = 5000;
export const HIDE_REASON_MAX = 500;

/** A project open for comment, with the days left (0 = the last day). */
export const OpenProjectSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  standardId: z.number().int().nullable(),
  standard: z.string().nullable(),
  developer: z.string().nullable(),
  publicCommentEndsOn: z.string(),
  daysLeft: z.number().int(),
});
export type OpenProject = z.infer<typeof OpenProjectSchema>;

/** GET /api/public/project-comment/projects */
export const OpenProjectsResponseSchema = envelopeWith({ projects: z.array(OpenProjectSchema) });

/** POST /api/public/project-comment/{projectId} */
export const AddCommentRequestSchema = z.object({
  name: text(1000).trim().min(2).max(120),
  email: text(1000).trim().toLowerCase().pipe(z.email().max(254)),
  organization: text(1000).trim().max(160).optional().default(''),
  comment: text(COMMENT_MAX * 2)
    .trim()
    .min(1)
    .max(COMMENT_MAX),
  recaptchaValue: text(10000).optional().default(''),
});
export type AddCommentRequest = z.input<typeof AddCommentRequestSchema>;
export const AddCommentResponseSchema = envelopeWith({ commentId: z.number().int() });

/** One comment as the list shows it: never the e-mail; a hidden one's text is replaced. */
export const ProjectCommentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  organization: z.string(),
  /** Null when hidden: the page shows "hidden by the certifier: <reason>". */
  comment: z.string().nullable(),
  createdAt: z.string(),
  hiddenReason: z.string().nullable(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answeredBy: z.string().nullable(),
});
export type ProjectComment = z.infer<typeof ProjectCommentSchema>;

/** The project the comments are about, and who may answer (developer, owner) or hide (certifier). */
export const CommentedProjectSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  standardId: z.number().int().nullable(),
  publicCommentEndsOn: z.string().nullable(),
  isOpen: z.boolean(),
  developerCompanyId: z.number().int().nullable(),
  ownerCompanyId: z.number().int().nullable(),
  certifierCompanyId: z.number().int().nullable(),
});
export type CommentedProject = z.infer<typeof CommentedProjectSchema>;

/** GET /api/public/project-comment/{projectId}/comments */
export const ProjectCommentsResponseSchema = envelopeWith({
  project: CommentedProjectSchema,
  comments: z.array(ProjectCommentSchema),
});

export const CommentIdParamsSchema = z.object({ commentId: IdParamSchema });
export const ProjectIdParamsSchema = z.object({ projectId: IdParamSchema });

/** POST /api/project-comment/{commentId}/answer (logged in: developer or owner company). */
export const AnswerCommentRequestSchema = z.object({
  answer: text(ANSWER_MAX * 2)
    .trim()
    .min(1)
    .max(ANSWER_MAX),
});
export type AnswerCommentRequest = z.infer<typeof AnswerCommentRequestSchema>;

/** POST /api/project-comment/{commentId}/hide (logged in: the project's certifier). */
export const HideCommentRequestSchema = z.object({
  reason: text(HIDE_REASON_MAX * 2)
    .trim()
    .min(3)
    .max(HIDE_REASON_MAX),
});
export type HideCommentRequest = z.infer<typeof HideCommentRequestSchema>;

export const CommentChangeResponseSchema = envelopeWith({ comment: ProjectCommentSchema });
