import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { captureCsvDownloads, readCsvBlob } from '../../../test/csv-downloads';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { PROJECT } from '../../public-projects/test/public-projects-handlers';
import { createPublicProjectsBackend } from '../../public-projects/test/public-projects-handlers';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createPublicCreditsBackend } from '../test/public-credits-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));
afterEach(() => vi.restoreAllMocks());

function open(path: string, options: Parameters<typeof createPublicCreditsBackend>[0] = {}) {
  const backend = createPublicCreditsBackend(options);
  server.use(...createPublicProjectsBackend().handlers, ...backend.handlers);
  return { ...renderApp({ path, language: 'es' }), backend, user: userEvent.setup() };
}

describe("a public project's credits on its page", () => {
  it('shows per vintage the tonnes issued, retired, cancelled, in the buffer and outstanding, their totals, and leads to the lists', async () => {
    const { container } = open(`/projects/${PROJECT.id}`);
    const table = within(await screen.findByRole('table', { name: 'Toneladas por cosecha' }));
    const row2024 = within(table.getByRole('row', { name: /^2024/ }));
    expect(row2024.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '2500',
      '0,25',
      '300',
      '375',
      '1824,75',
    ]);
    const total = within(table.getByRole('row', { name: /^Total/ }));
    expect(total.getAllByRole('cell')[0]).toHaveTextContent('5500');
    expect(screen.getByRole('link', { name: 'Ver los certificados de retiro' })).toHaveAttribute(
      'href',
      `/emit-certifications/0/${PROJECT.id}`,
    );
    expect(
      screen.getByRole('link', { name: 'Ver y descargar los créditos retirados' }),
    ).toHaveAttribute('href', `/downloadRetiredBonds/${PROJECT.id}`);
    await expectNoAxeViolations(container);
  });

  it('says when no credit has been issued yet', async () => {
    open(`/projects/${PROJECT.id}`, { vintages: [] });
    expect(
      await screen.findByText('Este proyecto aún no tiene créditos emitidos.'),
    ).toBeInTheDocument();
  });
});

describe('/emit-certifications/{typeRemoval}/{projectId}', () => {
  it("lists the project's certificates, narrows them by purpose in the address, and names no private beneficiary", async () => {
    const { router, backend, user, container } = open(`/emit-certifications/0/${PROJECT.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Energía Solar Páramo/ }),
    ).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Certificados de retiro' }));
    expect(await table.findByRole('link', { name: 'CR-RET-2026-1' })).toHaveAttribute(
      'href',
      '/emit-certification/AAAAAAAAAAAAAAAAAAAAAA',
    );
    const privateRow = within(table.getByRole('row', { name: /CR-RET-2026-2/ }));
    expect(privateRow.getByText('Privado')).toBeInTheDocument();
    expect(privateRow.getByText('250 kg')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.selectOptions(screen.getByLabelText('Propósito'), 'Meta corporativa voluntaria');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/emit-certifications/1/${PROJECT.id}`),
    );
    await waitFor(() => expect(table.queryByText('CR-RET-2026-2')).not.toBeInTheDocument());
    expect(backend.purposes).toContain('1');
  });
});

describe('/downloadRetiredBonds/{projectId}', () => {
  it("lists the retired blocks and downloads the registry's CSV under its name", async () => {
    const downloads = captureCsvDownloads();
    const { user } = open(`/downloadRetiredBonds/${PROJECT.id}`);
    const table = within(await screen.findByRole('table', { name: 'Créditos retirados' }));
    expect(await table.findByText('CR-VCS-CO-0005-2024-1-1-100')).toBeInTheDocument();
    // One CSV: the registry's, which holds every row (the table's own would hold its page's).
    expect(screen.queryByRole('button', { name: 'Descargar CSV' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descargar CSV del registro' }));
    await waitFor(() => expect(downloads.names).toEqual([`creditos-retirados-${PROJECT.id}.csv`]));
    expect(await readCsvBlob(downloads.blobs[0])).toContain('CR-VCS-CO-0005-2024-1-1-100,2024');
  });

  it("downloads the registry's XLSX under the name the API gives it", async () => {
    const downloads = captureCsvDownloads();
    const { user } = open(`/downloadRetiredBonds/${PROJECT.id}`);
    await screen.findByRole('table', { name: 'Créditos retirados' });
    await user.click(screen.getByRole('button', { name: 'Descargar XLSX del registro' }));
    await waitFor(() => expect(downloads.names).toEqual([`creditos-retirados-${PROJECT.id}.xlsx`]));
    const bytes = new Uint8Array(await downloads.blobs[0]!.arrayBuffer());
    expect([...bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]);
  });
});
