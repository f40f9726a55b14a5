import type { ByteSource } from './byte-source';
import { readCompoundRootEntries } from './compound-file';
import { createView, hasBytesAt, readUint32BE } from './binary';
import type { ContainerKind } from './signatures';
import type { FileFormat } from './types';
import { readZipEntryNames } from './zip-entries';

export interface FormatProblem {
  reason: 'typeMismatch' | 'malformed';
  detail: string;
}

/** PDF readers look for the end marker in the last 1024 bytes (PDF 32000, annex C). */
const PDF_TAIL = 1024;

/**
 * Whether content that starts as `container` really is a file of the claimed
 * format. Null when it is; throws StructureError when the container is broken.
 */
export async function verifyFormat(
  claimed: FileFormat,
  container: ContainerKind,
  source: ByteSource,
  head: Uint8Array,
): Promise<FormatProblem | null> {
  switch (claimed) {
    case 'pdf':
      return container === 'pdf' ? verifyPdf(source, head) : mismatch(container, claimed);
    case 'doc':
      return container === 'ole2' ? verifyLegacyWord(source) : mismatch(container, claimed);
    case 'docx':
    case 'docm':
      if (container === 'zip') return verifyWordPackage(source);
      if (container === 'ole2') return verifyEncryptedPackage(source);
      return mismatch(container, claimed);
    case 'png':
      return container === 'png' ? verifyPng(head) : mismatch(container, claimed);
    case 'jpeg':
      return container === 'jpeg' ? verifyJpeg(head) : mismatch(container, claimed);
    case 'gif':
      return container === 'gif' ? verifyGif(head) : mismatch(container, claimed);
    case 'webp':
      return container === 'webp' ? verifyWebp(source, head) : mismatch(container, claimed);
  }
}

function mismatch(container: ContainerKind, claimed: FileFormat): FormatProblem {
  return { reason: 'typeMismatch', detail: `content is ${container}, the name says ${claimed}` };
}

function malformed(detail: string): FormatProblem {
  return { reason: 'malformed', detail };
}

async function verifyPdf(source: ByteSource, head: Uint8Array): Promise<FormatProblem | null> {
  const version = Buffer.from(head.subarray(0, 8)).toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(version)) return malformed(`unknown PDF header "${version}"`);
  // An encrypted PDF (/Encrypt in its trailer) is kept: the spec allows password protection.
  const tailStart = Math.max(0, source.size - PDF_TAIL);
  const tail = Buffer.from(await source.read(tailStart, source.size - tailStart));
  if (!tail.includes('%%EOF', 0, 'latin1')) return malformed('PDF without %%EOF: truncated');
  return null;
}

async function verifyLegacyWord(source: ByteSource): Promise<FormatProblem | null> {
  const names = await readStreamNames(source);
  // Macros ("Macros" storage) and RC4 encryption (a flag in the FIB) live alongside.
  return names.has('worddocument')
    ? null
    : { reason: 'typeMismatch', detail: 'compound file without a WordDocument stream' };
}

async function verifyEncryptedPackage(source: ByteSource): Promise<FormatProblem | null> {
  // A password-protected .docx is an OLE2 file holding EncryptionInfo + EncryptedPackage (MS-OFFCRYPTO).
  const names = await readStreamNames(source);
  return names.has('encryptioninfo') && names.has('encryptedpackage')
    ? null
    : { reason: 'typeMismatch', detail: 'compound file is not an encrypted Office package' };
}

async function readStreamNames(source: ByteSource): Promise<Set<string>> {
  const entries = await readCompoundRootEntries(source);
  return new Set(
    entries.filter((entry) => entry.type === 'stream').map((entry) => entry.name.toLowerCase()),
  );
}

async function verifyWordPackage(source: ByteSource): Promise<FormatProblem | null> {
  // Part names are case-insensitive (ECMA-376 part 2). Nothing is parsed or
  // inflated: macros (word/vbaProject.bin) and DTDs with external entities
  // are allowed by the spec and harmless to a registry that never opens them.
  const names = new Set((await readZipEntryNames(source)).map((name) => name.toLowerCase()));
  if (!names.has('[content_types].xml')) {
    return { reason: 'typeMismatch', detail: 'zip without [Content_Types].xml is not a Word file' };
  }
  if (!names.has('word/document.xml')) {
    return { reason: 'typeMismatch', detail: 'Office package without word/document.xml' };
  }
  return null;
}

function verifyPng(head: Uint8Array): FormatProblem | null {
  // The signature is followed by the IHDR chunk: length 13, then width and height.
  if (head.length < 24 || readUint32BE(head, 8) !== 13 || !hasBytesAt(head, 12, [73, 72, 68, 82])) {
    return malformed('PNG without an IHDR chunk');
  }
  if (readUint32BE(head, 16) === 0 || readUint32BE(head, 20) === 0) {
    return malformed('PNG with no pixels');
  }
  return null;
}

function verifyJpeg(head: Uint8Array): FormatProblem | null {
  // Start of image is followed by a segment: APPn, a table, a frame or a comment.
  const marker = head[3] ?? 0;
  const isSegment =
    (marker >= 0xe0 && marker <= 0xef) ||
    (marker >= 0xc0 && marker <= 0xcf) ||
    marker === 0xdb ||
    marker === 0xdd ||
    marker === 0xfe;
  return isSegment ? null : malformed('JPEG without a segment after its start marker');
}

function verifyGif(head: Uint8Array): FormatProblem | null {
  // Header (6) + logical screen descriptor (7).
  return head.length >= 13 ? null : malformed('GIF truncated before its screen descriptor');
}

function verifyWebp(source: ByteSource, head: Uint8Array): FormatProblem | null {
  if (head.length < 16) return malformed('WebP truncated');
  const riffSize = createView(head).getUint32(4, true);
  if (riffSize + 8 > source.size) return malformed('WebP shorter than its RIFF size: truncated');
  const chunk = Buffer.from(head.subarray(12, 16)).toString('latin1');
  return ['VP8 ', 'VP8L', 'VP8X'].includes(chunk) ? null : malformed(`WebP without image data`);
}
