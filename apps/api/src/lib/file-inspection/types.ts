/** What an upload is for: spec section 5, "Word and PDF for documents; images for the logo". */
export type FilePurpose = 'document' | 'image';

/** The formats the registry keeps. Anything else is refused. */
export type FileFormat = 'pdf' | 'doc' | 'docx' | 'docm' | 'png' | 'jpeg' | 'gif' | 'webp';

/**
 * Why a file was refused. Every reason answers `malformedFile` to the caller;
 * the reason itself is for logs and the audit trail.
 */
export type RejectReason =
  /** Zero bytes. */
  | 'empty'
  /** The EICAR anti-virus test file appears in the first bytes. */
  | 'eicar'
  /** A program: PE (`MZ`), ELF, Mach-O (thin or fat) or a Java class. */
  | 'executable'
  /** A script: `#!`, `<?php`, or any text file that claims to be a PDF, a Word file or an image. */
  | 'script'
  /** HTML (or SVG), whatever the file claims to be. */
  | 'html'
  /** The name or the declared type is not one the purpose accepts (`.txt`, `.svg`, `.exe`, a PDF as a logo). */
  | 'unsupportedType'
  /** The content, the extension and the declared type do not agree (a PNG named `.docx`). */
  | 'typeMismatch'
  /** The content starts like the claimed format but its structure is broken or truncated. */
  | 'malformed';

export type InspectFileSource =
  { bytes: Uint8Array; path?: never } | { path: string; bytes?: never };

export type InspectFileInput = InspectFileSource & {
  /** The name the user gave the file; only its extension is used. */
  fileName: string;
  /** The MIME type the browser declared; empty or `application/octet-stream` means "unknown". */
  declaredType?: string;
  purpose: FilePurpose;
};

export type InspectionVerdict =
  | { verdict: 'clean'; format: FileFormat }
  | { verdict: 'rejected'; reason: RejectReason; detail: string };
