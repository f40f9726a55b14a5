import { describe, expect, it } from 'vitest';
import { formatDocumentNumberShown } from './format-document-number';

describe('formatDocumentNumberShown', () => {
  it('groups the number with dots every three characters and adds the verification digit', () => {
    expect(formatDocumentNumberShown({ documentNumber: '901123456', verificationDigit: '3' })).toBe(
      '901.123.456-3',
    );
  });

  it('shows no dash when the document type has no digit', () => {
    expect(formatDocumentNumberShown({ documentNumber: '71234567', verificationDigit: '' })).toBe(
      '712.345.67',
    );
  });

  it('keeps letters, drops separators already in the number, and follows a pattern when given', () => {
    expect(formatDocumentNumberShown({ documentNumber: 'B12345678', verificationDigit: '' })).toBe(
      'B12.345.678',
    );
    expect(
      formatDocumentNumberShown({ documentNumber: '901.123-456', verificationDigit: ' 3 ' }),
    ).toBe('901.123.456-3');
    expect(
      formatDocumentNumberShown({ documentNumber: '901123456', verificationDigit: '3' }, '###.###'),
    ).toBe('901.123.456-3');
  });

  it('shows nothing for an empty number, even with a digit', () => {
    expect(formatDocumentNumberShown({ documentNumber: '', verificationDigit: '3' })).toBe('');
  });
});
