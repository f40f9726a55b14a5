import { http, HttpResponse } from 'msw';
import type {
  PublicCertificateRow,
  VintageCredits,
} from '@registry/contract/retirements/public-credits';
import { RETIREMENT_PURPOSES } from '@registry/contract/retirements/retirements-api';
import { apiUrl } from '../../../test/msw-server';
import { PROJECT } from '../../public-projects/test/public-projects-handlers';

const ok = (data: object) => HttpResponse.json({ status: 1, codeMessages: [], ...data });

export const VINTAGES: VintageCredits[] = [
  {
    vintage: 2023,
    issuedKg: 3_000_000,
    retiredKg: 100_000,
    cancelledKg: 0,
    bufferKg: 450_000,
    outstandingKg: 2_450_000,
  },
  {
    vintage: 2024,
    issuedKg: 2_500_000,
    retiredKg: 250,
    cancelledKg: 300_000,
    bufferKg: 375_000,
    outstandingKg: 1_824_750,
  },
];

export function certificateRow(
  overrides: Partial<PublicCertificateRow> = {},
): PublicCertificateRow {
  return {
    emitCertificationId: 'AAAAAAAAAAAAAAAAAAAAAA',
    certificateNumber: 'CR-RET-2026-1',
    createdAt: '2026-10-01T12:00:00.000Z',
    vintage: 2024,
    serial: 'CR-VCS-CO-0005-2024-1-1-100',
    quantityKg: 100_000,
    isKg: false,
    purpose: 'voluntary',
    beneficiaryName: 'Café Andino S.A.S.',
    ...overrides,
  };
}

export const CERTIFICATES: PublicCertificateRow[] = [
  certificateRow(),
  certificateRow({
    emitCertificationId: 'BBBBBBBBBBBBBBBBBBBBBB',
    certificateNumber: 'CR-RET-2026-2',
    quantityKg: 250,
    isKg: true,
    purpose: 'publicClaim',
    beneficiaryName: null,
    serial: 'CR-VCS-CO-0005-2024-1-1kg-250kg',
  }),
];

/** The public project PROJECT with its credits and certificates; the purposes it was asked for. */
export function createPublicCreditsBackend({
  vintages = VINTAGES,
}: { vintages?: VintageCredits[] } = {}) {
  const purposes: string[] = [];
  const handlers = [
    http.get(apiUrl(`/public/projects/${PROJECT.id}`), () => ok({ project: PROJECT })),
    http.get(apiUrl(`/public/projects/${PROJECT.id}/credits`), () => ok({ vintages })),
    http.get(apiUrl(`/public/projects/${PROJECT.id}/certificates`), ({ request }) => {
      const purpose = new URL(request.url).searchParams.get('purpose') ?? '0';
      purposes.push(purpose);
      // typeRemoval: 0 is every purpose, n the n-th of RETIREMENT_PURPOSES.
      const wanted = RETIREMENT_PURPOSES[Number(purpose) - 1];
      return ok({
        certificates: CERTIFICATES.filter((c) => purpose === '0' || c.purpose === wanted),
      });
    }),
    http.get(
      apiUrl(`/public/projects/${PROJECT.id}/retired-blocks.csv`),
      () =>
        new HttpResponse('\uFEFFSerial,Cosecha\r\nCR-VCS-CO-0005-2024-1-1-100,2024\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="creditos-retirados-${PROJECT.id}.csv"`,
          },
        }),
    ),
    http.get(
      apiUrl(`/public/projects/${PROJECT.id}/retired-blocks.xlsx`),
      () =>
        new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename="creditos-retirados-${PROJECT.id}.xlsx"`,
          },
        }),
    ),
  ];
  return { handlers, purposes };
}
