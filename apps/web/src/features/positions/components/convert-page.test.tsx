import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Language } from '@registry/contract/common/language';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createLedgerBackend, positionRow } from '../test/positions-handlers';

// jsdom draws no canvas: /my-positions' chart chunk is replaced by its text equivalent.
vi.mock('./holdings-chart-canvas', () => ({
  default: ({ description }: { description: string }) => <p>{description}</p>,
}));

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

const TONNES = positionRow({ serialId: 1, quantityKg: 10_000 });
const IN_KG = positionRow({
  serialId: 2,
  serial: 'CR-CERCARBONO-CO-0007-2024-1-10001kg-12500kg',
  quantityKg: 2500,
  divisible: true,
});
const LOCKED = positionRow({
  serialId: 3,
  serial: 'CR-CERCARBONO-CO-0008-2023-1-1-5',
  quantityKg: 5000,
  status: 'locked',
});
const IN_SUB_ACCOUNT = positionRow({
  serialId: 4,
  serial: 'CR-CERCARBONO-CO-0007-2024-1-11-30',
  quantityKg: 20_000,
  subAccountId: 30,
  accountName: 'Clientes',
});
const BLOCKS = [TONNES, IN_KG, LOCKED, IN_SUB_ACCOUNT];
const SERIAL = TONNES.serial;

function openConvert(rows: Position[], path = '/convert-to-kg', language: Language = 'en') {
  const backend = createLedgerBackend(rows);
  server.use(...backend.handlers);
  logIn(makeClaims('owner'));
  const view = renderApp({ path, language });
  return { ...backend, ...view, user: userEvent.setup() };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const positionsTable = async () => within(await screen.findByRole('table', { name: 'Positions' }));
const tonnesField = () => screen.findByLabelText(/Whole tonnes to convert \(at most 10\)/);
const confirmation = async () =>
  within(await screen.findByRole('dialog', { name: 'Convert these tonnes to kg?' }));

describe('/convert-to-kg', () => {
  it('lists only the active blocks in tonnes, each with Convert to kg', async () => {
    const { container } = openConvert(BLOCKS);
    expect(await heading('Convert to kg')).toBeVisible();
    const table = await positionsTable();
    expect(table.getAllByRole('row')).toHaveLength(3); // the header and two blocks
    expect(table.getByRole('row', { name: new RegExp(SERIAL) })).toBeVisible();
    expect(table.getByRole('row', { name: /0007-2024-1-11-30/ })).toBeVisible();
    expect(table.queryByText(IN_KG.serial)).not.toBeInTheDocument();
    expect(table.queryByText(LOCKED.serial)).not.toBeInTheDocument();
    expect(table.getAllByRole('button', { name: 'Convert to kg' })).toHaveLength(2);
    expect(table.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /CSV/ })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('says so when no block converts, with the way back to my positions', async () => {
    const { container, requests } = openConvert([IN_KG, LOCKED]);
    expect(await screen.findByText('No block to convert')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my positions' })).toHaveAttribute(
      'href',
      '/my-positions',
    );
    expect(requests).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('shows why the positions did not load, and loads them again', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/platform/projectCompanyTransfer/positions'), () => {
        calls += 1;
        return HttpResponse.json({ status: 0, codeMessages: [] }, { status: 500 });
      }),
    );
    logIn(makeClaims('owner'));
    renderApp({ path: '/convert-to-kg' });
    const user = userEvent.setup();
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('The positions could not be loaded.');
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('leads from a row to its form, whose heading takes the focus', async () => {
    const { user, router } = openConvert(BLOCKS);
    const table = await positionsTable();
    const row = within(table.getByRole('row', { name: /0007-2024-1-11-30/ }));
    await user.click(row.getByRole('button', { name: 'Convert to kg' }));
    await waitFor(() => expect(router.state.location.search).toBe('?serialId=4'));
    const step = await screen.findByRole('heading', { level: 2, name: 'The block' });
    await waitFor(() => expect(step).toHaveFocus());
    expect(screen.getByText('Sub-account Clientes')).toBeVisible();
    expect(screen.getByText('20 t')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose another block' }));
    const list = await screen.findByRole('heading', {
      level: 2,
      name: 'Choose the block to convert',
    });
    await waitFor(() => expect(list).toHaveFocus());
    expect(router.state.location.search).toBe('');
  });

  it('opens on the block named by ?serialId=, leaving the focus to the page', async () => {
    const { container } = openConvert(BLOCKS, '/convert-to-kg?serialId=1');
    expect(await tonnesField()).toBeVisible();
    expect(screen.getByText(SERIAL)).toBeVisible();
    expect(screen.getByText('Main account')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The block' })).not.toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it("opens on a block past the list's limit, asked for by itself", async () => {
    // The list answer is cut before this block (MAX_POSITIONS); ?serialId= still finds it.
    server.use(...createLedgerBackend(BLOCKS).handlers);
    server.use(
      http.get(apiUrl('/platform/projectCompanyTransfer/positions'), ({ request }) => {
        const asked = new URL(request.url).searchParams.get('serialId');
        return HttpResponse.json({
          status: 1,
          codeMessages: [],
          positions: asked === '1' ? [TONNES] : [IN_KG],
          blockCount: 5001,
          totals: [],
        });
      }),
    );
    logIn(makeClaims('owner'));
    renderApp({ path: '/convert-to-kg?serialId=1', language: 'en' });
    expect(await tonnesField()).toBeVisible();
    expect(screen.getByText(SERIAL)).toBeVisible();
  });

  it.each([
    ['a block in kg', '2'],
    ['a locked block', '3'],
    ['a block the company does not hold', '99'],
    ['no number', 'abc'],
  ])('refuses ?serialId= of %s and offers the list', async (_what, serialId) => {
    const { user, router } = openConvert(BLOCKS, `/convert-to-kg?serialId=${serialId}`);
    expect(await screen.findByText('This block cannot be converted')).toBeVisible();
    expect(screen.queryByLabelText(/Whole tonnes to convert/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose a block from the list' }));
    expect(await positionsTable()).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it.each([
    ['nothing', ''],
    ['0', '0'],
    ['a fraction', '1.5'],
    ['more than the block holds', '11'],
  ])('refuses %s as the tonnes and sends nothing', async (_what, typed) => {
    const { user, requests } = openConvert(BLOCKS, '/convert-to-kg?serialId=1');
    const field = await tonnesField();
    if (typed) await user.type(field, typed);
    expect(screen.queryByText(/kg: a divisible block/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter a whole number of tonnes from 1 to 10.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter a whole number of tonnes from 1 to 10.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows what the tonnes become, confirms, converts once and leads to my positions', async () => {
    const { user, requests, router } = openConvert(BLOCKS, '/convert-to-kg?serialId=1');
    await user.type(await tonnesField(), '4');
    expect(
      screen.getByText(
        `4 t of ${SERIAL} become 4,000 kg: a divisible block that you can transfer and retire in kg.`,
      ),
    ).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await confirmation();
    expect(confirm.getByText(`4 t of ${SERIAL} become a block in kilograms.`)).toBeVisible();
    expect(confirm.getByText('This cannot be undone.')).toBeVisible();
    expect(requests).toEqual([]);
    await user.dblClick(confirm.getByRole('button', { name: 'Convert to kg' }));

    expect(await screen.findByTestId('toast')).toHaveTextContent('4 t were converted to kg.');
    const done = await screen.findByRole('heading', { level: 2, name: 'Conversion done' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(
      screen.getByText(
        `4 t of ${SERIAL} are now 4,000 kg in a divisible block. My positions lists it in kg.`,
      ),
    ).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.path).toBe('convert-to-kg');
    expect(requests[0]?.body).toEqual({ serialId: 1, quantity: 4 });
    expect(requests[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(screen.getByRole('link', { name: 'Go to my positions' }));
    expect(await heading('My positions')).toBeVisible();
    expect(router.state.location.pathname).toBe('/my-positions');
    const table = await positionsTable();
    expect(table.getByText('4,000 kg')).toBeVisible();
    expect(table.getByText('6 t')).toBeVisible();
  });

  it('converts a whole block and then lists what is left to convert', async () => {
    const { user, requests } = openConvert(BLOCKS, '/convert-to-kg?serialId=1');
    await user.type(await tonnesField(), '10');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click((await confirmation()).getByRole('button', { name: 'Convert to kg' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Conversion done' })).toBeVisible();
    // The block is gone from the reloaded list: the result shows, not "cannot be converted".
    expect(screen.queryByText('This block cannot be converted')).not.toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ serialId: 1, quantity: 10 });

    await user.click(screen.getByRole('button', { name: 'Convert another block' }));
    const table = await positionsTable();
    expect(table.queryByText(SERIAL)).not.toBeInTheDocument();
    expect(table.getAllByRole('button', { name: 'Convert to kg' })).toHaveLength(1);
  });

  it("shows the API's refusal, and a retry confirms again with a new key", async () => {
    const { user, requests, state } = openConvert(BLOCKS, '/convert-to-kg?serialId=1');
    state.failWith = [{ codeMessage: 'ERROR_LEDGER_FROZEN', message: 'The project is suspended.' }];
    await user.type(await tonnesField(), '2');
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    await user.click(continueButton);
    await user.click((await confirmation()).getByRole('button', { name: 'Convert to kg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The project is suspended.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(continueButton).toHaveFocus());
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();

    await user.click(continueButton);
    await user.click((await confirmation()).getByRole('button', { name: 'Convert to kg' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('2 t were converted to kg.');
    expect(requests).toHaveLength(2);
    expect(requests[1]?.idempotencyKey).not.toBe(requests[0]?.idempotencyKey);
  });

  it("focuses the page's heading when reached from another page", async () => {
    const { router } = openConvert(BLOCKS, '/my-positions');
    expect(await heading('My positions')).toBeVisible();
    await router.navigate('/convert-to-kg');
    const title = await heading('Convert to kg');
    await waitFor(() => expect(title).toHaveFocus());
  });

  it.each([
    [
      'es',
      'Convertir a kg',
      'Posiciones',
      'Convertir a kg',
      `10 t de ${SERIAL} pasan a ser 10.000 kg: un bloque divisible que usted puede transferir y retirar en kg.`,
    ],
    [
      'pt',
      'Converter para kg',
      'Posições',
      'Converter em kg',
      `10 t de ${SERIAL} passam a ser 10.000 kg: um bloco divisível que você pode transferir e aposentar em kg.`,
    ],
  ] as const)('speaks %s', async (language, title, caption, convert, becomes) => {
    const { user } = openConvert(BLOCKS, '/convert-to-kg', language);
    expect(await heading(title)).toBeVisible();
    const table = within(await screen.findByRole('table', { name: caption }));
    const row = within(table.getByRole('row', { name: new RegExp(SERIAL) }));
    await user.click(row.getByRole('button', { name: convert }));
    await user.type(await screen.findByRole('spinbutton'), '10');
    expect(screen.getByText(becomes)).toBeVisible();
  });
});
