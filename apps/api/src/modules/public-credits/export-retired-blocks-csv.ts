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
const FILE_NAMES: Record<Language, string> = {
  es: 'creditos-retirados',
  en: 'retired-credits',
  pt: 'creditos-aposentados',
};

/** The file name of a project's retired credits, in the caller's language. */
export const retiredBlocksFileName = (lng: Language, projectId: number) =>
  `${FILE_NAMES[lng]}-${String(projectId)}.csv`;

/**
 * GET /api/public/projects/{projectId}/retired-blocks.csv (the spec's
 * `/downloadRetiredBonds/{projectId}`): every retired block of the project,
 * one row each with its certificate, in the caller's language, formula-like
 * cells neutralized. A project has at most MAX_PROJECT_CERTIFICATES rows here.
 */
export async function exportRetiredBlocksCsv({
  db,
  registryPrefix,
  projectId,
  lng,
}: {
  db: Db;
  registryPrefix: string;
  projectId: number;
  lng: Language;
}): Promise<string> {
  const { certificates } = await listProjectCertificates({
    db,
    registryPrefix,
    projectId,
    purpose: 0,
  });
  const rows = certificates.map((c) => [
    c.serial,
    String(c.vintage),
    c.isKg ? String(c.quantityKg) : String(c.quantityKg / 1000),
    c.isKg ? 'kg' : 't',
    c.createdAt.slice(0, 10),
    c.certificateNumber,
    CERTIFICATE_TEXTS[lng].purposes[c.purpose],
    c.beneficiaryName ?? PRIVATE[lng],
  ]);
  // A byte order mark, so a spreadsheet reads the accents as UTF-8.
  return `\uFEFF${stringify([HEADERS[lng], ...rows.map((row) => row.map(safeCell))])}`;
}
