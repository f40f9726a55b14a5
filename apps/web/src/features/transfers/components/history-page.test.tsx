import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { MovementRow } from '@registry/contract/ledger/ledger-history';
import type { Language } from '@registry/contract/common/language';
import type { NotificationItem } from '@registry/contract/notifications/list-latest-notifications';
import { notificationItem } from '../../notifications/test/notifications-handlers';
import { CSV_BOM } from '../../../components/ui/csv';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { sessionHandlers } from '../../session/test/session-handlers';
import {
  createHistoryBackend,
  movementRow,
  receivedNotification,
  SIDES,
} from '../test/history-handlers';
import { captureCsvDownloads, readCsvBlob } from '../../../test/csv-downloads';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));
afterEach(() => vi.restoreAllMocks());

const SENT_TO_SUB: MovementRow = movementRow({
  id: 2,
  kind: 'transfer',
  project: { id: 8, name: 'Páramo de Chingaza', code: 'CO-0008' },
  serial: 'CR-CERCARBONO-CO-0008-2023-1-1kg-2500kg',
  quantityKg: 2500,
  direction: 'sent',
  counterpartyName: 'Compensa Retail S.A.S.',
  from: { ...SIDES.OWN_MAIN, accountId: 21, kind: 'sub', name: 'Clientes' },
  to: { ...SIDES.TRADER_MAIN, companyName: 'Compensa Retail S.A.S.' },
  createdAt: '2026-03-05T12:00:00.000Z',
});
const ISSUED: MovementRow = movementRow({
  id: 1,
  kind: 'issue',
  quantityKg: 100_000,
  serial: 'CR-CERCARBONO-CO-0007-2024-1-1-100',
  direction: 'received',
  counterpartyName: null,
  from: null,
  to: SIDES.OWN_MAIN,
  createdAt: '2026-03-01T12:00:00.000Z',
});
const RECEIVED: MovementRow = movementRow({ id: 3, createdAt: '2026-03-06T12:00:00.000Z' });

interface OpenHistory {
  path?: string;
  language?: Language;
  pageSize?: number;
  notifications?: NotificationItem[];
}

function openHistory(
  movements: MovementRow[],
  { path = '/historical-transfer', language = 'en', ...options }: OpenHistory = {},
) {
  const backend = createHistoryBackend(movements, options);
  server.use(...backend.handlers);
  logIn(makeClaims('owner'));
  const view = renderApp({ path, language });
  return { ...backend, ...view, user: userEvent.setup() };
}

const lastQuery = (queries: URLSearchParams[]) => Object.fromEntries(queries.at(-1) ?? []);

describe('/historical-transfer', () => {
  it('lists every notification the bell counts, each a link, and marks them all read', async () => {
    const { user, marked } = openHistory([RECEIVED, SENT_TO_SUB], {
      notifications: [
        receivedNotification(3),
        receivedNotification(2, { isRead: true }),
        notificationItem({ id: 400, createdAt: '2026-03-01T10:00:00.000Z' }),
      ],
    });
    const table = within(await screen.findByRole('table', { name: 'Movements' }));
    const inbox = within(await screen.findByRole('region', { name: /All notifications/ }));
    expect(await inbox.findByText('2 new')).toBeVisible();
    const project = inbox.getByRole('link', {
      name: /The project “Manglares de Tumaco” is now: Public comment\./,
    });
    expect(project).toHaveAttribute('href', '/projects/7');
    expect(
      inbox.getAllByRole('link', { name: /transferred 10 t of “Manglares de Tumaco”/ })[0],
    ).toHaveAttribute('href', '/historical-transfer?projectId=7&direction=received');
    expect(table.getByRole('row', { name: /Mar 6, 2026/ })).toHaveTextContent('New');

    await user.click(inbox.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(inbox.queryByText('2 new')).not.toBeInTheDocument());
    expect(marked).toEqual([undefined]);
    await waitFor(() =>
      expect(table.getByRole('row', { name: /Mar 6, 2026/ })).not.toHaveTextContent('New'),
    );
    expect(inbox.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /All notifications/ })).toHaveFocus();
  });

  it('lists five notifications above the movements, then more on demand', async () => {
    const { user } = openHistory([RECEIVED], {
      notifications: Array.from({ length: 7 }, (_, index) =>
        notificationItem({ id: 300 + index, payload: { projectId: index + 1, name: `P${index}` } }),
      ),
    });
    const inbox = within(await screen.findByRole('region', { name: /All notifications/ }));
    await waitFor(() => expect(inbox.getAllByRole('listitem')).toHaveLength(5));
    await user.click(inbox.getByRole('button', { name: 'Show more' }));
    expect(inbox.getAllByRole('listitem')).toHaveLength(7);
    expect(inbox.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('opens a notification where it leads and marks it read', async () => {
    const { user, router, marked } = openHistory([RECEIVED], {
      notifications: [receivedNotification(3)],
    });
    const inbox = within(await screen.findByRole('region', { name: /All notifications/ }));
    await user.click(await inbox.findByRole('link', { name: /transferred 10 t/ }));
    expect(router.state.location.search).toBe('?projectId=7&direction=received');
    await waitFor(() => expect(marked).toEqual([[503]]));
  });

  it('lists the movements with their date, kind, project, serial, quantity, direction and accounts, and passes axe', async () => {
    const { container } = openHistory([RECEIVED, SENT_TO_SUB, ISSUED], {
      notifications: [receivedNotification(3), receivedNotification(9, { isRead: true })],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transaction history' }),
    ).toBeVisible();
    const table = within(await screen.findByRole('table', { name: 'Movements' }));
    const received = within(table.getByRole('row', { name: /Mar 6, 2026/ }));
    expect(received.getByText('Transfer')).toBeVisible();
    expect(received.getByRole('link', { name: 'Manglares de Tumaco' })).toHaveAttribute(
      'href',
      '/projects/7',
    );
    expect(received.getByText('10 t')).toBeVisible();
    expect(received.getByText('Received')).toBeVisible();
    expect(received.getByText('Mercado de Carbono Trading S.A.S. → Main account')).toBeVisible();
    // The bell announced this one and it is still unread.
    expect(received.getByText('New')).toBeVisible();

    const sent = within(table.getByRole('row', { name: /Mar 5, 2026/ }));
    expect(sent.getByText('2,500 kg')).toBeVisible();
    expect(sent.getByText('Sent')).toBeVisible();
    expect(sent.getByText('Sub-account Clientes → Compensa Retail S.A.S.')).toBeVisible();
    expect(sent.queryByText('New')).not.toBeInTheDocument();

    const issued = within(table.getByRole('row', { name: /Mar 1, 2026/ }));
    expect(issued.getByText('Issuance')).toBeVisible();
    expect(issued.getByText('100 t')).toBeVisible();
    expect(issued.getByText('Issued to Main account')).toBeVisible();
    expect(issued.getByText('Your own accounts')).toBeVisible();

    const news = within(screen.getByRole('region', { name: /All notifications/ }));
    expect(await news.findByText('1 new')).toBeVisible();
    expect(news.getAllByRole('listitem')).toHaveLength(2);
    expect(news.getAllByRole('listitem')[0]).toHaveTextContent(
      'Mercado de Carbono Trading S.A.S. transferred 10 t of “Manglares de Tumaco” to your company.',
    );
    await expectNoAxeViolations(container);
  });

  it('sends the filters to the API and keeps them in the address', async () => {
    const { user, router, queries } = openHistory([RECEIVED, SENT_TO_SUB, ISSUED]);
    await screen.findByRole('table', { name: 'Movements' });
    // The first page asks with no filter at all.
    expect(lastQuery(queries)).toEqual({});

    const filters = within(screen.getByRole('search', { name: 'Filter the movements' }));
    await user.selectOptions(filters.getByLabelText('Direction'), 'Sent');
    await waitFor(() => expect(router.state.location.search).toBe('?direction=sent'));
    await waitFor(() => expect(lastQuery(queries)).toEqual({ direction: 'sent' }));
    const table = within(await screen.findByRole('table', { name: 'Movements' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2));
    expect(table.getByText('Compensa Retail S.A.S.')).toBeVisible();

    await user.selectOptions(filters.getByLabelText('Project'), 'Páramo de Chingaza');
    await user.selectOptions(filters.getByLabelText('Movement'), 'Transfer');
    await user.type(filters.getByLabelText('From (day)'), '2026-03-02');
    await user.type(filters.getByLabelText('To (day)'), '2026-03-31');
    const expected = {
      projectId: '8',
      from: '2026-03-02',
      to: '2026-03-31',
      direction: 'sent',
      kind: 'transfer',
    };
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(
        expected,
      ),
    );
    await waitFor(() => expect(lastQuery(queries)).toEqual(expected));

    await user.click(filters.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastQuery(queries)).toEqual({}));
  });

  it('reads the filters from a shared link and asks the API with them', async () => {
    const { queries } = openHistory([RECEIVED, SENT_TO_SUB, ISSUED], {
      path: '/historical-transfer?projectId=7&direction=received&kind=issue&from=2026-01-01&bogus=1',
    });
    const table = within(await screen.findByRole('table', { name: 'Movements' }));
    expect(table.getAllByRole('row')).toHaveLength(2);
    expect(table.getByText('Issuance')).toBeVisible();
    expect(lastQuery(queries)).toEqual({
      projectId: '7',
      from: '2026-01-01',
      direction: 'received',
      kind: 'issue',
    });
    const filters = within(screen.getByRole('search', { name: 'Filter the movements' }));
    expect(filters.getByLabelText('Project')).toHaveDisplayValue('Manglares de Tumaco');
    expect(filters.getByLabelText('Direction')).toHaveDisplayValue('Received');
    expect(filters.getByLabelText('Movement')).toHaveDisplayValue('Issuance');
    expect(filters.getByLabelText('From (day)')).toHaveValue('2026-01-01');
  });

  it('moves between pages by cursor and back', async () => {
    const many = [5, 4, 3, 2, 1].map((id) =>
      movementRow({
        id,
        serial: `CR-CERCARBONO-CO-0007-2024-1-${id}-${id}`,
        quantityKg: id * 1000,
      }),
    );
    const { user, queries } = openHistory(many, { pageSize: 2 });
    const pages = await screen.findByRole('navigation', { name: 'Pages of Movements' });
    const serials = () =>
      within(screen.getByRole('table', { name: 'Movements' }))
        .getAllByText(/^CR-/)
        .map((cell) => cell.textContent);
    expect(serials()).toEqual([
      'CR-CERCARBONO-CO-0007-2024-1-5-5',
      'CR-CERCARBONO-CO-0007-2024-1-4-4',
    ]);
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(serials()).toEqual([
        'CR-CERCARBONO-CO-0007-2024-1-3-3',
        'CR-CERCARBONO-CO-0007-2024-1-2-2',
      ]),
    );
    expect(lastQuery(queries)).toEqual({ cursor: '4' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(serials()).toEqual(['CR-CERCARBONO-CO-0007-2024-1-1-1']));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(serials()).toEqual([
      'CR-CERCARBONO-CO-0007-2024-1-5-5',
      'CR-CERCARBONO-CO-0007-2024-1-4-4',
    ]);
    // The pages already seen come from memory: three calls in all.
    expect(queries).toHaveLength(3);
  });

  it('downloads the movements it shows as CSV', async () => {
    const { blobs, names } = captureCsvDownloads();
    const { user } = openHistory([SENT_TO_SUB, ISSUED]);
    await screen.findByRole('table', { name: 'Movements' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(names).toEqual(['movements.csv']);
    const text = await readCsvBlob(blobs[0]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '"Date","Movement","Project","Serial","Quantity","Direction","Counterparty","From → to"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"Mar 5, 2026, .+","Transfer","Páramo de Chingaza",/);
    expect(lines[1]).toContain(
      '"CR-CERCARBONO-CO-0008-2023-1-1kg-2500kg","2,500 kg","Sent","Compensa Retail S.A.S.","Sub-account Clientes → Compensa Retail S.A.S."',
    );
    expect(lines[2]).toContain(
      '"Issuance","Manglares de Tumaco","CR-CERCARBONO-CO-0007-2024-1-1-100","100 t","Received","Your own accounts","Issued to Main account"',
    );
  });

  it('says there are no movements yet and leads to my positions', async () => {
    const { container } = openHistory([]);
    const movements = await screen.findByText('No movements yet');
    expect(movements).toBeVisible();
    const empty = within(movements.closest<HTMLElement>('[data-testid="empty-state"]')!);
    expect(empty.getByRole('link', { name: 'Go to my positions' })).toHaveAttribute(
      'href',
      '/my-positions',
    );
    expect(await screen.findByText('You have no notifications.')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('says when no movement matches the filters', async () => {
    openHistory([ISSUED], { path: '/historical-transfer?direction=sent' });
    expect(await screen.findByText('No movement matches these filters')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeEnabled();
  });

  it('shows a failed load and loads again on Try again', async () => {
    const { user, state } = openHistory([ISSUED], { notifications: [receivedNotification(1)] });
    state.failHistory = true;
    state.failNotifications = true;
    expect(await screen.findByText('The movements could not be loaded.')).toBeVisible();
    const inbox = within(screen.getByRole('region', { name: /All notifications/ }));
    expect(
      await inbox.findByText('The notifications could not be loaded. Try again later.'),
    ).toBeVisible();
    state.failHistory = false;
    state.failNotifications = false;
    const [retryNotifications, retryMovements] = screen.getAllByRole('button', {
      name: 'Try again',
    });
    await user.click(retryMovements!);
    expect(await screen.findByRole('table', { name: 'Movements' })).toBeVisible();
    await user.click(retryNotifications!);
    expect(await inbox.findByRole('link', { name: /transferred 10 t/ })).toBeVisible();
  });

  it.each([
    [
      'es',
      'Historial de transacciones',
      'Movimientos',
      'Emisión',
      'Emitido a Cuenta principal',
      '100 t',
    ],
    [
      'pt',
      'Histórico de transações',
      'Movimentos',
      'Emissão',
      'Emitido para Conta principal',
      '100 t',
    ],
  ] as const)('speaks %s', async (language, title, caption, kind, route, quantity) => {
    const { container, missingKeys } = openHistory([ISSUED], { language });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    const table = within(await screen.findByRole('table', { name: caption }));
    expect(table.getByText(kind)).toBeVisible();
    expect(table.getByText(route)).toBeVisible();
    expect(table.getByText(quantity)).toBeVisible();
    expect(missingKeys).toEqual([]);
    await expectNoAxeViolations(container);
  });
});
