import { stringify } from 'csv-stringify/sync';
import type { Language } from '@registry/contract/common/language';
import type { Db } from '../../db/client';
import { CERTIFICATE_TEXTS } from '../certificates/certificate-texts';
import { safeCell } from '../public-projects/csv-headers';
import { listProjectCertificates } from './list-project-certificates';

const HEADERS: Record<Language, string[]> = {
  es: [
    'Serial',
    'Cosecha',
    'Cantidad',
    'Unidad',
    'Fecha de retiro',
    'Certificado',
    'Propósito',
    'Beneficiario',
  ],
  en: [
    'Serial',
    'Vintage',
    'Quantity',
    'Unit',
    'Retired on',
    'Certificate',
    'Purpose',
    'Beneficiary',
  ],
  pt: [
    'Serial',
    'Safra',
    'Quantidade',
    'Unidade',
    'Data da aposentadoria',
    'Certificado',
    'Finalidade',
    'Beneficiário',
  ],
};
const PRIVATE: Record<Language, string> = { es: 'Privado', en: 'Private', pt: 'Privado' };
const SHEETS: Record<Language, string> = {
  es: 'Créditos retirados',
  en: 'Retired credits',
  pt: 'Créditos aposentados',
};
const FILE_NAMES: Record<Language, string> = {
  es: 'creditos-retirados',
  en: 'retired-credits',
  pt: 'creditos-aposentados',
};

/** The file name of a project's retired credits, in the caller's language. */
export const retiredBlocksFileName = (
  lng: Language,
  projectId: number,
  extension: 'csv' | 'xlsx' = 'csv',
) => `${FILE_NAMES[lng]}-${String(projectId)}.${extension}`;

interface RetiredBlocksInput {
  db: Db;
  registryPrefix: string;
  projectId: number;
  lng: Language;
}

/**
 * Every retired block of the project, one row each with its certificate, in
 * the caller's language: the header and the rows (vintage and quantity as
 * numbers) and the XLSX sheet's name, for the CSV and the XLSX alike. A project has at most
 * MAX_PROJECT_CERTIFICATES rows here.
 */
export async function retiredBlocksTable({
  db,
  registryPrefix,
  projectId,
  lng,
}: RetiredBlocksInput) {
  const { certificates } = await listProjectCertificates({
    db,
    registryPrefix,
    projectId,
    purpose: 0,
  });
  const rows = certificates.map((c) => [
    c.serial,
    c.vintage,
    c.isKg ? c.quantityKg : c.quantityKg / 1000,
    c.isKg ? 'kg' : 't',
    c.createdAt.slice(0, 10),
    c.certificateNumber,
    CERTIFICATE_TEXTS[lng].purposes[c.purpose],
    c.beneficiaryName ?? PRIVATE[lng],
  ]);
  return { header: HEADERS[lng], rows, sheet: SHEETS[lng] };
}

/**
 * GET /api/public/projects/{projectId}/retired-blocks.csv (the spec's
 * `/downloadRetiredBonds/{projectId}`): retiredBlocksTable as CSV,
 * formula-like cells neutralized.
 */
export async function exportRetiredBlocksCsv(input: RetiredBlocksInput): Promise<string> {
  const { header, rows } = await retiredBlocksTable(input);
  const cells = rows.map((row) => row.map((cell) => safeCell(String(cell))));
  // A byte order mark, so a spreadsheet reads the accents as UTF-8.
  return `\uFEFF${stringify([header, ...cells])}`;
}
