import type { Language } from '@registry/contract/common/language';
import type { CarbonTaxRetirement } from '@registry/contract/retirements/carbon-tax-report';
import { REPORT_TEXTS, type CarbonTaxColumn } from './report-texts';

/** A file's cell: text, or a number a spreadsheet adds up. */
export type CarbonTaxCell = string | number;

/** kg as tonnes, to the kg (three decimals at most). */
export const tonnesOf = (quantityKg: number) => quantityKg / 1000;

/**
 * One retirement as a row of the files, column by column: the day of
 * retirement (UTC, YYYY-MM-DD), the quantity in tonnes whatever unit it was
 * retired in (so a column adds up), the fuel in the language.
 */
export function carbonTaxRowOf(
  row: CarbonTaxRetirement,
  lng: Language,
): Record<CarbonTaxColumn, CarbonTaxCell> {
  const texts = REPORT_TEXTS[lng];
  return {
    retiredOn: row.retiredAt.slice(0, 10),
    certificate: row.certificateNumber,
    passiveSubject: row.passiveSubject.name,
    taxId: row.passiveSubject.taxId,
    fuel: texts.fuels[row.fuel],
    taxPeriod: row.taxPeriod,
    project: row.projectName,
    vintage: row.vintage,
    serial: row.serial,
    quantity: tonnesOf(row.quantityKg),
    unit: texts.tonnes,
    beneficiary: row.beneficiaryName,
    retiredBy: row.retiredBy,
  };
}
