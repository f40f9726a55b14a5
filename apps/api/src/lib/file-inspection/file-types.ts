import type { FileFormat, FilePurpose } from './types';

interface FormatRule {
  purpose: FilePurpose;
  extensions: readonly string[];
  mimeTypes: readonly string[];
}

/** What each kept format is called on disk and by browsers (spec section 5). */
export const FORMAT_RULES: Record<FileFormat, FormatRule> = {
  pdf: {
    purpose: 'document',
    extensions: ['pdf'],
    mimeTypes: ['application/pdf', 'application/x-pdf'],
  },
  doc: { purpose: 'document', extensions: ['doc'], mimeTypes: ['application/msword'] },
  docx: {
    purpose: 'document',
    extensions: ['docx'],
    mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  docm: {
    purpose: 'document',
    extensions: ['docm'],
    mimeTypes: ['application/vnd.ms-word.document.macroenabled.12'],
  },
  png: { purpose: 'image', extensions: ['png'], mimeTypes: ['image/png', 'image/x-png'] },
  jpeg: {
    purpose: 'image',
    extensions: ['jpg', 'jpeg', 'jpe', 'jfif'],
    mimeTypes: ['image/jpeg', 'image/pjpeg'],
  },
  gif: { purpose: 'image', extensions: ['gif'], mimeTypes: ['image/gif'] },
  webp: { purpose: 'image', extensions: ['webp'], mimeTypes: ['image/webp'] },
};

/** Declared types that say nothing: browsers send them when they do not know. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

export type ClaimResult =
  | { ok: true; format: FileFormat }
  | { ok: false; reason: 'unsupportedType' | 'typeMismatch'; detail: string };

/** `C:\fakepath\Report.Final.PDF` -> `pdf`; no extension -> ''. */
export function getExtension(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** `Application/PDF; charset=binary` -> `application/pdf`. */
function normalizeMimeType(declaredType: string | undefined): string {
  return (declaredType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The format a file claims to be, from its extension, checked against its
 * declared type and the purpose of the upload.
 */
export function resolveClaimedFormat(
  fileName: string,
  declaredType: string | undefined,
  purpose: FilePurpose,
): ClaimResult {
  const extension = getExtension(fileName);
  const entry = Object.entries(FORMAT_RULES).find(([, rule]) =>
    rule.extensions.includes(extension),
  );
  if (!entry || entry[1].purpose !== purpose) {
    return {
      ok: false,
      reason: 'unsupportedType',
      detail: `extension "${extension}" is not accepted for ${purpose} uploads`,
    };
  }
  const [format, rule] = entry as [FileFormat, FormatRule];
  const mimeType = normalizeMimeType(declaredType);
  if (!GENERIC_TYPES.has(mimeType) && !rule.mimeTypes.includes(mimeType)) {
    return {
      ok: false,
      reason: 'typeMismatch',
      detail: `declared type "${mimeType}" does not match extension "${extension}"`,
    };
  }
  return { ok: true, format };
}
