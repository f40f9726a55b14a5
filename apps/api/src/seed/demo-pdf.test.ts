import { describe, expect, it } from 'vitest';
import { inspectFile } from '../lib/file-inspection/inspect-file';
import { buildSimplePdf, wrapText } from './demo-pdf';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** The document title a PDF viewer shows (the /Title text string, UTF-16BE). */
function titleOf(bytes: Uint8Array): string {
  const hex = /\/Title <FEFF([0-9A-F]*)>/.exec(latin1(bytes))?.[1] ?? '';
  return Buffer.from(hex, 'hex').swap16().toString('utf16le');
}

describe('buildSimplePdf (the demo documents)', () => {
  const pdf = buildSimplePdf({
    title: 'Demo document — Bank account certificate — Bosques del Pacífico S.A.S.',
    paragraphs: ['Parentheses (like these) and a back\\slash are escaped.', 'Second paragraph.'],
  });

  it('is a PDF the upload inspector keeps', async () => {
    expect(
      await inspectFile({
        bytes: pdf,
        fileName: 'Bank account certificate.pdf',
        declaredType: 'application/pdf',
        purpose: 'document',
      }),
    ).toEqual({ verdict: 'clean', format: 'pdf' });
  });

  it('has a cross-reference table whose offsets point at its objects', () => {
    const text = latin1(pdf);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    const rows = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(rows).toHaveLength(7);
    rows.forEach((offset, index) => {
      expect(text.startsWith(`${index + 1} 0 obj\n`, offset)).toBe(true);
    });
    const length = Number(/<< \/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(start + length, start + length + 9)).toBe('endstream');
  });

  it('shows the title with its accents and dashes, in the page and as the document title', () => {
    expect(titleOf(pdf)).toBe(
      'Demo document — Bank account certificate — Bosques del Pacífico S.A.S.',
    );
    const text = latin1(pdf);
    // WinAnsiEncoding: the em dash is byte 0x97, "í" is 0xED.
    expect(text).toContain('(Demo document \x97 Bank account certificate \x97 Bosques del)');
    expect(text).toContain('(Pac\xedfico S.A.S.)');
    expect(text).toContain('(Parentheses \\(like these\\) and a back\\\\slash are escaped.)');
  });
});

describe('wrapText', () => {
  it('breaks at spaces so that no line is longer than the width', () => {
    expect(wrapText('one two three four five', 9)).toEqual(['one two', 'three', 'four five']);
    expect(wrapText('', 10)).toEqual([]);
  });
});
