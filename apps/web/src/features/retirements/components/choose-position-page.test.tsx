import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { positionRow } from '../../positions/test/positions-handlers';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createRetireBackend, retirementRow } from '../test/retirements-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

const BLOCKS = [
  positionRow({ serialId: 1, quantityKg: 10_000 }),
  positionRow({
    serialId: 2,
    serial: 'CR-CERCARBONO-CO-0007-2024-1-10001kg-12500kg',
    quantityKg: 2500,
    divisible: true,
    subAccountId: 30,
    accountName: 'Clientes',
  }),
  positionRow({ serialId: 3, serial: 'CR-CERCARBONO-CO-0008-2023-1-1-5', status: 'locked' }),
];

function openChoice(
  options: Parameters<typeof createRetireBackend>[0],
  language: 'en' | 'es' | 'pt' = 'en',
) {
  server.use(...createRetireBackend(options).handlers);
  logIn(makeClaims('owner'));
  const view = renderApp({ path: '/emit-certification', language });
  return { ...view, user: userEvent.setup() };
}

const blocksTable = async () => within(await screen.findByRole('table', { name: 'Positions' }));

describe('/emit-certification without a block', () => {
  it('lists the active blocks and leads into the prefilled retirement of a divisible one in kg', async () => {
    const { user, router, container } = openChoice({ positions: BLOCKS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Retire credits' })).toBeVisible();
    const table = await blocksTable();
    expect(table.queryByText('CR-CERCARBONO-CO-0008-2023-1-1-5')).not.toBeInTheDocument();
    expect(table.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /CSV/ }).length).toBeGreaterThanOrEqual(1);
    await expectNoAxeViolations(container);

    const row = within(table.getByRole('row', { name: /10001kg-12500kg/ }));
    expect(row.getByRole('link', { name: 'Retire' })).toHaveAttribute(
      'href',
      '/emit-certification/7/2/2500/true/30',
    );
    await user.click(row.getByRole('link', { name: 'Retire' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/emit-certification/7/2/2500/true/30'),
    );
    expect(await screen.findByLabelText(/Quantity in kg/)).toHaveValue(2500);
    expect(screen.getByLabelText('Kilograms (kg)')).toBeChecked();
  });

  it('leads a whole-tonne block of the main account to its tonnes, without a sub-account', async () => {
    const { user, router } = openChoice({ positions: BLOCKS });
    const row = within((await blocksTable()).getByRole('row', { name: /0007-2024-1-1-10/ }));
    await user.click(row.getByRole('link', { name: 'Retire' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/emit-certification/7/1/10/false'),
    );
    expect(await screen.findByLabelText('Quantity in t (at most 10)')).toHaveValue(10);
    // A whole-tonne block asks no unit: it retires in tonnes.
    expect(screen.queryByLabelText('Kilograms (kg)')).not.toBeInTheDocument();
  });

  it('lists the company’s retirements with their certificates, quantities, purposes and privacy', async () => {
    const { container } = openChoice({
      positions: BLOCKS,
      retirements: [
        retirementRow(),
        retirementRow({
          emitCertificationId: 'PrIvAtE_private-PRIVAT',
          certificateNumber: 'CR-RET-2026-2',
          quantityKg: 300,
          isKg: true,
          purpose: 'carbonTax',
          beneficiaryName: 'Inversiones Reservadas S.A.S.',
          isPublic: false,
        }),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your retirements' }),
    ).toBeVisible();
    const list = within(await screen.findByRole('table', { name: 'Your retirements' }));
    const first = within(list.getByRole('row', { name: /CR-RET-2026-1/ }));
    expect(first.getByRole('link', { name: 'CR-RET-2026-1' })).toHaveAttribute(
      'href',
      '/emit-certification/AbCdEfGhIjKlMnOpQrStUv',
    );
    expect(first.getByText('3 t')).toBeVisible();
    expect(first.getByText('Voluntary corporate target')).toBeVisible();
    expect(first.getByText('Fundación Mar Azul')).toBeVisible();
    expect(first.getByText('Mar 2, 2026')).toBeVisible();
    expect(first.queryByText('Private')).not.toBeInTheDocument();
    const second = within(list.getByRole('row', { name: /CR-RET-2026-2/ }));
    expect(second.getByRole('link', { name: 'CR-RET-2026-2' })).toHaveAttribute(
      'href',
      '/emit-certification/PrIvAtE_private-PRIVAT',
    );
    expect(second.getByText('300 kg')).toBeVisible();
    expect(second.getByText('Carbon tax non-causation')).toBeVisible();
    expect(second.getByText('Private')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('says when the company has retired nothing yet', async () => {
    openChoice({ positions: BLOCKS });
    expect(await screen.findByText('Your company has not retired credits yet.')).toBeVisible();
  });

  it('shows the list’s failure with a way to try again', async () => {
    openChoice({ positions: BLOCKS, isListBroken: true });
    const alert = await screen.findByText('Your retirements could not be loaded.');
    expect(alert).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it.each([
    ['es', 'No hay créditos para retirar', 'Volver a mis posiciones', 'Sus retiros'],
    ['pt', 'Não há créditos para aposentar', 'Voltar para minhas posições', 'Suas aposentadorias'],
  ] as const)('says in %s when there is nothing to retire', async (language, title, back, list) => {
    const { container } = openChoice({ positions: [BLOCKS[2]!] }, language);
    expect(await screen.findByText(title)).toBeVisible();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/my-positions');
    expect(screen.getByRole('heading', { level: 2, name: list })).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
