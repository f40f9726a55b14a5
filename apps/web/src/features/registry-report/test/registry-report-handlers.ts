import { http, HttpResponse } from 'msw';
import {
  REGISTRY_REPORT_PATH,
  type RegistryReportAnswer,
  type RegistryReportRow,
} from '@registry/contract/retirements/registry-report';
import { apiUrl } from '../../../test/msw-server';

const row = (key: string, label: string, issued: number, retired = 0): RegistryReportRow => ({
  key,
  label,
  issuedKg: issued * 1000,
  retiredKg: retired * 1000,
  cancelledKg: 0,
  bufferKg: issued * 100,
});

/** A registry of two years, two standards, two countries and one sector. */
export const REPORT: RegistryReportAnswer = {
  totals: { issuedKg: 6_000_000, retiredKg: 160_000, cancelledKg: 0, bufferKg: 600_000 },
  year: [row('2025', '2025', 1000), row('2026', '2026', 5000, 160)],
  standard: [row('VCS', 'Verified Carbon Standard', 5000, 160), row('GS', 'Gold Standard', 1000)],
  country: [row('1', 'Brasil', 5000, 160), row('2', 'Chile', 1000)],
  sector: [row('forestry', 'Forestal', 6000, 160)],
};

const EMPTY: RegistryReportAnswer = {
  totals: { issuedKg: 0, retiredKg: 0, cancelledKg: 0, bufferKg: 0 },
  year: [],
  standard: [],
  country: [],
  sector: [],
};

/** GET /api/public/registry-report and its files: every query asked is kept. */
export function createRegistryReportBackend(report: RegistryReportAnswer = REPORT) {
  const queries: string[] = [];
  const files: string[] = [];
  const handlers = [
    http.get(apiUrl(REGISTRY_REPORT_PATH), ({ request }) => {
      const search = new URL(request.url).search;
      queries.push(search);
      const answer = new URL(request.url).searchParams.get('fromYear') === '2199' ? EMPTY : report;
      return HttpResponse.json({ status: 1, codeMessages: [], ...answer });
    }),
    http.get(apiUrl(`${REGISTRY_REPORT_PATH}.csv`), ({ request }) => {
      files.push(`csv${new URL(request.url).search}`);
      return new HttpResponse('\uFEFFDesglose,Valor\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="informe-del-registro.csv"',
        },
      });
    }),
  ];
  return { handlers, queries, files };
}
