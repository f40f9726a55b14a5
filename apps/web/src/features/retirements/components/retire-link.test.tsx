import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Permit } from '@registry/contract/auth/account-type';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { positionRow } from '../../positions/test/positions-handlers';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createRetireBackend } from '../test/retirements-handlers';

// jsdom draws no canvas: /my-positions' chart chunk is replaced by its text equivalent.
vi.mock('../../positions/components/holdings-chart-canvas', () => ({
  default: ({ description }: { description: string }) => <p>{description}</p>,
}));

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

const ACTIVE = positionRow({ serialId: 1, quantityKg: 10_000 });
const SUB = positionRow({
  serialId: 2,
  quantityKg: 2500,
  divisible: true,
  subAccountId: 30,
  accountName: 'Clientes',
  serial: 'CR-CERCARBONO-CO-0007-2024-1-1kg-2500kg',
});
const LOCKED = positionRow({
  serialId: 3,
  serial: 'CR-CERCARBONO-CO-0008-2023-1-1-5',
  status: 'locked',
});

function openPositions(permits?: Permit[]) {
  server.use(...createRetireBackend({ positions: [ACTIVE, SUB, LOCKED] }).handlers);
  logIn(makeClaims('owner', permits ? { permits } : {}));
  const view = renderApp({ path: '/my-positions' });
  return { ...view, user: userEvent.setup() };
}

const rowOf = async (name: RegExp) =>
  within(
    within(await screen.findByRole('table', { name: 'Positions' })).getByRole('row', { name }),
  );

describe('Retire on /my-positions', () => {
  it('leads each active block into its prefilled retirement', async () => {
    const { user, router } = openPositions();
    const locked = await rowOf(/0008-2023/);
    expect(locked.queryByRole('link', { name: 'Retire' })).not.toBeInTheDocument();
    const sub = await rowOf(/1kg-2500kg/);
    expect(sub.getByRole('link', { name: 'Retire' })).toHaveAttribute(
      'href',
      '/emit-certification/7/2/2500/true/30',
    );
    const main = await rowOf(/0007-2024-1-1-10/);
    await user.click(main.getByRole('link', { name: 'Retire' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/emit-certification/7/1/10/false'),
    );
    expect(await screen.findByLabelText('Quantity in t (at most 10)')).toHaveValue(10);
  });

  it('shows no Retire without the retire permit', async () => {
    openPositions(['transfer']);
    const main = await rowOf(/0007-2024-1-1-10/);
    expect(main.getByRole('button', { name: 'Transfer' })).toBeVisible();
    expect(main.queryByRole('link', { name: 'Retire' })).not.toBeInTheDocument();
  });
});
