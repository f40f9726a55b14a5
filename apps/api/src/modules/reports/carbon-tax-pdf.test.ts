import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type {
  CarbonTaxReportAnswer,
  CarbonTaxRetirement,
} from '@registry/contract/retirements/carbon-tax-report';
import { renderCarbonTaxPdf } from './carbon-tax-pdf';

/** The text of each page of a PDF, as pdftotext reads it (pages split on form feeds). */
function pdfPages(bytes: Uint8Array): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'carbon-tax-pdf-'));
  const file = path.join(dir, 'report.pdf');
  writeFileSync(file, bytes);
  try {
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    return text.split('\f').filter((page) => page.trim() !== '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const row = (index: number): CarbonTaxRetirement => ({
  emitCertificationId: `id-${String(index)}`,
  certificateNumber: `CR-RET-2026-${String(index)}`,
  retiredAt: '2026-10-15T14:30:00.000Z',
  projectId: 1,
  projectName: 'Reforestación Mata Atlântica',
  vintage: 2024,
  serial: `CR-VCS-CO-1-2024-1-${String(index * 1000 + 1)}-${String(index * 1000 + 1000)}-ABCDEFGHIJKLMNOP`,
  quantityKg: 1000,
  isKg: false,
  passiveSubject: { id: 7, name: 'Combustibles del Norte S.A.', taxId: '900789012-2' },
  fuel: 'jetFuel',
  taxPeriod: '2026-10',
  beneficiaryName: 'Aerolínea Cóndor S.A.',
  retiredBy: 'Bosques del Pacífico S.A.S.',
});

const ROWS = 150;
const report: CarbonTaxReportAnswer = {
  retirements: Array.from({ length: ROWS }, (_, index) => row(index + 1)),
  truncated: false,
  totals: { retirements: ROWS, quantityKg: ROWS * 1000 },
  byMonth: [{ month: '2026-10', quantityKg: ROWS * 1000 }],
  byFuel: [{ fuel: 'jetFuel', quantityKg: ROWS * 1000 }],
  options: {
    passiveSubjects: [{ id: 7, name: 'Combustibles del Norte S.A.' }],
    projects: [{ id: 1, name: 'Reforestación Mata Atlântica' }],
  },
};

describe("the carbon-tax report's PDF", () => {
  it('flows its rows onto further pages, each under the table header and numbered', async () => {
    const bytes = await renderCarbonTaxPdf({
      report,
      query: { passiveSubjectId: 7, from: '2026-10-01' },
      lng: 'en',
      now: new Date('2026-11-28T12:00:00Z'),
    });
    const pages = pdfPages(bytes);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => {
      expect(page).toContain('Certificate');
      expect(page).toContain(`Page ${String(index + 1)} of ${String(pages.length)}`);
    });
    const text = pages.join('\n');
    expect(text).toContain('Generated on November 28, 2026');
    expect(text).toMatch(/From\s+2026-10-01/);
    expect(text).toMatch(/To\s+No limit/);
    expect(text).toMatch(/Passive subject\s+Combustibles del Norte S\.A\./);
    expect(text).toMatch(/Project\s+All/);
    expect(text).toMatch(/Retirements\s+150/);
    expect(text).toContain('Jet fuel: 150 t CO₂e');
    // Every row is there, once: its certificate number ends a cell of its own.
    for (let index = 1; index <= ROWS; index += 1) {
      expect(text).toMatch(new RegExp(`CR-RET-2026-${String(index)}(?!\\d)`));
    }
  });
});
