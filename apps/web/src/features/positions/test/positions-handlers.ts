import { http, HttpResponse } from 'msw';
import type { Position } from '@registry/contract/ledger/ledger-api';
import type { TransferCompany } from '@registry/contract/ledger/transfer-companies';
import { apiUrl } from '../../../test/msw-server';
import { positionsAnswer } from './positions-answer';

const ok = (data: object = {}) => HttpResponse.json({ status: 1, codeMessages: [], ...data });

/** A block of the company; 10 t in its main account unless told otherwise. */
export function positionRow(overrides: Partial<Position> = {}): Position {
  return {
    serialId: 1,
    projectId: 7,
    projectName: 'Manglares de Tumaco',
    issuanceId: 3,
    vintage: 2024,
    serial: 'CR-CERCARBONO-CO-0007-2024-1-1-10',
    quantityKg: 10_000,
    divisible: false,
    accountId: 20,
    subAccountId: null,
    accountName: '',
    status: 'active',
    ...overrides,
  };
}

export const RECEIVERS: TransferCompany[] = [
  { id: 40, companyId: 'CO-0040', name: 'Mercado de Carbono Trading S.A.S.', subAccounts: [] },
  {
    id: 41,
    companyId: 'CO-0041',
    name: 'Compensa Retail S.A.S.',
    subAccounts: [{ id: 90, name: 'Clientes 2026' }],
  },
];

export interface LedgerRequest {
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
}

/**
 * A ledger in memory: positions, convert-to-kg and transfer change them as the
 * API would; `failWith` makes the next POST answer those messages with a 400.
 */
export function createLedgerBackend(initial: Position[]) {
  let positions = [...initial];
  const requests: LedgerRequest[] = [];
  const state: { failWith: { codeMessage: string; message: string }[] | null } = {
    failWith: null,
  };
  const answered = new Map<string, Response>();
  const record = async (request: Request, path: string) => {
    const body = (await request.json()) as Record<string, unknown>;
    const idempotencyKey = request.headers.get('idempotency-key');
    requests.push({ path, body, idempotencyKey });
    return { body, earlier: idempotencyKey ? answered.get(idempotencyKey)?.clone() : undefined };
  };
  /** The API answers a key it has seen with its first answer, and moves nothing again. */
  const remember = (request: Request, response: Response) => {
    const key = request.headers.get('idempotency-key');
    if (key) answered.set(key, response.clone());
    return response;
  };
  const failure = () => {
    const codeMessages = state.failWith;
    state.failWith = null;
    return codeMessages ? HttpResponse.json({ status: 0, codeMessages }, { status: 400 }) : null;
  };
  const handlers = [
    http.get(apiUrl('/platform/projectCompanyTransfer/positions'), ({ request }) =>
      HttpResponse.json(positionsAnswer(positions, request.url)),
    ),
    http.post(apiUrl('/platform/projectCompanyTransfer/convert-to-kg'), async ({ request }) => {
      const { body, earlier } = await record(request, 'convert-to-kg');
      if (earlier) return earlier;
      const refused = failure();
      if (refused) return refused;
      const block = positions.find((p) => p.serialId === body.serialId);
      if (!block) return HttpResponse.json({ status: 0, codeMessages: [] }, { status: 404 });
      const kg = Number(body.quantity) * 1000;
      const rest = block.quantityKg - kg;
      const converted = { ...block, serialId: 100, quantityKg: kg, divisible: true };
      positions = positions
        .flatMap((p) => (p === block ? (rest > 0 ? [{ ...p, quantityKg: rest }] : []) : [p]))
        .concat(converted);
      return remember(
        request,
        ok({ movementId: 1, serialId: 100, quantityKg: kg, accountId: block.accountId }),
      );
    }),
    http.post(apiUrl('/platform/projectCompanyTransfer/transfer'), async ({ request }) => {
      const { body, earlier } = await record(request, 'transfer');
      if (earlier) return earlier;
      const refused = failure();
      if (refused) return refused;
      const block = positions.find((p) => p.serialId === body.serialId);
      if (!block) return HttpResponse.json({ status: 0, codeMessages: [] }, { status: 404 });
      const kg = body.isKg ? Number(body.quantity) : Number(body.quantity) * 1000;
      positions = positions.flatMap((p) =>
        p === block ? (p.quantityKg > kg ? [{ ...p, quantityKg: p.quantityKg - kg }] : []) : [p],
      );
      return remember(
        request,
        ok({ movementId: 2, serialId: block.serialId, quantityKg: kg, accountId: 99 }),
      );
    }),
    http.post(apiUrl('/company/list/transfer'), async ({ request }) => {
      const { body } = await record(request, 'company/list/transfer');
      const search = typeof body.search === 'string' ? body.search.toLowerCase() : '';
      return ok({ companies: RECEIVERS.filter((c) => c.name.toLowerCase().includes(search)) });
    }),
  ];
  return { handlers, requests, state, positions: () => positions };
}
