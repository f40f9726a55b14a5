import { http, HttpResponse } from 'msw';
import {
  PUBLIC_LEDGER_CSV_PATH,
  PUBLIC_LEDGER_PATH,
  type PublicLedgerRow,
} from '@registry/contract/retirements/public-ledger';
import { apiUrl } from '../../../test/msw-server';

/** A retirement row of the public ledger, with what a test changes. */
export function ledgerRow(
  fields: Partial<PublicLedgerRow> & { movementId: number },
): PublicLedgerRow {
  return {
    kind: 'retirement',
    at: '2026-10-29T15:00:00.000Z',
    projectId: 7,
    projectName: 'Reforestación Mata Atlântica',
    vintage: 2024,
    serial: `CR-VCS-BR-0007-2024-1-${fields.movementId}-${fields.movementId + 9}`,
    quantityKg: 10_000,
    isKg: false,
    certificateNumber: `CR-RET-2026-${fields.movementId}`,
    emitCertificationId: `cert${String(fields.movementId).padStart(18, '0')}`,
    purpose: 'voluntary',
    beneficiaryName: 'Panadería La Espiga',
    ...fields,
  };
}

/**
 * GET /api/public/ledger as the API answers it: the rows of the filter
 * (kind, purpose, projectId), newest movement first, `limit` after the
 * cursor; every query asked is kept, and the CSV's too.
 */
export function createPublicLedgerBackend(rows: readonly PublicLedgerRow[]) {
  const queries: URLSearchParams[] = [];
  const csvQueries: string[] = [];
  const handlers = [
    http.get(apiUrl(PUBLIC_LEDGER_PATH), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const limit = Number(query.get('limit') ?? 50);
      const cursor = query.get('cursor');
      const matching = [...rows]
        .filter((row) => !query.get('kind') || row.kind === query.get('kind'))
        .filter((row) => !query.get('purpose') || row.purpose === query.get('purpose'))
        .filter(
          (row) => !query.get('projectId') || String(row.projectId) === query.get('projectId'),
        )
        .filter((row) => cursor === null || row.movementId < Number(cursor))
        .sort((a, b) => b.movementId - a.movementId);
      const page = matching.slice(0, limit);
      return HttpResponse.json({
        status: 1,
        codeMessages: [],
        rows: page,
        nextCursor: matching.length > limit ? (page.at(-1)?.movementId ?? null) : null,
      });
    }),
    http.get(apiUrl(PUBLIC_LEDGER_CSV_PATH), ({ request }) => {
      csvQueries.push(new URL(request.url).search);
      return new HttpResponse('\uFEFFFecha,Operación\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="retiros-y-cancelaciones-2026-11-28.csv"',
        },
      });
    }),
  ];
  return { handlers, queries, csvQueries };
}
