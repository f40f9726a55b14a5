import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { PublicLedgerRow } from '@registry/contract/retirements/public-ledger';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { captureCsvDownloads } from '../../../test/csv-downloads';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { createPublicProjectsBackend } from '../../public-projects/test/public-projects-handlers';
import { createPublicLedgerBackend, ledgerRow } from '../test/public-ledger-handlers';

const server = setupMswServer();

const RETIRED = ledgerRow({ movementId: 30 });
const PRIVATE = ledgerRow({
  movementId: 20,
  purpose: 'publicClaim',
  beneficiaryName: null,
  quantityKg: 250,
  isKg: true,
});
const CANCELLED = ledgerRow({
  movementId: 10,
  kind: 'cancellation',
  certificateNumber: null,
  emitCertificationId: null,
  purpose: null,
  beneficiaryName: null,
  quantityKg: 300_000,
});

function openLedger(rows: readonly PublicLedgerRow[], path = '/public-ledger') {
  const backend = createPublicLedgerBackend(rows);
  server.use(...backend.handlers);
  const view = renderApp({ path, language: 'es' });
  return { ...backend, ...view, user: userEvent.setup() };
}

const ledgerTable = async () =>
  within(await screen.findByRole('table', { name: 'Retiros y cancelaciones' }));

describe('/public-ledger', () => {
  it('shows retirements with their certificates and cancellations without, naming no private beneficiary, to anyone', async () => {
    const { container } = openLedger([RETIRED, PRIVATE, CANCELLED]);
    const table = await ledgerTable();
    expect(await table.findByRole('link', { name: 'CR-RET-2026-30' })).toHaveAttribute(
      'href',
      `/emit-certification/${RETIRED.emitCertificationId}`,
    );
    const privateRow = within(table.getByRole('row', { name: /CR-RET-2026-20/ }));
    expect(privateRow.getByText('Privado')).toBeInTheDocument();
    expect(privateRow.getByText('250 kg')).toBeInTheDocument();
    expect(privateRow.getByText('Declaración pública')).toBeInTheDocument();
    const cancelled = within(table.getAllByRole('row').at(-1)!);
    expect(cancelled.getByText('Cancelación')).toBeInTheDocument();
    expect(cancelled.getByText('Sin certificado')).toBeInTheDocument();
    expect(cancelled.getByText('300 t')).toBeInTheDocument();
    expect(cancelled.getByRole('link', { name: CANCELLED.projectName })).toHaveAttribute(
      'href',
      '/projects/7',
    );
    await expectNoAxeViolations(container);
  });

  it('keeps the filter in the address and asks the API for exactly it', async () => {
    const { user, router, queries } = openLedger([RETIRED, PRIVATE, CANCELLED]);
    const table = await ledgerTable();
    await table.findByText('CR-RET-2026-30');
    await user.selectOptions(screen.getByLabelText('Operación'), 'Cancelación');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=cancellation'));
    // A new filter draws a new table, once its rows come.
    await waitFor(() => expect(screen.queryByText('CR-RET-2026-30')).not.toBeInTheDocument());
    expect(await (await ledgerTable()).findByText('Sin certificado')).toBeInTheDocument();
    expect(queries.at(-1)?.get('kind')).toBe('cancellation');

    // A purpose is a retirement's: choosing one leaves the cancellations out.
    await user.selectOptions(screen.getByLabelText('Propósito del retiro'), 'Declaración pública');
    await waitFor(() => expect(router.state.location.search).toBe('?purpose=publicClaim'));
    expect(await (await ledgerTable()).findByText('CR-RET-2026-20')).toBeInTheDocument();
    expect(screen.queryByText('Sin certificado')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when the days are inverted, and asks nothing', async () => {
    const { queries } = openLedger([RETIRED], '/public-ledger?from=2026-10-02&to=2026-10-01');
    expect(
      await screen.findByText(/El día “Desde” es posterior al día “Hasta”/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Desde (día)')).toHaveAttribute('aria-invalid', 'true');
    expect(queries).toEqual([]);
  });

  it('pages through the server’s pages with the cursor, and back', async () => {
    const rows = Array.from({ length: 60 }, (_, index) => ledgerRow({ movementId: 100 - index }));
    const { user, queries } = openLedger(rows);
    const table = await ledgerTable();
    expect(await table.findByText('CR-RET-2026-100')).toBeInTheDocument();
    expect(table.getAllByRole('row')).toHaveLength(51);
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await table.findByText('CR-RET-2026-41')).toBeInTheDocument();
    expect(table.queryByText('CR-RET-2026-100')).not.toBeInTheDocument();
    expect(queries.at(-1)?.get('cursor')).toBe('51');
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(await table.findByText('CR-RET-2026-100')).toBeInTheDocument();
  });

  it("narrows to a project from the project's page, and widens again", async () => {
    const other = ledgerRow({ movementId: 40, projectId: 5, projectName: 'Energía Solar Páramo' });
    server.use(...createPublicProjectsBackend().handlers);
    const { user, router } = openLedger([RETIRED, other], '/public-ledger?projectId=5');
    const table = await ledgerTable();
    expect(await table.findByText('CR-RET-2026-40')).toBeInTheDocument();
    expect(table.queryByText('CR-RET-2026-30')).not.toBeInTheDocument();
    expect(await screen.findByText('Solo el proyecto Energía Solar Páramo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todos los proyectos' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('CR-RET-2026-30')).toBeInTheDocument();
  });

  it("downloads the registry's CSV of exactly the filter", async () => {
    const downloads = captureCsvDownloads();
    const { user, csvQueries } = openLedger([RETIRED], '/public-ledger?kind=retirement');
    await (await ledgerTable()).findByText('CR-RET-2026-30');
    await user.click(screen.getByRole('button', { name: 'Descargar CSV del registro' }));
    await waitFor(() =>
      expect(downloads.names).toEqual(['retiros-y-cancelaciones-2026-11-28.csv']),
    );
    expect(csvQueries).toEqual(['?kind=retirement']);
  });

  it('says when there is nothing yet', async () => {
    openLedger([]);
    expect(await screen.findByText('Aún no hay retiros ni cancelaciones')).toBeInTheDocument();
  });

  it('says when nothing matches the filter', async () => {
    openLedger([RETIRED], '/public-ledger?kind=cancellation');
    expect(await screen.findByText('Nada coincide con el filtro')).toBeInTheDocument();
  });
});
