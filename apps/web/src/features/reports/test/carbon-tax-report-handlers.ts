import { http, HttpResponse } from 'msw';
import {
  CARBON_TAX_REPORT_PATH,
  type CarbonTaxReportAnswer,
  type CarbonTaxRetirement,
} from '@registry/contract/retirements/carbon-tax-report';

const reportUrl = (suffix = '') => `${window.location.origin}${CARBON_TAX_REPORT_PATH}${suffix}`;

/** A carbon-tax retirement: 100 t of Manglares de Tumaco for Combustibles del Caribe, unless told otherwise. */
export function carbonTaxRetirement(
  overrides: Partial<CarbonTaxRetirement> = {},
): CarbonTaxRetirement {
  return {
    emitCertificationId: 'AAAAAAAAAAAAAAAAAAAAAA',
    certificateNumber: 'CR-RET-2026-11',
    retiredAt: '2026-03-10T15:00:00.000Z',
    projectId: 7,
    projectName: 'Manglares de Tumaco',
    vintage: 2024,
    serial: 'CR-VCS-CO-0007-2024-1-1-100',
    quantityKg: 100_000,
    isKg: false,
    passiveSubject: { id: 31, name: 'Combustibles del Caribe S.A.', taxId: '900111222-3' },
    fuel: 'diesel',
    taxPeriod: '2026-03',
    beneficiaryName: 'Transportes Andinos S.A.S.',
    retiredBy: 'Mercado de Carbono Trading S.A.S.',
    ...overrides,
  };
}

export const RETIREMENTS: CarbonTaxRetirement[] = [
  carbonTaxRetirement(),
  carbonTaxRetirement({
    emitCertificationId: 'BBBBBBBBBBBBBBBBBBBBBB',
    certificateNumber: 'CR-RET-2026-12',
    retiredAt: '2026-04-02T12:00:00.000Z',
    projectId: 8,
    projectName: 'Páramo de Chingaza',
    serial: 'CR-VCS-CO-0008-2024-1-1kg-250kg',
    quantityKg: 250,
    isKg: true,
    passiveSubject: { id: 32, name: 'Gas Natural del Sur S.A. E.S.P.', taxId: '800333444-5' },
    fuel: 'naturalGas',
    taxPeriod: '2026',
    beneficiaryName: 'Gas Natural del Sur S.A. E.S.P.',
    retiredBy: 'Gas Natural del Sur S.A. E.S.P.',
  }),
];

/** The answer of the report for these rows: totals, months and options computed from them. */
export function reportAnswer(
  retirements: CarbonTaxRetirement[] = RETIREMENTS,
  overrides: Partial<CarbonTaxReportAnswer> = {},
): CarbonTaxReportAnswer {
  const months = new Map<string, number>();
  for (const row of retirements) {
    const month = row.retiredAt.slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + row.quantityKg);
  }
  return {
    retirements,
    truncated: false,
    totals: {
      retirements: retirements.length,
      quantityKg: retirements.reduce((sum, row) => sum + row.quantityKg, 0),
    },
    byMonth: [...months].sort().map(([month, quantityKg]) => ({ month, quantityKg })),
    byFuel: [],
    options: {
      passiveSubjects: RETIREMENTS.map((row) => ({
        id: row.passiveSubject.id,
        name: row.passiveSubject.name,
      })),
      projects: RETIREMENTS.map((row) => ({ id: row.projectId, name: row.projectName })),
    },
    ...overrides,
  };
}

/** What a file request carried: its path (format), query and session headers. */
export interface FileRequest {
  pathname: string;
  query: Record<string, string>;
  authorization: string | null;
  platform: string | null;
  lng: string | null;
}

interface BackendOptions {
  /** The answer for a query; by default the rows matching its passive subject and project. */
  answer?: (query: Record<string, string>) => CarbonTaxReportAnswer;
  /** When given, every file is refused with this message (HTTP 403). */
  fileRefusal?: string;
  /** When given, files are answered only once it settles (the button's progress shows meanwhile). */
  fileGate?: Promise<void>;
}

function matching(query: Record<string, string>): CarbonTaxReportAnswer {
  return reportAnswer(
    RETIREMENTS.filter(
      (row) =>
        (!query.passiveSubjectId || String(row.passiveSubject.id) === query.passiveSubjectId) &&
        (!query.projectId || String(row.projectId) === query.projectId),
    ),
  );
}

/**
 * GET /api/platform/reports/carbon-tax and its .csv, .xlsx and .pdf: records
 * each query the screen asked and each file request with its headers.
 */
export function createCarbonTaxReportBackend({
  answer = matching,
  fileRefusal,
  fileGate,
}: BackendOptions = {}) {
  const queries: Record<string, string>[] = [];
  const files: FileRequest[] = [];
  const handlers = [
    http.get(reportUrl(), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      return HttpResponse.json({ status: 1, codeMessages: [], ...answer(query) });
    }),
    http.get(reportUrl('.:format'), async ({ request, params }) => {
      const url = new URL(request.url);
      files.push({
        pathname: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: request.headers.get('authorization'),
        platform: request.headers.get('platform'),
        lng: request.headers.get('lng'),
      });
      await fileGate;
      if (fileRefusal) {
        return HttpResponse.json(
          { status: 0, codeMessages: [{ codeMessage: 'ERROR_FORBIDDEN', message: fileRefusal }] },
          { status: 403 },
        );
      }
      const format = String(params.format);
      return new HttpResponse(`report as ${format}`, {
        headers: {
          'content-type': 'application/octet-stream',
          'content-disposition': `attachment; filename="report.${format}"; filename*=UTF-8''informe-impuesto-carbono.${format}`,
        },
      });
    }),
  ];
  return { handlers, queries, files };
}

/** The last query the screen asked the report for. */
export const lastQuery = (queries: readonly Record<string, string>[]) => queries.at(-1);
