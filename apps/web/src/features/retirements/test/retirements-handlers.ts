import { http, HttpResponse } from 'msw';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { leiCheckDigits } from '@registry/contract/retirements/lei';
import type { PassiveSubject, RetirementRow } from '@registry/contract/retirements/retirements-api';
import { apiUrl } from '../../../test/msw-server';
import { COUNTRIES, TYPE_DOCUMENTS } from '../../auth/test/auth-handlers';
import { createLedgerBackend } from '../../positions/test/positions-handlers';

const ok = (data: object = {}) => HttpResponse.json({ status: 1, codeMessages: [], ...data });

/** A real LEI: its check digits computed as ISO 17442 says. */
const LEI_BASE = '5493001KJTIIGC8Y1R';
export const VALID_LEI = `${LEI_BASE}${leiCheckDigits(LEI_BASE)}`;

export const PASSIVE_SUBJECTS: PassiveSubject[] = [
  { id: 60, name: 'Combustibles del Caribe S.A.S.', taxId: '900555111-3' },
  { id: 61, name: 'Transportes Andinos S.A.', taxId: '800222333-1' },
];

/** One of the company's retirements: 3 t of Manglares de Tumaco, public, unless told otherwise. */
export function retirementRow(overrides: Partial<RetirementRow> = {}): RetirementRow {
  return {
    emitCertificationId: 'AbCdEfGhIjKlMnOpQrStUv',
    certificateNumber: 'CR-RET-2026-1',
    createdAt: '2026-03-02T15:30:00.000Z',
    projectId: 7,
    projectName: 'Manglares de Tumaco',
    serial: 'CR-CERCARBONO-CO-0007-2024-1-1-3',
    quantityKg: 3000,
    isKg: false,
    purpose: 'voluntary',
    beneficiaryName: 'Fundación Mar Azul',
    isPublic: true,
    ...overrides,
  };
}

export interface RetireCall {
  body: Record<string, unknown>;
  idempotencyKey: string | null;
}

interface RetireBackendOptions {
  positions: Position[];
  retirements?: RetirementRow[];
  /** GET .../retirements answers a 500. */
  isListBroken?: boolean;
}

/**
 * The calls of the retirement screens: the ledger's positions (as the
 * transfer's tests have them), countries and document types (the register
 * form's), passive subjects, the company's retirements and POST .../retire,
 * which records its requests, answers a key it has seen with its first answer,
 * and answers `failWith` once with a 400.
 */
export function createRetireBackend({
  positions,
  retirements = [],
  isListBroken = false,
}: RetireBackendOptions) {
  const ledger = createLedgerBackend(positions);
  const calls: RetireCall[] = [];
  const state: {
    failWith: { codeMessage: string; message: string; field?: string }[] | null;
  } = { failWith: null };
  const answered = new Map<string, Response>();
  const handlers = [
    ...ledger.handlers,
    http.get(apiUrl('/platform/country'), () => ok({ countries: COUNTRIES })),
    http.get(apiUrl('/platform/typeDocument/:countryId/actives'), ({ params }) =>
      ok({ typesDocuments: TYPE_DOCUMENTS[Number(params.countryId)] ?? [] }),
    ),
    http.get(apiUrl('/platform/projectCompanyTransfer/passive-subjects'), () =>
      ok({ passiveSubjects: PASSIVE_SUBJECTS }),
    ),
    http.get(apiUrl('/platform/projectCompanyTransfer/retirements'), () =>
      isListBroken
        ? HttpResponse.json({ status: 0, codeMessages: [] }, { status: 500 })
        : ok({ retirements }),
    ),
    http.post(apiUrl('/platform/projectCompanyTransfer/retire'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const idempotencyKey = request.headers.get('idempotency-key');
      calls.push({ body, idempotencyKey });
      const earlier = idempotencyKey ? answered.get(idempotencyKey) : undefined;
      if (earlier) return earlier.clone();
      const codeMessages = state.failWith;
      state.failWith = null;
      if (codeMessages) return HttpResponse.json({ status: 0, codeMessages }, { status: 400 });
      const response = ok({
        movementId: 5,
        serialId: body.serialId,
        quantityKg: body.isKg ? body.quantity : Number(body.quantity) * 1000,
        accountId: 20,
        emitCertificationId: 'Zx9_Yw8-Vu7Ts6Rq5Po4Nm',
        certificateNumber: 'CR-RET-2026-42',
      });
      if (idempotencyKey) answered.set(idempotencyKey, response.clone());
      return response;
    }),
  ];
  return { handlers, calls, state };
}
