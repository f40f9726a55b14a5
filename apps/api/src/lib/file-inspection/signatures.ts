/**
 * Content sniffing on the first bytes of a file: magic numbers of the kept
 * formats, of executables, scripts and HTML, and the EICAR test string.
 */
import { hasBytesAt, readUint32BE } from './binary';

/** Containers the registry keeps, told apart by their first bytes. */
export type ContainerKind = 'pdf' | 'ole2' | 'zip' | 'png' | 'jpeg' | 'gif' | 'webp';

/** How far into the file HTML and PHP markers are looked for (browsers sniff less). */
const MARKER_WINDOW = 1024;
/** How much of the head decides whether a file is text. */
const TEXT_WINDOW = 8192;

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Assembled at run time so that this source file is not itself reported as the test virus. */
const EICAR = Buffer.from(
  ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-', 'ANTIVIRUS-TEST-', 'FILE!$H+H*'].join(''),
  'latin1',
);

export function containsEicar(head: Uint8Array): boolean {
  return Buffer.from(head.buffer, head.byteOffset, head.byteLength).indexOf(EICAR) !== -1;
}

/** A description of the executable format, or null when the file is not one. */
export function detectExecutable(head: Uint8Array): string | null {
  if (hasBytesAt(head, 0, ascii('MZ'))) return 'Windows/DOS executable (MZ)';
  if (hasBytesAt(head, 0, [0x7f, ...ascii('ELF')])) return 'ELF executable';
  const machO: number[][] = [
    [0xfe, 0xed, 0xfa, 0xce],
    [0xce, 0xfa, 0xed, 0xfe],
    [0xfe, 0xed, 0xfa, 0xcf],
    [0xcf, 0xfa, 0xed, 0xfe],
  ];
  if (machO.some((magic) => hasBytesAt(head, 0, magic))) return 'Mach-O executable';
  if (
    hasBytesAt(head, 0, [0xca, 0xfe, 0xba, 0xbf]) ||
    hasBytesAt(head, 0, [0xbe, 0xba, 0xfe, 0xca])
  ) {
    return 'Mach-O universal (fat) binary';
  }
  if (hasBytesAt(head, 0, [0xca, 0xfe, 0xba, 0xbe])) {
    // Shared by fat Mach-O and Java classes: a fat header counts a few
    // architectures where a class file has its version (major >= 45).
    const next = head.length >= 8 ? readUint32BE(head, 4) : 0;
    return next < 45 ? 'Mach-O universal (fat) binary' : 'Java class file';
  }
  return null;
}

/**
 * The first bytes as text for marker searches, lower-cased: UTF-16 with a
 * byte-order mark is decoded, anything else is read byte for byte.
 */
function toSniffText(head: Uint8Array, limit: number): string {
  const window = Buffer.from(head.buffer, head.byteOffset, Math.min(head.byteLength, limit));
  if (hasBytesAt(window, 0, [0xff, 0xfe]))
    return window.subarray(2).toString('utf16le').toLowerCase();
  if (hasBytesAt(window, 0, [0xfe, 0xff])) {
    const swapped = Buffer.from(window.subarray(2, 2 + ((window.length - 2) & ~1)));
    return swapped.swap16().toString('utf16le').toLowerCase();
  }
  const start = hasBytesAt(window, 0, UTF8_BOM) ? UTF8_BOM.length : 0;
  return window.subarray(start).toString('latin1').toLowerCase();
}

/** `#!` interpreters and server-side script tags; null when none is found. */
export function detectScript(head: Uint8Array): string | null {
  const text = toSniffText(head, MARKER_WINDOW);
  if (text.startsWith('#!')) return `interpreter line "${text.split('\n')[0]?.slice(0, 60)}"`;
  if (text.includes('<?php')) return 'PHP code';
  return null;
}

/** The tags that make a browser sniff a resource as HTML when it starts with them (WHATWG MIME Sniffing 7.1). */
const LEADING_HTML =
  /^[\t\n\f\r ]*(?:<!--|<(?:!doctype html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p)[\t\n\f\r />])/;
/** Active markup anywhere in the first bytes: HTML, SVG, polyglots such as `GIF89a...<script>`. */
const EMBEDDED_HTML =
  /<(?:!doctype[\t\n\f\r ]+html|html|head|body|script|iframe|frameset|object|embed|svg|meta)[\t\n\f\r />]/;

/** The HTML marker found in the first bytes, or null. */
export function detectHtml(head: Uint8Array): string | null {
  const text = toSniffText(head, MARKER_WINDOW);
  const match = LEADING_HTML.exec(text) ?? EMBEDDED_HTML.exec(text);
  return match ? `markup "${match[0].trim()}"` : null;
}

export function detectContainer(head: Uint8Array): ContainerKind | null {
  if (hasBytesAt(head, 0, ascii('%PDF-'))) return 'pdf';
  if (hasBytesAt(head, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole2';
  if (hasBytesAt(head, 0, ascii('PK\x03\x04')) || hasBytesAt(head, 0, ascii('PK\x05\x06'))) {
    return 'zip';
  }
  if (hasBytesAt(head, 0, [0x89, ...ascii('PNG\r\n\x1a\n')])) return 'png';
  if (hasBytesAt(head, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (hasBytesAt(head, 0, ascii('GIF87a')) || hasBytesAt(head, 0, ascii('GIF89a'))) return 'gif';
  if (hasBytesAt(head, 0, ascii('RIFF')) && hasBytesAt(head, 8, ascii('WEBP'))) return 'webp';
  return null;
}

/**
 * Text in any 8-bit encoding or UTF-16 with a byte-order mark: no control
 * bytes other than tab, line breaks, form feed and escape.
 */
export function isText(head: Uint8Array): boolean {
  if (hasBytesAt(head, 0, [0xff, 0xfe]) || hasBytesAt(head, 0, [0xfe, 0xff])) return true;
  const end = Math.min(head.length, TEXT_WINDOW);
  for (let index = 0; index < end; index += 1) {
    const byte = head[index] ?? 0;
    if (
      byte < 0x20 &&
      byte !== 0x09 &&
      byte !== 0x0a &&
      byte !== 0x0c &&
      byte !== 0x0d &&
      byte !== 0x1b
    ) {
      return false;
    }
  }
  return end > 0;
}
