import type { Language } from '@registry/contract/common/language';

/** The columns of the public projects' CSV, in order. */
export const CSV_COLUMNS = [
  'code',
  'name',
  'state',
  'standard',
  'country',
  'sector',
  'type',
  'labels',
  'estimatedAnnualReductions',
  'submittedAt',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** The CSV's header row in each interface language. */
export const CSV_HEADERS: Record<Language, Record<CsvColumn, string>> = {
  es: {
    code: 'Código de registro',
    name: 'Nombre',
    state: 'Estado',
    standard: 'Estándar',
    country: 'País',
    sector: 'Sector',
    type: 'Tipo',
    labels: 'Etiquetas',
    estimatedAnnualReductions: 'Reducciones anuales estimadas (tCO2e)',
    submittedAt: 'Fecha de presentación',
  },
  en: {
    code: 'Registry code',
    name: 'Name',
    state: 'State',
    standard: 'Standard',
    country: 'Country',
    sector: 'Sector',
    type: 'Type',
    labels: 'Labels',
    estimatedAnnualReductions: 'Estimated annual reductions (tCO2e)',
    submittedAt: 'Submission date',
  },
  pt: {
    code: 'Código de registro',
    name: 'Nome',
    state: 'Estado',
    standard: 'Padrão',
    country: 'País',
    sector: 'Setor',
    type: 'Tipo',
    labels: 'Selos',
    estimatedAnnualReductions: 'Reduções anuais estimadas (tCO2e)',
    submittedAt: 'Data de submissão',
  },
};

/** The CSV's file name in each interface language, before its date. */
export const CSV_FILE_NAMES: Record<Language, string> = {
  es: 'proyectos',
  en: 'projects',
  pt: 'projetos',
};

/** The download's name: "proyectos-2026-03-04.csv", the day (UTC) it was made. */
export function csvFileName(lng: Language, now: Date): string {
  return `${CSV_FILE_NAMES[lng]}-${now.toISOString().slice(0, 10)}.csv`;
}

/** Characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell no spreadsheet runs: one starting with = + - @, a tab or CR gets a leading '. */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
