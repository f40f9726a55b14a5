import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { IdParamSchema } from '../common/ids';
import { text } from '../common/text';
import { ACCEPTED_CONTENT_TYPES, MAX_FILE_BYTES, UploadUrlResponseSchema } from '../files/upload';

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

/**
 * A comment's optional attachment (DESIGN.md 4.2): one file of at most 10 MB,
 * a PDF, a Word file or an image, as the files module accepts them.
 */
export const COMMENT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const COMMENT_ATTACHMENT_TYPES: readonly string[] = [
  ...ACCEPTED_CONTENT_TYPES.document,
  ...ACCEPTED_CONTENT_TYPES.logo,
];
/** The extensions of those types, as the file picker offers them and a refusal names them. */
export const COMMENT_ATTACHMENT_EXTENSIONS: readonly string[] = [
  '.pdf',
  '.doc',
  '.docx',
  '.docm',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
];

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
  /**
   * Needed unless the comment claims an attachment: its upload form was
   * issued for a solved captcha, once, and stands for this one.
   */
  recaptchaValue: text(10000).optional().default(''),
  /** The route of an attachment uploaded and confirmed clean for this project (see below). */
  attachmentRoute: text(512).trim().min(1).optional(),
});
export type AddCommentRequest = z.input<typeof AddCommentRequestSchema>;
export const AddCommentResponseSchema = envelopeWith({ commentId: z.number().int() });

/**
 * POST /api/public/project-comment/{projectId}/attachment (anyone, captcha,
 * rate limit): a signed upload form for one attachment of a comment on a
 * project open for comment. The browser POSTs the file to it as to the files
 * module's forms, then confirms it.
 */
export const CommentAttachmentUrlRequestSchema = z.object({
  fileName: text(1020).trim().min(1).max(255),
  contentType: text(255).min(1),
  /** Above COMMENT_ATTACHMENT_MAX_BYTES the action answers ERROR_FILE_TOO_LARGE. */
  size: z.number().int().min(1).max(MAX_FILE_BYTES),
  recaptchaValue: text(10000).optional().default(''),
});
export type CommentAttachmentUrlRequest = z.input<typeof CommentAttachmentUrlRequestSchema>;
export const CommentAttachmentUrlResponseSchema = UploadUrlResponseSchema;
export type CommentAttachmentUrlResponse = z.infer<typeof CommentAttachmentUrlResponseSchema>;

/**
 * POST /api/public/project-comment/{projectId}/attachment/confirm: the server
 * scans the stored file and checks its MD5 (computed in the browser). Clean:
 * the comment may claim it by its route, once. Refused: HTTP 422 with
 * ERROR_COMMENT_ATTACHMENT_REFUSED, and the file is deleted.
 */
export const ConfirmCommentAttachmentRequestSchema = z.object({
  route: text(512).min(1),
  md5: z.string().regex(/^[0-9a-f]{32}$/),
});
export type ConfirmCommentAttachmentRequest = z.infer<typeof ConfirmCommentAttachmentRequestSchema>;

/** An attachment as the list shows it: its name, size and type (never its route). */
export const CommentAttachmentSchema = z.object({
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type CommentAttachment = z.infer<typeof CommentAttachmentSchema>;

export const ConfirmCommentAttachmentResponseSchema = envelopeWith({
  attachment: CommentAttachmentSchema.extend({ route: z.string() }),
});

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
  /**
   * The comment's attachment, null when it has none or is hidden. Its signed,
   * short-lived link: GET .../{projectId}/comments/{commentId}/attachment.
   */
  attachment: CommentAttachmentSchema.nullable(),
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
export const ProjectCommentIdParamsSchema = z.object({
  projectId: IdParamSchema,
  commentId: IdParamSchema,
});

/**
 * GET /api/public/project-comment/{projectId}/comments/{commentId}/attachment
 * (anyone): a signed 5-minute link to the attachment of a comment that is not
 * hidden, on a public project; 404 otherwise.
 */
export const CommentAttachmentLinkResponseSchema = envelopeWith({ url: z.string() });

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
