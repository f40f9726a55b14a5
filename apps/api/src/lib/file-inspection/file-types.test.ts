import { describe, expect, it } from 'vitest';
import { getExtension, resolveClaimedFormat } from './file-types';

describe('getExtension', () => {
  it.each([
    ['plan.pdf', 'pdf'],
    ['Plan.Final.DOCX', 'docx'],
    ['C:\\fakepath\\logo.JPG', 'jpg'],
    ['/tmp/uploads/acta.doc', 'doc'],
    ['README', ''],
    ['.docx', ''],
    ['invoice.pdf.exe', 'exe'],
  ])('%s -> "%s"', (fileName, extension) => {
    expect(getExtension(fileName)).toBe(extension);
  });
});

describe('resolveClaimedFormat', () => {
  it('matches the declared type without regard to case', () => {
    const claim = resolveClaimedFormat(
      'a.docm',
      'application/vnd.ms-word.document.macroEnabled.12',
      'document',
    );
    expect(claim).toEqual({ ok: true, format: 'docm' });
  });

  it('accepts every JPEG extension', () => {
    for (const name of ['a.jpg', 'a.jpeg', 'a.jpe', 'a.jfif']) {
      expect(resolveClaimedFormat(name, 'image/jpeg', 'image')).toEqual({
        ok: true,
        format: 'jpeg',
      });
    }
  });

  it('refuses a double extension that ends in an executable one', () => {
    expect(resolveClaimedFormat('invoice.pdf.exe', '', 'document')).toMatchObject({
      ok: false,
      reason: 'unsupportedType',
    });
  });

  it('refuses a Word type declared for a PDF name', () => {
    expect(resolveClaimedFormat('plan.pdf', 'application/msword', 'document')).toMatchObject({
      ok: false,
      reason: 'typeMismatch',
    });
  });
});
