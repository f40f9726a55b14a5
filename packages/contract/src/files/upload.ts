import { z } from 'zod';
import { text } from '../common/text';
import { envelopeWith } from '../common/envelope';

/** Spec section 9 and 5: 1 GB per file and in total, up to 100 files, single when multiple = 0. */
export const MAX_FILE_BYTES = 1024 * 1024 * 1024;
export const MAX_TOTAL_BYTES = 1024 * 1024 * 1024;
export const MAX_FILES = 100;

/** What an upload is for: a company document (Word or PDF) or the company's logo (an image). */
export const UploadFileTypeSchema = z.enum(['document', 'logo']);
export type UploadFileType = z.infer<typeof UploadFileTypeSchema>;

/** Content types accepted for each file type (spec section 5: Word and PDF; images for the logo). */
export const ACCEPTED_CONTENT_TYPES: Record<UploadFileType, readonly string[]> = {
  document: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    // Word with macros: allowed (spec section 5, "macros are allowed").
    'application/vnd.ms-word.document.macroenabled.12',
  ],
  logo: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
};

/** Whether a content type is accepted for a file type (case and parameters ignored). */
export function isAcceptedContentType(fileType: UploadFileType, contentType: string): boolean {
  const bare = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return ACCEPTED_CONTENT_TYPES[fileType].includes(bare);
}

/**
 * POST /api/platform/file/upload-url (spec section 7, "a request with file type
 * and module returns a form url and fields"): a presigned POST form for one file.
 */
/** The module an upload belongs to: a company's documents, or a project's. */
export const UploadModuleSchema = z.enum(['companies', 'projects']);
export type UploadModule = z.infer<typeof UploadModuleSchema>;

export const UploadUrlRequestSchema = z.object({
  /** 'companies': a company document or logo; 'projects': a project document (DESIGN.md 4.2). */
  module: UploadModuleSchema,
  fileType: UploadFileTypeSchema,
  fileName: text(1020).trim().min(1).max(255),
  contentType: text(255).min(1),
  size: z.number().int().min(1).max(MAX_FILE_BYTES),
});
export type UploadUrlRequest = z.infer<typeof UploadUrlRequestSchema>;

export const UploadUrlResponseSchema = envelopeWith({
  /**
   * Where the browser POSTs the multipart form, the file last in a field named
   * "file" (an S3 presigned POST, or /api/files/upload on the embedded store).
   * Success is HTTP 204.
   */
  url: z.string(),
  /** Form fields to send before the file, verbatim. */
  fields: z.record(z.string(), z.string()),
  /** The storage key of the object: the "route" of the confirm call. */
  route: z.string(),
});
export type UploadUrlResponse = z.infer<typeof UploadUrlResponseSchema>;

/**
 * The result of an upload, as the spec's upload result carries it: route, time,
 * name and md5 (computed in the browser from the whole content).
 */
export const UploadedFileSchema = z.object({
  route: text(512).min(1),
  /** Upload time, ms since the epoch, as text. */
  time: z.string().regex(/^\d{1,15}$/),
  name: text(1020).trim().min(1).max(255),
  md5: z.string().regex(/^[0-9a-f]{32}$/),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

/**
 * POST /api/platform/file/confirm: the server scans the stored object (DESIGN.md 6)
 * and checks its md5. Clean: status 1 and the file can be attached by a save.
 * Rejected: HTTP 422, status 0 with codeMessage malformedFile, and the object is deleted.
 * Only the company that asked for the upload may confirm it, once, within an hour.
 */
export const ConfirmUploadRequestSchema = UploadedFileSchema;
export type ConfirmUploadRequest = z.infer<typeof ConfirmUploadRequestSchema>;

export const ConfirmUploadResponseSchema = envelopeWith({
  /** The kept file; md5 is the content's, as the server measured it. */
  file: UploadedFileSchema.extend({
    size: z.number().int(),
    contentType: z.string(),
  }).optional(),
});
export type ConfirmUploadResponse = z.infer<typeof ConfirmUploadResponseSchema>;
