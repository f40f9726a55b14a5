import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AccountType } from '@registry/contract/auth/account-type';
import type { Language } from '@registry/contract/common/language';
import { CARBON_TAX_REPORT_PATH } from '@registry/contract/retirements/carbon-tax-report';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { captureCsvDownloads } from '../../../test/csv-downloads';
import { setupMswServer } from '../../../test/msw-server';
import { findRawKeys } from '../../../test/raw-keys';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims, makeToken } from '../../../test/tokens';
import { answerRefresh, newTokens, sessionHandlers } from '../../session/test/session-handlers';
import {
  createCarbonTaxReportBackend,
  lastQuery,
  reportAnswer,
} from '../test/carbon-tax-report-handlers';

// chart.js needs a canvas jsdom does not have: the chart shows its text equivalent instead.
vi.mock('../../../components/charts/bar-chart-canvas', () => ({
  default: ({ description }: { description: string }) => <p>{description}</p>,
}));

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));
afterEach(() => vi.restoreAllMocks());

interface OpenOptions extends NonNullable<Parameters<typeof createCarbonTaxReportBackend>[0]> {
  path?: string;
  language?: Language;
  typeAccount?: AccountType;
}

function openReport({
  path = '/emit-certification-report',
  language = 'es',
  typeAccount = 'gov',
  ...backendOptions
}: OpenOptions = {}) {
  const token = logIn(makeClaims(typeAccount));
  const backend = createCarbonTaxReportBackend(backendOptions);
  server.use(...backend.handlers);
  return { ...renderApp({ path, language }), backend, token, user: userEvent.setup() };
}

const findTable = async () =>
  within(await screen.findByRole('table', { name: 'Retiros por impuesto al carbono' }));
const filters = () => within(screen.getByRole('search', { name: 'Filtrar el informe' }));
const searchOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('/emit-certification-report', () => {
  it('shows a government every carbon-tax retirement with its totals, tonnes per month and the rows, and passes axe', async () => {
    const { container, backend, missingKeys } = openReport();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Informe del impuesto al carbono' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Cada retiro hecho para la no causación/)).toBeInTheDocument();

    const table = await findTable();
    const first = within(table.getByRole('row', { name: /CR-RET-2026-11/ }));
    expect(first.getByRole('link', { name: 'CR-RET-2026-11' })).toHaveAttribute(
      'href',
      '/emit-certification/AAAAAAAAAAAAAAAAAAAAAA',
    );
    expect(first.getByText('Manglares de Tumaco')).toBeInTheDocument();
    expect(first.getByText('100 t')).toBeInTheDocument();
    expect(first.getByText('Combustibles del Caribe S.A.')).toBeInTheDocument();
    expect(first.getByText('Número de identificación tributaria 900111222-3')).toBeInTheDocument();
    expect(first.getByText('Diésel (ACPM)')).toBeInTheDocument();
    expect(first.getByText('2026-03')).toBeInTheDocument();
    expect(first.getByText('Transportes Andinos S.A.S.')).toBeInTheDocument();
    expect(first.getByText('Mercado de Carbono Trading S.A.S.')).toBeInTheDocument();
    const second = within(table.getByRole('row', { name: /CR-RET-2026-12/ }));
    expect(second.getByText('250 kg')).toBeInTheDocument();
    expect(second.getByText('Gas natural')).toBeInTheDocument();

    const totals = within(screen.getByRole('region', { name: 'Totales del filtro' }));
    expect(totals.getByText('Retiros').nextElementSibling).toHaveTextContent('2');
    expect(totals.getByText('Toneladas retiradas').nextElementSibling).toHaveTextContent(
      '100,25 t',
    );

    const chart = within(screen.getByRole('figure', { name: 'Toneladas retiradas por mes' }));
    expect(
      await chart.findByText(/^Gráfico de barras de las toneladas retiradas por mes: /),
    ).toHaveTextContent(/mar.* 2026: 100 t; abr.* 2026: 0,25 t/);
    const figures = within(chart.getByRole('table', { name: 'Toneladas retiradas por mes' }));
    expect(figures.getAllByRole('row')).toHaveLength(3);
    expect(figures.getByRole('row', { name: /abr.* 2026 0,25/ })).toBeInTheDocument();

    expect(screen.queryByText(/traen todas las filas/)).not.toBeInTheDocument();
    expect(backend.queries).toEqual([{}]);
    expect(findRawKeys(document.body)).toEqual([]);
    expect(missingKeys).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('tells a passive subject that it sees only the retirements naming it', async () => {
    openReport({ typeAccount: 'passivesubject' });
    expect(
      await screen.findByText(
        'Los retiros hechos para la no causación del impuesto al carbono que nombran a su empresa como sujeto pasivo: su empresa solo ve esos.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Cada retiro hecho/)).not.toBeInTheDocument();
    expect(await findTable()).toBeTruthy();
  });

  it('keeps each filter in the address and asks the API with it', async () => {
    const { router, backend, user } = openReport();
    const table = await findTable();

    await user.selectOptions(
      filters().getByLabelText('Sujeto pasivo'),
      'Gas Natural del Sur S.A. E.S.P.',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?passiveSubjectId=32'));
    await waitFor(() => expect(lastQuery(backend.queries)).toEqual({ passiveSubjectId: '32' }));
    await waitFor(() => expect(table.queryByText('CR-RET-2026-11')).not.toBeInTheDocument());
    expect(table.getByText('CR-RET-2026-12')).toBeInTheDocument();

    await user.selectOptions(filters().getByLabelText('Proyecto'), 'Páramo de Chingaza');
    await user.type(filters().getByLabelText('Desde (día)'), '2026-01-01');
    await user.type(filters().getByLabelText('Hasta (día)'), '2026-06-30');
    const expected = {
      from: '2026-01-01',
      to: '2026-06-30',
      passiveSubjectId: '32',
      projectId: '8',
    };
    await waitFor(() => expect(searchOf(router.state.location.search)).toEqual(expected));
    await waitFor(() => expect(lastQuery(backend.queries)).toEqual(expected));

    await user.click(filters().getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(table.getByText('CR-RET-2026-11')).toBeInTheDocument());
  });

  it('reads the filter of a shared link', async () => {
    const { backend } = openReport({
      path: '/emit-certification-report?projectId=7&from=2026-03-01&bogus=1&passiveSubjectId=x',
    });
    const table = await findTable();
    expect(table.getByText('CR-RET-2026-11')).toBeInTheDocument();
    expect(table.queryByText('CR-RET-2026-12')).not.toBeInTheDocument();
    expect(backend.queries).toEqual([{ from: '2026-03-01', projectId: '7' }]);
    expect(filters().getByLabelText('Proyecto')).toHaveDisplayValue('Manglares de Tumaco');
  });

  it('says when the first day comes after the last and asks nothing for that range', async () => {
    const { router, backend, user } = openReport();
    await findTable();
    await user.type(filters().getByLabelText('Desde (día)'), '2026-05-01');
    await user.type(filters().getByLabelText('Hasta (día)'), '2026-04-01');
    await waitFor(() =>
      expect(searchOf(router.state.location.search)).toEqual({
        from: '2026-05-01',
        to: '2026-04-01',
      }),
    );
    const message =
      'El día “Desde” es posterior al día “Hasta”. Elija un día “Desde” igual o anterior al día “Hasta”.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(filters().getByLabelText('Hasta (día)')).toHaveAccessibleDescription(message);
    expect(filters().getByLabelText('Hasta (día)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table', { name: 'Retiros por impuesto al carbono' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeDisabled();
    expect(backend.queries).toEqual([{}, { from: '2026-05-01' }]);
  });

  it('asks nothing for an inverted range in a shared link', async () => {
    const { backend } = openReport({
      path: '/emit-certification-report?from=2026-05-01&to=2026-04-01',
    });
    expect(await screen.findByText(/^El día “Desde” es posterior/)).toBeInTheDocument();
    expect(backend.queries).toEqual([]);
  });

  it('notes that the files hold every row when the table shows only the first ones', async () => {
    openReport({
      answer: () => ({
        ...reportAnswer(),
        truncated: true,
        totals: { retirements: 1500, quantityKg: 150_000_000 },
      }),
    });
    expect(
      await screen.findByText(
        'La tabla muestra los primeros 2 de 1500 retiros. Los archivos CSV, XLSX y PDF traen todas las filas.',
      ),
    ).toBeInTheDocument();
  });

  it('says when no retirement matches', async () => {
    openReport({ answer: () => reportAnswer([]) });
    expect(
      await screen.findByText('Ningún retiro por impuesto al carbono coincide con este filtro.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it("shows the API's message when the report fails, and tries again", async () => {
    const { user, backend } = openReport();
    server.use(
      http.get(
        `${window.location.origin}${CARBON_TAX_REPORT_PATH}`,
        () =>
          HttpResponse.json(
            {
              status: 0,
              codeMessages: [{ codeMessage: 'ERROR', message: 'Informe no disponible.' }],
            },
            { status: 500 },
          ),
        { once: true },
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Informe no disponible.');
    await user.click(within(alert).getByRole('button', { name: 'Intente de nuevo' }));
    expect(await (await findTable()).findByText('CR-RET-2026-11')).toBeInTheDocument();
    expect(backend.queries).toEqual([{}]);
  });

  it.each(['en', 'pt'] as const)('shows translated text in %s', async (language) => {
    const { missingKeys } = openReport({ language });
    await screen.findByRole('table', { name: language === 'en' ? /Carbon tax/ : /Aposentadorias/ });
    expect(findRawKeys(document.body)).toEqual([]);
    expect(missingKeys).toEqual([]);
  });
});

describe('the report files', () => {
  it.each(['csv', 'xlsx', 'pdf'] as const)(
    'downloads the %s of the filter with the session and saves it under the name the API gives',
    async (format) => {
      const downloads = captureCsvDownloads();
      let release = () => {};
      const fileGate = new Promise<void>((resolve) => (release = resolve));
      const { backend, token, user } = openReport({
        path: '/emit-certification-report?from=2026-01-01&projectId=7',
        fileGate,
      });
      await findTable();
      const button = screen.getByRole('button', { name: `Descargar ${format.toUpperCase()}` });
      await user.click(button);
      await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
      // One file at a time: every button waits while this one is on its way.
      const group = within(screen.getByRole('group', { name: 'Descargar el informe' }));
      for (const each of group.getAllByRole('button')) expect(each).toBeDisabled();
      release();
      await waitFor(() => expect(downloads.names).toEqual([`informe-impuesto-carbono.${format}`]));
      expect(backend.files).toEqual([
        {
          pathname: `${CARBON_TAX_REPORT_PATH}.${format}`,
          query: { from: '2026-01-01', projectId: '7' },
          authorization: `Bearer ${token}`,
          platform: expect.any(String) as string,
          lng: 'es',
        },
      ]);
      expect(await downloads.blobs[0]?.text()).toBe(`report as ${format}`);
      await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
      expect(button).toBeEnabled();
    },
  );

  it("shows the API's message when a file is refused", async () => {
    captureCsvDownloads();
    const { user } = openReport({ fileRefusal: 'No tiene permiso para este informe.' });
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'No tiene permiso para este informe.',
    );
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeEnabled();
  });

  it('renews an expired session once and asks for the file again with the new token', async () => {
    const downloads = captureCsvDownloads();
    const { backend, user } = openReport();
    const renewed = makeToken(makeClaims('gov', { name: 'Ana renewed' }));
    const refresh = answerRefresh(() => newTokens(renewed, 'refresh-2'));
    server.use(
      refresh.handler,
      http.get(
        `${window.location.origin}${CARBON_TAX_REPORT_PATH}.csv`,
        () => new HttpResponse(null, { status: 401 }),
        { once: true },
      ),
    );
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(downloads.names).toEqual(['informe-impuesto-carbono.csv']));
    expect(refresh.bodies).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(backend.files.map((file) => file.authorization)).toEqual([`Bearer ${renewed}`]);
  });
});
