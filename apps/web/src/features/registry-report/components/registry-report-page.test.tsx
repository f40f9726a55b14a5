import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { REGISTRY_REPORT_PATH } from '@registry/contract/retirements/registry-report';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { captureCsvDownloads } from '../../../test/csv-downloads';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { createRegistryReportBackend } from '../test/registry-report-handlers';

// chart.js needs a canvas jsdom does not have: the chart shows its text equivalent instead.
vi.mock('../../../components/charts/bar-chart-canvas', () => ({
  default: ({ description }: { description: string }) => <p>{description}</p>,
}));

const server = setupMswServer();

function openReport(path = '/jp-report') {
  const backend = createRegistryReportBackend();
  server.use(...backend.handlers);
  const view = renderApp({ path, language: 'es' });
  return { ...backend, ...view, user: userEvent.setup() };
}

describe('/jp-report', () => {
  it('shows the totals, the chart in words and the table by year, to anyone', async () => {
    const { container } = openReport();
    const totals = within(await screen.findByRole('region', { name: 'Totales' }));
    expect(totals.getByText('Emitidas').nextElementSibling).toHaveTextContent('6000 t');
    expect(totals.getByText('Retiradas').nextElementSibling).toHaveTextContent('160 t');
    expect(
      await screen.findByText(/^Gráfico de barras de las toneladas por año: 2025: 1000 t emitidas/),
    ).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Toneladas por año' }));
    expect(table.getByRole('rowheader', { name: '2026' })).toBeInTheDocument();
    expect(table.getAllByRole('row')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it('shows another breakdown when chosen, and keeps it in the address', async () => {
    const { user, router } = openReport();
    await screen.findByRole('table', { name: 'Toneladas por año' });
    await user.click(screen.getByRole('radio', { name: 'País' }));
    await waitFor(() => expect(router.state.location.search).toBe('?by=country'));
    const table = within(await screen.findByRole('table', { name: 'Toneladas por país' }));
    expect(table.getByRole('rowheader', { name: 'Brasil' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'País' })).toBeChecked();
  });

  it('asks for the years typed, and says when they are inverted', async () => {
    const { user, router, queries } = openReport();
    await screen.findByRole('table', { name: 'Toneladas por año' });
    await user.type(screen.getByLabelText('Desde el año'), '2026');
    await waitFor(() => expect(router.state.location.search).toBe('?fromYear=2026'));
    await waitFor(() => expect(queries.at(-1)).toBe('?fromYear=2026'));
    await user.type(screen.getByLabelText('Hasta el año'), '2025');
    expect(await screen.findByText(/El año “Desde” es posterior al año “Hasta”/)).toBeVisible();
    expect(queries.at(-1)).toBe('?fromYear=2026');
    await user.click(screen.getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when the years hold no credits', async () => {
    openReport('/jp-report?fromYear=2199');
    expect(await screen.findByText('Aún no hay créditos')).toBeInTheDocument();
  });

  it('says when the report could not be loaded, and asks again on retry', async () => {
    const { user, queries } = openReport();
    let failures = 0;
    server.use(
      http.get(apiUrl(REGISTRY_REPORT_PATH), () => {
        failures += 1;
        return HttpResponse.json({ status: 0, codeMessages: [] }, { status: 500 });
      }),
    );
    expect(await screen.findByText('No se pudo cargar el informe.')).toBeInTheDocument();
    const asked = failures;
    await user.click(screen.getByRole('button', { name: 'Intente de nuevo' }));
    await waitFor(() => expect(failures).toBeGreaterThan(asked));
    expect(queries).toEqual([]);
  });

  it("downloads the registry's CSV of the years asked for", async () => {
    const downloads = captureCsvDownloads();
    const { user, files } = openReport('/jp-report?fromYear=2025&by=sector');
    await screen.findByRole('table', { name: 'Toneladas por sector' });
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(downloads.names).toEqual(['informe-del-registro.csv']));
    expect(files).toEqual(['csv?fromYear=2025']);
  });
});
