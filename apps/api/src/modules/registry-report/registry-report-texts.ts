import type { Language } from '@registry/contract/common/language';
import type {
  RegistryReportBreakdown,
  RegistryTonnes,
} from '@registry/contract/retirements/registry-report';

export interface RegistryReportTexts {
  title: string;
  breakdown: string;
  value: string;
  issued: string;
  retired: string;
  cancelled: string;
  buffer: string;
  total: string;
  breakdowns: Record<RegistryReportBreakdown, string>;
  fileName: string;
}

/** The files' words, in the screen's (apps/web/public/locales/<lng>/registryReport.json). */
export const REGISTRY_REPORT_TEXTS: Record<Language, RegistryReportTexts> = {
  es: {
    title: 'Informe del registro',
    breakdown: 'Desglose',
    value: 'Valor',
    issued: 'Emitidas (t)',
    retired: 'Retiradas (t)',
    cancelled: 'Canceladas (t)',
    buffer: 'En la reserva de amortiguación (t)',
    total: 'Total',
    breakdowns: { year: 'Año', standard: 'Estándar', country: 'País', sector: 'Sector' },
    fileName: 'informe-del-registro',
  },
  en: {
    title: 'Registry report',
    breakdown: 'Breakdown',
    value: 'Value',
    issued: 'Issued (t)',
    retired: 'Retired (t)',
    cancelled: 'Cancelled (t)',
    buffer: 'In the buffer pool (t)',
    total: 'Total',
    breakdowns: { year: 'Year', standard: 'Standard', country: 'Country', sector: 'Sector' },
    fileName: 'registry-report',
  },
  pt: {
    title: 'Relatório do registro',
    breakdown: 'Desagregação',
    value: 'Valor',
    issued: 'Emitidas (t)',
    retired: 'Aposentadas (t)',
    cancelled: 'Canceladas (t)',
    buffer: 'Na reserva de amortecimento (t)',
    total: 'Total',
    breakdowns: { year: 'Ano', standard: 'Padrão', country: 'País', sector: 'Setor' },
    fileName: 'relatorio-do-registro',
  },
};

/** The file's name in the caller's language. */
export const registryReportFileName = (lng: Language, extension: 'csv' | 'xlsx') =>
  `${REGISTRY_REPORT_TEXTS[lng].fileName}.${extension}`;

/** Tonnes with their kg: a number, to three decimals. */
const tonnes = (kg: number) => kg / 1000;
export const tonnesRow = (row: RegistryTonnes) => [
  tonnes(row.issuedKg),
  tonnes(row.retiredKg),
  tonnes(row.cancelledKg),
  tonnes(row.bufferKg),
];
