import {
  COMMENT_ATTACHMENT_EXTENSIONS,
  COMMENT_ATTACHMENT_MAX_BYTES,
  COMMENT_ATTACHMENT_TYPES,
} from '@registry/contract/projects/project-comments';
import { detectContentType } from '../../files/utils/accepted-types';
import type { ComputeMd5 } from '../../files/utils/compute-md5';
import { postFileForm } from '../../files/utils/post-file-form';
import { confirmAttachment, requestAttachmentForm } from '../api/project-comments';

/** The share of the progress bar the MD5 takes; the transfer takes the rest. */
const HASH_PROGRESS_SHARE = 0.1;

/** What the file picker offers: the types and their extensions (a system may report no type). */
export const ATTACHMENT_ACCEPT = [
  ...COMMENT_ATTACHMENT_TYPES,
  ...COMMENT_ATTACHMENT_EXTENSIONS,
].join(',');

/** The type to declare a file by: the browser's when accepted, else the one its extension names. */
export function attachmentContentType(file: { name: string; type: string }): string {
  const asDocument = detectContentType('document', file);
  return COMMENT_ATTACHMENT_TYPES.includes(asDocument)
    ? asDocument
    : detectContentType('logo', file);
}

/** Why a chosen file cannot be an attachment, or null when it can. */
export function attachmentProblem(file: {
  name: string;
  type: string;
  size: number;
}): 'type' | 'tooLarge' | null {
  if (!COMMENT_ATTACHMENT_TYPES.includes(attachmentContentType(file))) return 'type';
  if (file.size > COMMENT_ATTACHMENT_MAX_BYTES || file.size === 0) return 'tooLarge';
  return null;
}

export interface UploadAttachmentOptions {
  projectId: number;
  file: File;
  /** The captcha's payload: the form is handed out for a solved captcha. */
  recaptchaValue: string;
  computeMd5: ComputeMd5;
  /** Progress of the whole upload, 0 to 1: hashing first, then the transfer. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * A comment's attachment, logged out: the MD5 of its content (in a worker),
 * a signed form for the project (with the captcha), the multipart POST with
 * progress, then the confirm, where the API scans it. Resolves with the route
 * the comment claims it by. The API's refusals are ApiErrors with their
 * messages; a storage that did not take the file is a FileFormError.
 */
export async function uploadCommentAttachment({
  projectId,
  file,
  recaptchaValue,
  computeMd5,
  onProgress,
  signal,
}: UploadAttachmentOptions): Promise<string> {
  const report = (fraction: number) => onProgress?.(Math.min(1, Math.max(0, fraction)));
  const withSignal = signal ? { signal } : {};
  const md5 = await computeMd5(file, {
    onProgress: (done, total) =>
      report(total ? (done / total) * HASH_PROGRESS_SHARE : HASH_PROGRESS_SHARE),
    ...withSignal,
  });
  const form = await requestAttachmentForm(
    projectId,
    {
      fileName: file.name,
      contentType: attachmentContentType(file),
      size: file.size,
      recaptchaValue,
    },
    signal,
  );
  await postFileForm({
    url: form.url,
    fields: form.fields,
    file,
    fileName: file.name,
    onProgress: (sent, total) =>
      report(HASH_PROGRESS_SHARE + (sent / total) * (1 - HASH_PROGRESS_SHARE)),
    ...withSignal,
  });
  await confirmAttachment(projectId, { route: form.route, md5 }, signal);
  return form.route;
}
