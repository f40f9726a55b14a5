import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { sessionHandlers } from '../../session/test/session-handlers';
import { PUBLIC_SERIAL, SERIAL, serialSearchHandlers } from '../test/serial-search-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers, ...serialSearchHandlers));

async function searchFor(text: string, language: 'en' | 'es' = 'en') {
  const view = renderApp({ path: '/serial-search', language });
  const user = userEvent.setup();
  const label =
    language === 'en' ? 'Serial, serial number or range' : 'Serial, número de serial o rango';
  const input = await screen.findByLabelText(label);
  await user.type(input, text);
  await user.click(screen.getByRole('button', { name: language === 'en' ? 'Search' : 'Buscar' }));
  return view;
}

describe('/serial-search', () => {
  it('shows the blocks holding a serial and their history, and passes axe', async () => {
    const { container } = await searchFor(SERIAL);
    const block = await screen.findByRole('article', { name: SERIAL });
    expect(
      within(block).getByRole('link', { name: 'VCS-CO-0001 · Energía Solar Páramo' }),
    ).toHaveAttribute('href', '/projects/5');
    expect(within(block).getByText('30 t')).toBeInTheDocument();
    expect(within(block).getByText('Active')).toBeInTheDocument();
    expect(
      within(block).getAllByText("Mercado de Carbono Trading S.A.S. (a company's main account)")
        .length,
    ).toBeGreaterThan(0);
    const history = within(block).getByRole('list');
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Issued: 100 t',
      'Transferred: 30 t',
    ]);
    // An issuance has no "from": it reads as issued to the owner.
    expect(steps.map((step) => step.querySelectorAll('p')[1]?.textContent)).toEqual([
      "Issued to Bosques del Pacífico S.A.S. (a company's main account)",
      "From Bosques del Pacífico S.A.S. (a company's main account) to Mercado de Carbono Trading S.A.S. (a company's main account)",
    ]);
    expect(within(history).queryByText(/—/)).not.toBeInTheDocument();
    expect(screen.getByText('1 block holds this serial.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows a block held by a company without its name, as the public sees it', async () => {
    const { container } = await searchFor(PUBLIC_SERIAL);
    const block = await screen.findByRole('article', { name: PUBLIC_SERIAL });
    const holder = within(block).getByText('Held by').nextElementSibling;
    expect(holder).toHaveTextContent('In an account of the registry (who holds it is not public)');
    const steps = within(within(block).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelectorAll('p')[1]?.textContent)).toEqual([
      "Issued to Bosques del Pacífico S.A.S. (a company's main account)",
      "From a company's main account to a company's main account",
    ]);
    expect(within(block).queryByText(/Mercado de Carbono/)).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('says no block holds a serial that matches nothing', async () => {
    const { container } = await searchFor('VCS-CO-0001-2023-1-1');
    expect(await screen.findByText('No block holds this serial')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("shows the API's message for text that is not a serial, in the user's language", async () => {
    await searchFor('hola', 'es');
    expect(await screen.findByText('That is not a serial.')).toBeInTheDocument();
    // The field's mistake, said at the field: never "Algo salió mal".
    expect(screen.getByRole('searchbox')).toHaveAccessibleDescription(/That is not a serial\./);
    expect(screen.getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('error-state')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Búsqueda de seriales' }),
    ).toBeInTheDocument();
  });

  it('reads the serial from the address, so a search can be shared', async () => {
    renderApp({ path: `/serial-search?q=${encodeURIComponent(SERIAL)}` });
    expect(await screen.findByRole('article', { name: SERIAL })).toBeInTheDocument();
    expect(screen.getByLabelText('Serial, serial number or range')).toHaveValue(SERIAL);
  });
});
