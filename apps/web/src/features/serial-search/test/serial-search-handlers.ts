import { http, HttpResponse } from 'msw';
import type { SerialBlock } from '@registry/contract/ledger/ledger-history';
import { apiUrl } from '../../../test/msw-server';

export const SERIAL = 'CR-VCS-CO-VCS-CO-0001-2024-1-11-40';

export const BLOCK: SerialBlock = {
  serialId: 7,
  project: { id: 5, name: 'Energía Solar Páramo', code: 'VCS-CO-0001' },
  issuance: { vintage: 2024, number: 1 },
  serial: SERIAL,
  quantityKg: 30_000,
  divisible: false,
  status: 'active',
  holder: { kind: 'main', companyName: 'Mercado de Carbono Trading S.A.S.' },
  history: [
    {
      id: 1,
      kind: 'issue',
      quantityKg: 100_000,
      serial: 'CR-VCS-CO-VCS-CO-0001-2024-1-11-100',
      from: null,
      to: { kind: 'main', companyName: 'Bosques del Pacífico S.A.S.' },
      createdAt: '2026-01-02T10:00:00.000Z',
    },
    {
      id: 2,
      kind: 'transfer',
      quantityKg: 30_000,
      serial: SERIAL,
      from: { kind: 'main', companyName: 'Bosques del Pacífico S.A.S.' },
      to: { kind: 'main', companyName: 'Mercado de Carbono Trading S.A.S.' },
      createdAt: '2026-01-05T10:00:00.000Z',
    },
  ],
};

/** A block as a logged-out visitor sees it: no holder, no company but the issuance's receiver. */
export const PUBLIC_SERIAL = 'CR-VCS-CO-VCS-CO-0001-2024-1-41-60';
export const PUBLIC_BLOCK: SerialBlock = {
  ...BLOCK,
  serialId: 8,
  serial: PUBLIC_SERIAL,
  quantityKg: 20_000,
  holder: null,
  history: BLOCK.history.map((movement) =>
    movement.kind === 'issue'
      ? movement
      : {
          ...movement,
          serial: PUBLIC_SERIAL,
          from: { kind: 'main', companyName: null },
          to: { kind: 'main', companyName: null },
        },
  ),
};

/** GET /public/serials: the block for SERIAL, nothing for another serial, 400 for text that is not one. */
export const serialSearchHandlers = [
  http.get(apiUrl('/public/serials'), ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    if (!/-\d{4}-\d+-\d+/.test(q)) {
      return HttpResponse.json(
        {
          status: 0,
          codeMessages: [{ codeMessage: 'ERROR_SERIAL_INVALID', message: 'That is not a serial.' }],
        },
        { status: 400 },
      );
    }
    return HttpResponse.json({
      status: 1,
      codeMessages: [],
      blocks: q === SERIAL ? [BLOCK] : q === PUBLIC_SERIAL ? [PUBLIC_BLOCK] : [],
    });
  }),
];
