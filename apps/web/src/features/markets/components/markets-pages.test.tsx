import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Language } from '@registry/contract/common/language';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createMarketAccountsBackend, marketAccountRow } from '../test/market-accounts-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

/** EIP-55's own test vector. */
const POLYGON = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

function open(
  path: string,
  accounts = [marketAccountRow()],
  {
    language = 'en' as Language,
    claims = makeClaims('owner') as ReturnType<typeof makeClaims> | null,
  } = {},
) {
  const backend = createMarketAccountsBackend(accounts);
  server.use(...backend.handlers);
  if (claims) logIn(claims);
  const view = renderApp({ path, language });
  return { ...backend, ...view, user: userEvent.setup() };
}

describe('/register-trading', () => {
  it('shows the seven markets, the account linked on each, and the way to link the others', async () => {
    const { container, missingKeys } = open('/register-trading');
    const chia = within(await screen.findByRole('region', { name: 'Chia' }));
    expect(await chia.findByText(marketAccountRow().accountId)).toBeVisible();
    expect(chia.getByText(/Linked on .* by Ana Owner/)).toBeVisible();
    expect(chia.getByRole('link', { name: 'Change the account on Chia' })).toHaveAttribute(
      'href',
      '/register-trading-chia',
    );
    const polygon = within(screen.getByRole('region', { name: 'Polygon' }));
    expect(polygon.getByText('Not linked')).toBeVisible();
    expect(polygon.getByRole('link', { name: 'Link the account on Polygon' })).toHaveAttribute(
      'href',
      '/register-polygon',
    );
    const list = screen.getByRole('list', {
      name: "The external markets and your company's account on each",
    });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(missingKeys).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('tells a visitor to log in and a certifier who may link accounts, and asks nothing', async () => {
    const visitor = open('/register-trading', [], { claims: null });
    expect(await screen.findByText(/Log in as a user of a company that trades/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /Link the account/ })).toBeNull();
    visitor.unmount();
    open('/register-trading', [], { claims: makeClaims('certifier') });
    expect(
      await screen.findByText(/Market accounts are linked by users with the markets permit/),
    ).toBeVisible();
  });
});

describe('a market’s link page', () => {
  it('names what is wrong with an id before sending it, in the user’s language', async () => {
    const { user, state } = open('/register-trading-chia', [], { language: 'es' });
    const field = await screen.findByLabelText('Identificador de su cuenta en Chia');
    await user.type(field, marketAccountRow().accountId.replace('xch1', 'txch1'));
    await user.click(screen.getByRole('button', { name: 'Vincular la cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pertenece a una red de pruebas; el mercado opera en su red principal.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, 'xch1notanaddress');
    await user.click(screen.getByRole('button', { name: 'Vincular la cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tiene caracteres o una forma que las cuentas de este mercado nunca tienen.',
    );
    expect(state.linked).toEqual([]);
  });

  it('links a Polygon address through marketplaceUser, checksummed, and shows it linked', async () => {
    const { user, state, container } = open('/register-polygon', []);
    const field = await screen.findByLabelText('Your account id on Polygon');
    expect(screen.getByText(/For example: 0x/)).toBeVisible();
    await user.type(field, POLYGON.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Link the account' }));
    expect(
      await screen.findByText('The Polygon account is now linked to your company.'),
    ).toBeVisible();
    expect(state.linked).toEqual([
      { path: '/user/marketplaceUser', body: { market: 'polygon', accountId: POLYGON } },
    ]);
    expect(await screen.findByText(POLYGON)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change the account' })).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
