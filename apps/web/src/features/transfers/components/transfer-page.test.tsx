import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { createLedgerBackend, positionRow } from '../../positions/test/positions-handlers';
import { sessionHandlers } from '../../session/test/session-handlers';

// jsdom draws no canvas: /my-positions' chart chunk is replaced by its text equivalent.
vi.mock('../../positions/components/holdings-chart-canvas', () => ({
  default: ({ description }: { description: string }) => <p>{description}</p>,
}));

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function openTransfer(rows: Position[], path: string, language: 'en' | 'es' = 'en') {
  const backend = createLedgerBackend(rows);
  server.use(...backend.handlers);
  logIn(makeClaims('owner'));
  const view = renderApp({ path, language });
  return { ...backend, ...view, user: userEvent.setup() };
}

describe('/transfer-certification', () => {
  it('shows the block, moves part of it after a summary and a confirmation, and the rest stays in /my-positions', async () => {
    const { user, requests, router, container } = openTransfer(
      [positionRow({ quantityKg: 10_000 })],
      '/transfer-certification/7/1/10',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transfer credits' }),
    ).toBeVisible();
    const block = within(await screen.findByRole('region', { name: 'The block' }));
    expect(block.getByText('Manglares de Tumaco')).toBeVisible();
    expect(block.getByText('10 t')).toBeVisible();
    expect(screen.getByLabelText(/Quantity in t/)).toHaveValue(10);
    await expectNoAxeViolations(container);

    await user.type(screen.getByLabelText('Search the receiving company'), 'compensa');
    const company = screen.getByLabelText(/Receiving company/);
    await waitFor(() =>
      expect(
        within(company)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a company', 'Compensa Retail S.A.S. (CO-0041)']),
    );
    await user.selectOptions(company, 'Compensa Retail S.A.S. (CO-0041)');
    await user.selectOptions(screen.getByLabelText('Receiving account'), 'Clientes 2026');
    const quantity = screen.getByLabelText(/Quantity in t/);
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = within(await screen.findByRole('region', { name: 'Summary' }));
    expect(summary.getByText('3 t')).toBeVisible();
    expect(summary.getByText('Clientes 2026')).toBeVisible();
    expect(summary.getByText('7 t')).toBeVisible();
    await expectNoAxeViolations(container);
    await user.click(summary.getByRole('button', { name: 'Transfer' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Transfer the credits?' }));
    await user.dblClick(confirm.getByRole('button', { name: 'Transfer' }));

    expect(await screen.findByTestId('toast')).toHaveTextContent(
      '3 t were transferred to Compensa Retail S.A.S.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-positions'));
    const positions = within(await screen.findByRole('table', { name: 'Positions' }));
    expect(positions.getByText('7 t')).toBeVisible();
    const transfers = requests.filter((r) => r.path === 'transfer');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]?.body).toEqual({
      serialId: 1,
      quantity: 3,
      isKg: false,
      companyId: 41,
      subAccountId: 90,
    });
    expect(transfers[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a quantity above what the block holds and a missing receiver', async () => {
    const { user, requests } = openTransfer(
      [
        positionRow({
          quantityKg: 2500,
          divisible: true,
          subAccountId: 30,
          accountName: 'Clientes',
        }),
      ],
      '/transfer-certification/7/1/2500/30',
    );
    const quantity = await screen.findByLabelText(/Quantity in kg/);
    expect(quantity).toHaveValue(2500);
    await user.clear(quantity);
    await user.type(quantity, '2501');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose the receiving company.')).toBeVisible();
    expect(screen.getByText('Enter a whole number from 1 to 2500 (kg).')).toBeVisible();
    expect(requests.filter((r) => r.path === 'transfer')).toHaveLength(0);
  });

  it("shows the API's refusal in the user's language and retries with the same key", async () => {
    const { user, requests, state } = openTransfer(
      [positionRow({ quantityKg: 10_000 })],
      '/transfer-certification/7/1/10',
      'es',
    );
    const company = await screen.findByLabelText(/Empresa receptora/);
    await waitFor(() => expect(within(company).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(company, 'Mercado de Carbono Trading S.A.S. (CO-0040)');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    state.failWith = [
      { codeMessage: 'ERROR_LEDGER_FROZEN', message: 'El proyecto está suspendido.' },
    ];
    await user.click(await screen.findByRole('button', { name: 'Transferir' }));
    let confirm = within(await screen.findByRole('dialog', { name: '¿Transferir los créditos?' }));
    await user.click(confirm.getByRole('button', { name: 'Transferir' }));
    expect(await screen.findByText('El proyecto está suspendido.')).toBeVisible();
    const summary = within(screen.getByRole('region', { name: 'Resumen' }));
    await user.click(summary.getByRole('button', { name: 'Transferir' }));
    confirm = within(await screen.findByRole('dialog', { name: '¿Transferir los créditos?' }));
    await user.click(confirm.getByRole('button', { name: 'Transferir' }));
    await waitFor(() => expect(requests.filter((r) => r.path === 'transfer')).toHaveLength(2));
    const [first, second] = requests.filter((r) => r.path === 'transfer');
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('says so when the company does not hold the block', async () => {
    const { container } = openTransfer([positionRow({})], '/transfer-certification/7/99/10');
    expect(await screen.findByText('Block not found')).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Back to my positions' })[0]).toHaveAttribute(
      'href',
      '/my-positions',
    );
    await expectNoAxeViolations(container);
  });
});
