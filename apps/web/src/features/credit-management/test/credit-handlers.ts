import { http, HttpResponse } from 'msw';
import type {
  CertifiedBlock,
  CertifiedMovement,
  IssuableProject,
} from '@registry/contract/ledger/certifier-api';
import type { BlockActionRequest, IssueCreditsRequest } from '@registry/contract/ledger/ledger-api';
import { apiUrl } from '../../../test/msw-server';

const ok = (data: object = {}) => HttpResponse.json({ status: 1, codeMessages: [], ...data });
const L = '/platform/ledger';

export const PROJECT: IssuableProject = {
  id: 7,
  code: 'CERCARBONO-CO-0007',
  name: 'Manglares de Tumaco',
  state: 'certified',
  ownerCompanyId: 30,
  ownerCompanyName: 'Bosques del Pacífico S.A.S.',
};

export function blockRow(overrides: Partial<CertifiedBlock> = {}): CertifiedBlock {
  return {
    serialId: 101,
    serial: 'CR-CERCARBONO-CO-0007-2025-1-11-100',
    projectId: 7,
    issuanceId: 1,
    vintage: 2025,
    quantityKg: 90_000,
    divisible: false,
    status: 'active',
    accountId: 5,
    accountKind: 'main',
    companyId: 30,
    companyName: 'Bosques del Pacífico S.A.S.',
    ...overrides,
  };
}

/** A certifier's ledger in memory: issuable projects, a project's credits, the moves it receives. */
export function createCreditBackend({
  projects = [PROJECT],
  blocks = [blockRow()],
}: { projects?: IssuableProject[]; blocks?: CertifiedBlock[] } = {}) {
  const requests = {
    issue: [] as { body: IssueCreditsRequest; key: string | null }[],
    actions: [] as { action: string; body: BlockActionRequest; key: string | null }[],
    reverse: [] as { body: { movementId: number; reason: string }; key: string | null }[],
  };
  let movements: CertifiedMovement[] = [
    {
      id: 12,
      kind: 'transfer',
      issuanceId: 1,
      quantityKg: 30_000,
      fromAccountId: 5,
      toAccountId: 6,
      reason: null,
      createdAt: '2026-02-01T10:00:00.000Z',
      isReversible: true,
    },
    {
      id: 11,
      kind: 'issue',
      issuanceId: 1,
      quantityKg: 100_000,
      fromAccountId: null,
      toAccountId: 5,
      reason: null,
      createdAt: '2026-01-10T10:00:00.000Z',
      isReversible: false,
    },
  ];
  let failNextAction: string | null = null;
  let failNextIssue: string | null = null;
  const handlers = [
    http.get(apiUrl(`${L}/issuable-projects`), () => ok({ projects })),
    http.get(apiUrl(`${L}/projects/:projectId/credits`), () =>
      ok({
        issuances:
          blocks.length > 0
            ? [
                {
                  id: 1,
                  number: 1,
                  vintage: 2025,
                  monitoringPeriod: 1,
                  quantityKg: 100_000,
                  bufferKg: 10_000,
                  bufferShareBp: 1000,
                  createdAt: '2026-01-10T10:00:00.000Z',
                },
              ]
            : [],
        blocks,
      }),
    ),
    http.get(apiUrl(`${L}/companies/:companyId/blocks`), () => ok({ blocks })),
    http.get(apiUrl(`${L}/projects/:projectId/movements`), () => ok({ movements })),
    http.post(apiUrl(`${L}/reverse`), async ({ request }) => {
      const body = (await request.json()) as { movementId: number; reason: string };
      requests.reverse.push({ body, key: request.headers.get('idempotency-key') });
      movements = [
        {
          ...movements[0]!,
          id: 13,
          kind: 'reverse',
          reason: body.reason,
          isReversible: false,
          reversesMovementId: body.movementId,
        },
        ...movements.map((item) =>
          item.id === body.movementId ? { ...item, isReversible: false } : item,
        ),
      ];
      return ok({ movementId: 13, serialId: 101, quantityKg: 30_000, accountId: 5 });
    }),
    http.post(apiUrl(`${L}/issue`), async ({ request }) => {
      const body = (await request.json()) as IssueCreditsRequest;
      requests.issue.push({ body, key: request.headers.get('idempotency-key') });
      if (failNextIssue) {
        const message = failNextIssue;
        failNextIssue = null;
        return HttpResponse.json(
          { status: 0, codeMessages: [{ codeMessage: 'ERROR_LEDGER_ALREADY_ISSUED', message }] },
          { status: 400 },
        );
      }
      return ok({
        issuanceId: 2,
        number: 2,
        quantityKg: body.quantity * 1000,
        bufferKg: Math.floor((body.quantity * body.bufferSharePercent) / 100) * 1000,
        serialId: 200,
        bufferSerialId: 201,
      });
    }),
    http.post(apiUrl(`${L}/:action`), async ({ request, params }) => {
      const body = (await request.json()) as BlockActionRequest;
      const action = String(params.action);
      requests.actions.push({ action, body, key: request.headers.get('idempotency-key') });
      if (failNextAction) {
        const message = failNextAction;
        failNextAction = null;
        return HttpResponse.json(
          { status: 0, codeMessages: [{ codeMessage: 'ERROR_LEDGER_BLOCK_NOT_ACTIVE', message }] },
          { status: 400 },
        );
      }
      blocks = blocks.map((block) =>
        block.serialId === body.serialId
          ? {
              ...block,
              status: action === 'lock' ? 'locked' : action === 'unlock' ? 'active' : 'cancelled',
            }
          : block,
      );
      return ok({ movementId: 1, serialId: body.serialId, quantityKg: 90_000, accountId: 5 });
    }),
  ];
  return {
    handlers,
    requests,
    failNextActionWith: (message: string) => {
      failNextAction = message;
    },
    failNextIssueWith: (message: string) => {
      failNextIssue = message;
    },
  };
}
