import type { Language } from '@registry/contract/common/language';
import type { Fuel } from '@registry/contract/retirements/retirements-api';
import { CERTIFICATE_TEXTS } from '../certificates/certificate-texts';

/** The columns of the carbon-tax report's files (CSV, XLSX, PDF), in order. */
export const CARBON_TAX_COLUMNS = [
  'retiredOn',
  'certificate',
  'passiveSubject',
  'taxId',
  'fuel',
  'taxPeriod',
  'project',
  'vintage',
  'serial',
  'quantity',
  'unit',
  'beneficiary',
  'retiredBy',
] as const;
export type CarbonTaxColumn = (typeof CARBON_TAX_COLUMNS)[number];

/** The carbon-tax report's words, in each interface language (Spanish as usted, Portuguese as você). */
export interface ReportTexts {
  /** The registry's name, as the certificate writes it. */
  registry: string;
  title: string;
  /** The download's name before its date: "impuesto-al-carbono-2026-11-28.csv". */
  fileName: string;
  /** The XLSX sheet's name (at most 31 characters). */
  sheet: string;
  columns: Record<CarbonTaxColumn, string>;
  /** The unit of every quantity in the files. */
  tonnes: string;
  total: string;
  generatedOn: string;
  filter: string;
  from: string;
  to: string;
  passiveSubject: string;
  project: string;
  /** A filter left empty. */
  all: string;
  /** A day filter left empty. */
  noLimit: string;
  totals: string;
  retirements: string;
  quantity: string;
  byFuel: string;
  rows: string;
  noRows: string;
  page: string;
  fuels: Record<Fuel, string>;
}

export const REPORT_TEXTS: Record<Language, ReportTexts> = {
  es: {
    registry: CERTIFICATE_TEXTS.es.registry,
    title: 'Informe del impuesto al carbono',
    fileName: 'impuesto-al-carbono',
    sheet: 'Impuesto al carbono',
    columns: {
      retiredOn: 'Fecha de retiro',
      certificate: 'Certificado',
      passiveSubject: 'Sujeto pasivo',
      taxId: 'Identificación tributaria',
      fuel: 'Combustible',
      taxPeriod: 'Periodo gravable',
      project: 'Proyecto',
      vintage: 'Cosecha',
      serial: 'Serial',
      quantity: 'Cantidad',
      unit: 'Unidad',
      beneficiary: 'Beneficiario',
      retiredBy: 'Retirado por',
    },
    tonnes: 't',
    total: 'Total',
    generatedOn: 'Generado el {date} (fechas en UTC).',
    filter: 'Filtro aplicado',
    from: 'Desde',
    to: 'Hasta',
    passiveSubject: 'Sujeto pasivo',
    project: 'Proyecto',
    all: 'Todos',
    noLimit: 'Sin límite',
    totals: 'Totales',
    retirements: 'Retiros',
    quantity: 'Cantidad retirada',
    byFuel: 'Por combustible',
    rows: 'Retiros',
    noRows: 'Ningún retiro coincide con el filtro.',
    page: 'Página {page} de {pages}',
    fuels: CERTIFICATE_TEXTS.es.fuels,
  },
  en: {
    registry: CERTIFICATE_TEXTS.en.registry,
    title: 'Carbon tax report',
    fileName: 'carbon-tax',
    sheet: 'Carbon tax',
    columns: {
      retiredOn: 'Retired on',
      certificate: 'Certificate',
      passiveSubject: 'Passive subject',
      taxId: 'Tax id',
      fuel: 'Fuel',
      taxPeriod: 'Tax period',
      project: 'Project',
      vintage: 'Vintage',
      serial: 'Serial',
      quantity: 'Quantity',
      unit: 'Unit',
      beneficiary: 'Beneficiary',
      retiredBy: 'Retired by',
    },
    tonnes: 't',
    total: 'Total',
    generatedOn: 'Generated on {date} (dates in UTC).',
    filter: 'Filter applied',
    from: 'From',
    to: 'To',
    passiveSubject: 'Passive subject',
    project: 'Project',
    all: 'All',
    noLimit: 'No limit',
    totals: 'Totals',
    retirements: 'Retirements',
    quantity: 'Quantity retired',
    byFuel: 'By fuel',
    rows: 'Retirements',
    noRows: 'No retirement matches the filter.',
    page: 'Page {page} of {pages}',
    fuels: CERTIFICATE_TEXTS.en.fuels,
  },
  pt: {
    registry: CERTIFICATE_TEXTS.pt.registry,
    title: 'Relatório do imposto sobre o carbono',
    fileName: 'imposto-de-carbono',
    sheet: 'Imposto sobre o carbono',
    columns: {
      retiredOn: 'Data da aposentadoria',
      certificate: 'Certificado',
      passiveSubject: 'Sujeito passivo',
      taxId: 'Identificação fiscal',
      fuel: 'Combustível',
      taxPeriod: 'Período de apuração',
      project: 'Projeto',
      vintage: 'Safra',
      serial: 'Serial',
      quantity: 'Quantidade',
      unit: 'Unidade',
      beneficiary: 'Beneficiário',
      retiredBy: 'Aposentado por',
    },
    tonnes: 't',
    total: 'Total',
    generatedOn: 'Gerado em {date} (datas em UTC).',
    filter: 'Filtro aplicado',
    from: 'De',
    to: 'Até',
    passiveSubject: 'Sujeito passivo',
    project: 'Projeto',
    all: 'Todos',
    noLimit: 'Sem limite',
    totals: 'Totais',
    retirements: 'Aposentadorias',
    quantity: 'Quantidade aposentada',
    byFuel: 'Por combustível',
    rows: 'Aposentadorias',
    noRows: 'Nenhuma aposentadoria corresponde ao filtro.',
    page: 'Página {page} de {pages}',
    fuels: CERTIFICATE_TEXTS.pt.fuels,
  },
};

/** A download's name in the language: "carbon-tax-2026-11-28.pdf", the day (UTC) it was made. */
export const carbonTaxFileName = (lng: Language, now: Date, extension: 'csv' | 'xlsx' | 'pdf') =>
  `${REPORT_TEXTS[lng].fileName}-${now.toISOString().slice(0, 10)}.${extension}`;

/** A template's {placeholders} filled. */
export const fillText = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
