import { http, HttpResponse } from 'msw';
import type { Position, SubAccount, TransferRequest } from '@registry/contract/ledger/ledger-api';
import { apiUrl } from '../../../test/msw-server';
import { positionsAnswer } from '../../positions/test/positions-answer';

const ok = (data: object = {}) => HttpResponse.json({ status: 1, codeMessages: [], ...data });
const refuse = (codeMessage: string, message: string) =>
  HttpResponse.json({ status: 0, codeMessages: [{ codeMessage, message }] }, { status: 400 });

export const POSITION: Position = {
  serialId: 101,
  projectId: 7,
  projectName: 'Buses Eléctricos Bogotá',
  issuanceId: 1,
  vintage: 2025,
  serial: 'CR-CERCARBONO-CO-0007-2025-1-11-100',
  quantityKg: 90_000,
  divisible: false,
  accountId: 5,
  subAccountId: null,
  accountName: '',
  status: 'active',
};

/** The company's sub-accounts and positions in memory, with the calls they receive. */
export function createSubAccountsBackend({
  subAccounts = [
    { id: 1, name: 'Compensación 2026', isOpen: true, quantityKg: 0 },
    { id: 2, name: 'Reserva', isOpen: true, quantityKg: 10_000 },
  ],
  positions = [POSITION],
}: { subAccounts?: SubAccount[]; positions?: Position[] } = {}) {
  const requests = {
    changes: [] as { kind: string; body: Record<string, unknown>; key: string | null }[],
    transfers: [] as { body: TransferRequest; key: string | null }[],
  };
  let nextId = 10;
  const handlers = [
    http.get(apiUrl('/platform/ledger/sub-accounts'), () => ok({ subAccounts })),
    http.get(apiUrl('/platform/projectCompanyTransfer/positions'), ({ request }) =>
      HttpResponse.json(positionsAnswer(positions, request.url)),
    ),
    http.post(apiUrl('/platform/ledger/sub-accounts/:kind'), async ({ request, params }) => {
      const body = (await request.json()) as { subAccountId?: number; name?: string };
      const kind = String(params.kind);
      requests.changes.push({ kind, body, key: request.headers.get('idempotency-key') });
      let changed: SubAccount | undefined;
      if (kind === 'create') {
        changed = { id: nextId++, name: body.name ?? '', isOpen: true, quantityKg: 0 };
        subAccounts = [...subAccounts, changed];
      } else {
        const account = subAccounts.find((item) => item.id === body.subAccountId);
        if (!account) return refuse('ERROR_LEDGER_SUB_ACCOUNT_NOT_FOUND', 'No such sub-account.');
        if (kind === 'close' && account.quantityKg > 0) {
          return refuse(
            'ERROR_LEDGER_SUB_ACCOUNT_NOT_EMPTY',
            'The sub-account still holds credits: move them out before closing it.',
          );
        }
        changed =
          kind === 'close' ? { ...account, isOpen: false } : { ...account, name: body.name ?? '' };
        subAccounts = subAccounts.map((item) => (item.id === account.id ? changed! : item));
      }
      return ok({ subAccount: changed });
    }),
    http.post(apiUrl('/platform/projectCompanyTransfer/transfer'), async ({ request }) => {
      const body = (await request.json()) as TransferRequest;
      requests.transfers.push({ body, key: request.headers.get('idempotency-key') });
      return ok({ movementId: 9, serialId: 300, quantityKg: body.quantity * 1000, accountId: 8 });
    }),
  ];
  return { handlers, requests };
}
