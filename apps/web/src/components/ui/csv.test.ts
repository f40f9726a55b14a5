import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSV_BOM, downloadCsv, toCsv, toCsvCell } from './csv';
import { captureCsvDownloads, readCsvBlob } from '../../test/csv-downloads';

describe('toCsvCell', () => {
  it('quotes every cell and doubles inner quotes', () => {
    expect(toCsvCell('Selva Norte')).toBe('"Selva Norte"');
    expect(toCsvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(toCsvCell(null)).toBe('""');
    expect(toCsvCell(undefined)).toBe('""');
  });

  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://evil","x")'])(
    'keeps %j as text with a leading apostrophe (formula injection)',
    (text) => {
      expect(toCsvCell(text)).toBe(`"'${text.replaceAll('"', '""')}"`);
    },
  );

  it('writes numbers as they are: a negative number is no formula', () => {
    expect(toCsvCell(-5)).toBe('"-5"');
    expect(toCsvCell(1200.5)).toBe('"1200.5"');
  });

  it('writes a date as ISO 8601', () => {
    expect(toCsvCell(new Date(Date.UTC(2025, 0, 2)))).toBe('"2025-01-02T00:00:00.000Z"');
  });
});

describe('toCsv', () => {
  it('joins cells with commas and rows with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, 'x'],
      ]),
    ).toBe('"a","b"\r\n"1","x"');
  });
});

describe('downloadCsv', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads a UTF-8 file with a BOM through an object URL, named .csv', async () => {
    const { blobs, names } = captureCsvDownloads();
    downloadCsv('projects', '"a"');
    expect(names).toEqual(['projects.csv']);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await readCsvBlob(blobs[0])).toBe(`${CSV_BOM}"a"`);
  });
});
