/**
 * A one-page PDF with a title and a few lines of text, built by hand (no PDF
 * library): Helvetica with WinAnsiEncoding, an exact cross-reference table,
 * and the title in the document information as UTF-16, so a viewer shows it.
 */

/** Characters of Windows-1252 outside Latin-1's printable range, by code point. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** Text as a PDF literal string in WinAnsiEncoding (one byte per character, latin1 here). */
function literal(text: string): string {
  let bytes = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    const extra = WIN_ANSI_EXTRA[char];
    if (extra !== undefined) bytes += String.fromCharCode(extra);
    else if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) bytes += char;
    else bytes += '?';
  }
  return `(${bytes.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** Text as a PDF text string in UTF-16BE with its byte-order mark (document information). */
function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i += 1) {
    hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  }
  return `<${hex}>`;
}

/** Splits text into lines of at most `width` characters, at spaces. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface SimplePdfContent {
  /** Shown in bold at the top of the page and as the document's title. */
  title: string;
  /** Paragraphs under the title, wrapped to the page. */
  paragraphs: string[];
}

/** An A4 page with the title (14 pt, bold) and the paragraphs (11 pt), as PDF 1.4 bytes. */
export function buildSimplePdf({ title, paragraphs }: SimplePdfContent): Uint8Array {
  const ops: string[] = ['BT', '/F2 14 Tf', '16 TL', '56 780 Td'];
  for (const line of wrapText(title, 56)) ops.push(`${literal(line)} Tj`, 'T*');
  ops.push('/F1 11 Tf', '14 TL');
  for (const paragraph of paragraphs) {
    ops.push('T*');
    for (const line of wrapText(paragraph, 82)) ops.push(`${literal(line)} Tj`, 'T*');
  }
  ops.push('ET');
  const content = `${ops.join('\n')}\n`;

  const font = (base: string) =>
    `<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding /WinAnsiEncoding >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ' +
      '/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    font('Helvetica'),
    font('Helvetica-Bold'),
    `<< /Title ${utf16Hex(title)} /Producer (Carbon registry demo seed) >>`,
  ];
  // Every character below is one byte (latin1), so string offsets are byte offsets.
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  pdf += `startxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}
