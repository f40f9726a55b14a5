import { describe, expect, it } from 'vitest';
import { personKey } from './company-person';
import { safeText, sanitizeText } from './safe-text';

describe('sanitizeText', () => {
  it('trims and removes control characters and angle brackets', () => {
    expect(sanitizeText('  <script>Calle 80\u0000 # 1-2\u007f  ')).toBe('scriptCalle 80 # 1-2');
  });

  it('turns line breaks and tabs of a single-line text into spaces', () => {
    expect(sanitizeText('Ana\r\nMaría\tPérez')).toBe('Ana María Pérez');
  });

  it('keeps the line breaks of a multi-line text, as LF', () => {
    expect(sanitizeText(' Line one\r\nLine two\u0007 ', { isMultiline: true })).toBe(
      'Line one\nLine two',
    );
  });
});

describe('safeText', () => {
  it('limits the length after sanitizing', () => {
    expect(safeText(5).safeParse('<<abcde>>').success).toBe(true);
    expect(safeText(5).safeParse('abcdef').success).toBe(false);
  });
});

describe('personKey', () => {
  it('sees the same document type and number as one person, whatever the dots and case', () => {
    expect(personKey({ typeDocumentId: 3, documentNumber: '52.123.abc' })).toBe(
      personKey({ typeDocumentId: 3, documentNumber: '52123ABC' }),
    );
    expect(personKey({ typeDocumentId: 3, documentNumber: '1' })).not.toBe(
      personKey({ typeDocumentId: 4, documentNumber: '1' }),
    );
  });
});
