import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { IdParamSchema } from '../common/ids';
import { DaySchema, queryStringOf } from '../common/query-string';
import { FuelSchema } from './retirements-api';

/*
 * The carbon-tax report (spec: /emit-certification-report; DESIGN.md 4.4),
 * report permit: a `gov` company sees every carbon-tax retirement, a
 * `passivesubject` company only those that name it as passive subject.
 *
 * GET /api/platform/reports/carbon-tax        CarbonTaxReportQuery -> CarbonTaxReportResponse
 * GET /api/platform/reports/carbon-tax.csv    the same filter, every row, named in the language
 * GET /api/platform/reports/carbon-tax.xlsx   the same, as a workbook (rows, totals)
 * GET /api/platform/reports/carbon-tax.pdf    the same, as a PDF (filter, totals, rows)
 */
export const CARBON_TAX_REPORT_PATH = '/api/platform/reports/carbon-tax';
export const CARBON_TAX_REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type CarbonTaxReportFormat = (typeof CARBON_TAX_REPORT_FORMATS)[number];

/** At most this many rows in the JSON answer (totals and the chart count every row). */
export const MAX_CARBON_TAX_ROWS = 1000;

/**
 * `from` and `to`: the days of retirement, both included (the registry's time
 * zone); `passiveSubjectId` and `projectId` narrow to one. A passive subject
 * asking for another one's id gets nothing, never an error that tells it exists.
 */
export const CarbonTaxReportQuerySchema = z.object({
  from: DaySchema.optional(),
  to: DaySchema.optional(),
  passiveSubjectId: IdParamSchema.optional(),
  projectId: IdParamSchema.optional(),
});
export type CarbonTaxReportQuery = z.infer<typeof CarbonTaxReportQuerySchema>;

/** The query string of a filter (empty values left out), for the JSON call and the files. */
export function carbonTaxReportQueryString(query: CarbonTaxReportQuery): string {
  return queryStringOf(query);
}

export const CarbonTaxRetirementSchema = z.object({
  emitCertificationId: z.string(),
  certificateNumber: z.string(),
  /** ISO instant of the retirement. */
  retiredAt: z.string(),
  projectId: z.number().int(),
  projectName: z.string(),
  vintage: z.number().int(),
  serial: z.string(),
  quantityKg: z.number().int(),
  /** Retired in kg (a divisible block) rather than whole tonnes. */
  isKg: z.boolean(),
  passiveSubject: z.object({ id: z.number().int(), name: z.string(), taxId: z.string() }),
  fuel: FuelSchema,
  /** YYYY or YYYY-MM. */
  taxPeriod: z.string(),
  /** The beneficiary's name: the authority sees it even when the retirement is private. */
  beneficiaryName: z.string(),
  /** The company that retired the credits. */
  retiredBy: z.string(),
});
export type CarbonTaxRetirement = z.infer<typeof CarbonTaxRetirementSchema>;

export const CarbonTaxReportResponseSchema = envelopeWith({
  retirements: z.array(CarbonTaxRetirementSchema),
  /** More rows matched than MAX_CARBON_TAX_ROWS: the files hold them all. */
  truncated: z.boolean(),
  totals: z.object({ retirements: z.number().int(), quantityKg: z.number().int() }),
  /** kg retired per month of retirement (YYYY-MM), oldest first: the chart. */
  byMonth: z.array(z.object({ month: z.string(), quantityKg: z.number().int() })),
  /** kg retired per fuel, largest first. */
  byFuel: z.array(z.object({ fuel: FuelSchema, quantityKg: z.number().int() })),
  /** What the filters offer: the passive subjects and projects the caller may see. */
  options: z.object({
    passiveSubjects: z.array(z.object({ id: z.number().int(), name: z.string() })),
    projects: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});
export type CarbonTaxReportAnswer = Omit<
  z.infer<typeof CarbonTaxReportResponseSchema>,
  'status' | 'codeMessages'
>;
