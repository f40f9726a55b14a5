import { ACCEPTED_CONTENT_TYPES, type UploadFileType } from '@registry/contract/files/upload';

/** The extensions of each accepted content type (spec section 5: Word and PDF; images for the logo). */
const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.ms-word.document.macroenabled.12': ['.docm'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};

const extensionOf = (fileName: string) => /\.[^.]+$/.exec(fileName.toLowerCase())?.[0] ?? '';

/** The extensions accepted for a file type, e.g. ['.pdf', '.doc', '.docx']. */
export function acceptedExtensions(fileType: UploadFileType): string[] {
  return ACCEPTED_CONTENT_TYPES[fileType].flatMap((type) => EXTENSIONS[type] ?? []);
}

/**
 * What the file picker and FilePond accept: the content types AND the
 * extensions, so a Word file a system reports without a type is still offered.
 */
export function acceptList(fileType: UploadFileType): string[] {
  return [...ACCEPTED_CONTENT_TYPES[fileType], ...acceptedExtensions(fileType)];
}

/**
 * The content type to judge and declare a file by: the browser's when it is an
 * accepted one, else the one its extension names (browsers report .doc and
 * .docx as '' or application/octet-stream on some systems), else the browser's.
 */
export function detectContentType(
  fileType: UploadFileType,
  file: { name: string; type: string },
): string {
  const accepted = ACCEPTED_CONTENT_TYPES[fileType];
  if (accepted.includes(file.type)) return file.type;
  const extension = extensionOf(file.name);
  const byExtension = accepted.find((type) => EXTENSIONS[type]?.includes(extension));
  return byExtension ?? file.type;
}

/** Whether FilePond's type check lets the file through (the same judgement, by detectContentType). */
export function isAcceptedType(fileType: UploadFileType, file: { name: string; type: string }) {
  return ACCEPTED_CONTENT_TYPES[fileType].includes(detectContentType(fileType, file));
}

/**
 * How FilePond names the expected types in "Expects .pdf, .doc or .docx":
 * content types by their first extension, the bare extensions left out.
 */
export function expectedTypesLabelMap(fileType: UploadFileType): Record<string, string | null> {
  const map: Record<string, string | null> = {};
  for (const type of ACCEPTED_CONTENT_TYPES[fileType]) map[type] = EXTENSIONS[type]?.[0] ?? type;
  for (const extension of acceptedExtensions(fileType)) map[extension] = null;
  return map;
}
