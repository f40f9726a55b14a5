import { z } from 'zod';
import { envelopeWith } from '../common/envelope';
import { queryStringOf } from '../common/query-string';

/*
 * The registry's public report (spec: /jp-report; DESIGN.md 4.4), anyone:
 * tonnes issued, retired, cancelled and in the buffer pool, by year, standard,
 * country and sector, over the public projects. A year is the year of the
 * event: an issuance (issued, and its share still in the buffer pool), a
 * retirement, a cancellation. Totals only: no holder is named.
 *
 * GET /api/public/registry-report        RegistryReportQuery -> RegistryReportResponse
 * GET /api/public/registry-report.csv    the same, one table, in the caller's language
 * GET /api/public/registry-report.xlsx   the same, a sheet per breakdown
 */
export const REGISTRY_REPORT_PATH = '/public/registry-report';

export const REGISTRY_REPORT_BREAKDOWNS = ['year', 'standard', 'country', 'sector'] as const;
export const RegistryReportBreakdownSchema = z.enum(REGISTRY_REPORT_BREAKDOWNS);
export type RegistryReportBreakdown = z.infer<typeof RegistryReportBreakdownSchema>;

const YEAR = z.coerce.number().int().min(1990).max(2200);

/** `fromYear` and `toYear`: the years of the events, both included. */
export const RegistryReportQuerySchema = z.object({
  fromYear: YEAR.optional(),
  toYear: YEAR.optional(),
});
export type RegistryReportQuery = z.infer<typeof RegistryReportQuerySchema>;

/** The query string of a filter (empty values left out), for the JSON call and the files. */
export function registryReportQueryString(query: RegistryReportQuery): string {
  return queryStringOf({ fromYear: query.fromYear, toYear: query.toYear });
}

export const RegistryTonnesSchema = z.object({
  issuedKg: z.number().int(),
  retiredKg: z.number().int(),
  cancelledKg: z.number().int(),
  /** The issuances' share still held in the buffer pool. */
  bufferKg: z.number().int(),
});
export type RegistryTonnes = z.infer<typeof RegistryTonnesSchema>;

export const RegistryReportRowSchema = RegistryTonnesSchema.extend({
  /** The year, the standard's code, the country's id or the sector's code; '' when the project has none. */
  key: z.string(),
  /** The key as a person reads it, in the caller's language. */
  label: z.string(),
});
export type RegistryReportRow = z.infer<typeof RegistryReportRowSchema>;

export const RegistryReportResponseSchema = envelopeWith({
  totals: RegistryTonnesSchema,
  year: z.array(RegistryReportRowSchema),
  standard: z.array(RegistryReportRowSchema),
  country: z.array(RegistryReportRowSchema),
  sector: z.array(RegistryReportRowSchema),
});
export type RegistryReportAnswer = Omit<
  z.infer<typeof RegistryReportResponseSchema>,
  'status' | 'codeMessages'
>;
