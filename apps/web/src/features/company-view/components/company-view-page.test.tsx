import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { CompanyView } from '@registry/contract/company/company-view';
import type { Language } from '@registry/contract/common/language';
import { setupMswServer } from '../../../test/msw-server';
import { findRawKeys } from '../../../test/raw-keys';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { createDownloadsBackend, olderDocument } from '../../files/test/files-handlers';
import { sessionHandlers } from '../../session/test/session-handlers';
import {
  COMPANY,
  answerCompanyView,
  neverAnswer,
  viewRefusal,
} from '../test/company-view-handlers';

/** A column header's text without the sort icon the kit's table adds. */
const headerText = (th: HTMLElement) => th.textContent?.replace(/[↕▲▼]/g, '');

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

interface OpenOptions {
  company?: CompanyView;
  answer?: Parameters<typeof answerCompanyView>[0];
  language?: Language;
  path?: string;
  downloadDelay?: number;
}

function openView({
  company = COMPANY,
  answer,
  language = 'en',
  path,
  downloadDelay = 0,
}: OpenOptions = {}) {
  const view = answerCompanyView(
    answer ?? (() => HttpResponse.json({ status: 1, codeMessages: [], company })),
  );
  const downloads = createDownloadsBackend({
    documents: [12, 22, 23, 31, 11],
    groups: { 22: ['https://files.example/22', 'https://files.example/23'] },
    documentHistory: {
      12: [olderDocument(11, 'RUT 2025.pdf', '2025-06-30T15:45:00.000Z')],
    },
    answerDelay: downloadDelay,
  });
  server.use(view.handler, ...downloads.handlers);
  logIn(makeClaims('owner'));
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const rendered = renderApp({ path: path ?? `/all-information/${company.id}`, language });
  return { ...rendered, ...downloads, ids: view.ids, open, user: userEvent.setup() };
}

const field = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

const openTab = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(await screen.findByRole('tab', { name }));
  expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
};

describe('/all-information/:companyId', () => {
  it('shows a loading state until the company loads, in a page at least 600 px high', async () => {
    openView({ answer: neverAnswer });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company information' }),
    ).toBeVisible();
    expect(
      (await screen.findByText('Loading the company…')).closest('[role="status"]'),
    ).toBeVisible();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Company information' })).toHaveClass('company-view');
  });

  it('opens with the general information tab selected: the data and the users with yes/no flags', async () => {
    const { ids } = openView();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'General information',
      'Billing information',
      'Due diligence',
    ]);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(ids).toEqual([7]);
    expect(field('Name')).toHaveTextContent('Bosques del Pacífico S.A.S.');
    expect(field('Platform ID')).toHaveTextContent('CR-7A7B7C7D');
    expect(field('Account type')).toHaveTextContent('Project developer');
    expect(field('Document type')).toHaveTextContent('NIT');
    expect(field('Document number')).toHaveTextContent('900.123.456-3');
    expect(field('Country')).toHaveTextContent('Colombia');
    expect(field('Region')).toHaveTextContent('Antioquia');
    expect(field('City')).toHaveTextContent('Medellín');
    expect(field('Address')).toHaveTextContent('Calle 10 # 43-12');

    const users = within(screen.getByRole('table', { name: 'Users of the company' }));
    expect(users.getAllByRole('columnheader').map(headerText)).toEqual([
      'Name',
      'E-mail',
      'Active',
      'Account administrator',
      'Contact',
    ]);
    const cells = (name: string) =>
      within(users.getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells('Ana Restrepo')).toEqual(['ana@bosques.example', 'Yes', 'Yes', 'No']);
    expect(cells('Luis Mejía')).toEqual(['luis@bosques.example', 'No', 'No', 'Yes']);
  });

  it('shows the billing tab: contact, e-mails, multi-line considerations and only billing documents', async () => {
    const { user } = openView();
    await openTab(user, 'Billing information');
    expect(field('Billing contact name')).toHaveTextContent('Carla Facturación');
    expect(field('Billing e-mails')).toHaveTextContent('facturas@bosques.example');
    const considerations = field('Special considerations');
    expect(considerations.textContent).toBe('Invoices in COP.\nSend them before the 20th.');
    expect(considerations).toHaveClass('text-pre-line');
    const documents = within(screen.getByTestId('billing-documents'));
    expect(documents.getAllByRole('button', { expanded: true }).map((b) => b.textContent)).toEqual([
      'Tax registration (RUT)',
    ]);
    expect(documents.queryByText('Chamber of commerce certificate')).not.toBeInTheDocument();
    expect(documents.getByRole('rowheader', { name: 'RUT 2026.pdf' })).toBeInTheDocument();
    expect(documents.queryByRole('rowheader', { name: 'RUT 2025.pdf' })).not.toBeInTheDocument();
  });

  it('shows the due-diligence tab: tax id, income origin, non-billing documents, CEOs and shareholders', async () => {
    const { user } = openView();
    await openTab(user, 'Due diligence');
    expect(field('Tax identification number')).toHaveTextContent('TAX-900123456');
    expect(field('Origin of income accepted')).toHaveTextContent('Yes');
    const documents = within(screen.getByTestId('due-diligence-documents'));
    expect(documents.queryByText('Tax registration (RUT)')).not.toBeInTheDocument();

    const ceos = within(screen.getByRole('table', { name: 'Chief executives' }));
    expect(ceos.getAllByRole('columnheader').map(headerText)).toEqual([
      'Name',
      'Country',
      'Document type',
      'Document number',
    ]);
    expect(
      within(ceos.getByRole('rowheader', { name: 'Jorge Arango' }).closest('tr')!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Colombia', 'CC', '712.345.67']);
    const shareholders = within(screen.getByRole('table', { name: 'Shareholders' }));
    expect(
      within(
        shareholders.getByRole('rowheader', { name: 'Inversiones Ibéricas S.L.' }).closest('tr')!,
      )
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Spain', 'NIF', 'B12.345.678']);
    // A NIT shows grouped with its verification digit, as on My Company (one formatter).
    expect(
      within(
        shareholders
          .getByRole('rowheader', { name: 'Inversiones Pacífico Holding S.A.S.' })
          .closest('tr')!,
      )
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Colombia', 'NIT', '901.123.456-3']);
  });

  it('groups documents in an accordion whose first group starts open, listing only the latest versions', async () => {
    const { user } = openView();
    await openTab(user, 'Due diligence');
    const documents = within(screen.getByTestId('due-diligence-documents'));
    const chamber = documents.getByRole('button', { name: 'Chamber of commerce certificate' });
    const bank = documents.getByRole('button', { name: 'Bank certificate' });
    expect(chamber).toHaveAttribute('aria-expanded', 'true');
    expect(bank).toHaveAttribute('aria-expanded', 'false');
    const table = within(documents.getByRole('table', { name: 'Chamber of commerce certificate' }));
    expect(table.getAllByRole('columnheader').map(headerText)).toEqual([
      'File name',
      'Created',
      'Actions',
    ]);
    expect(table.getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'Chamber 2026.pdf',
      'Chamber annex.docx',
    ]);
    expect(
      within(
        table.getByRole('rowheader', { name: 'Chamber 2026.pdf' }).closest('tr')!,
      ).getAllByRole('cell')[0],
    ).toHaveTextContent(/Mar 1, 2026/);
    expect(documents.queryByText('Chamber 2025.pdf')).not.toBeInTheDocument();

    await user.click(bank);
    await waitFor(() => expect(bank).toHaveAttribute('aria-expanded', 'true'));
  });

  it('downloads a file in a new window with the loading overlay while it is prepared', async () => {
    const { user, open, signedUrl, requests } = openView({ downloadDelay: 150 });
    await openTab(user, 'Due diligence');
    await user.click(screen.getByRole('button', { name: 'Download Chamber annex.docx' }));
    const overlay = await screen.findByRole('status', { name: 'Preparing the download…' });
    expect(overlay).toHaveClass('loading-overlay-spinner');
    expect(screen.getByTestId('loading-overlay-backdrop')).toHaveClass('loading-overlay-backdrop');
    await waitFor(() =>
      expect(open).toHaveBeenCalledExactlyOnceWith(
        signedUrl('document', 23),
        '_blank',
        'noopener,noreferrer',
      ),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('status', { name: 'Preparing the download…' }),
      ).not.toBeInTheDocument(),
    );
    expect(requests).toEqual(['download 23']);
  });

  it('downloads all the current files of a group with its first document', async () => {
    const { user, open, requests } = openView();
    await openTab(user, 'Due diligence');
    await user.click(
      screen.getByRole('button', {
        name: 'Download all the files of Chamber of commerce certificate',
      }),
    );
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(open.mock.calls.map((call) => call[0])).toEqual([
      'https://files.example/22',
      'https://files.example/23',
    ]);
    expect(requests).toEqual(['download-all 22']);
  });

  it('opens the history modal titled with the document type, listing the older versions', async () => {
    const { user, requests, open, signedUrl } = openView();
    await openTab(user, 'Billing information');
    await user.click(
      screen.getByRole('button', { name: 'Earlier versions of Tax registration (RUT)' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Tax registration (RUT)' }));
    expect(await dialog.findByRole('rowheader', { name: 'RUT 2025.pdf' })).toBeInTheDocument();
    expect(dialog.queryByRole('rowheader', { name: 'RUT 2026.pdf' })).not.toBeInTheDocument();
    expect(requests).toEqual(['history 12']);
    await user.click(dialog.getByRole('button', { name: 'Download RUT 2025.pdf' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(signedUrl('document', 11), '_blank', 'noopener,noreferrer'),
    );
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the survey button and modal', () => {
  it('reads incomplete (warning) when the answers do not match the questions, and lists them', async () => {
    const { user } = openView();
    await openTab(user, 'Due diligence');
    const button = screen.getByRole('button', { name: 'Incomplete' });
    expect(button).toHaveClass('btn-warning');
    await user.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'Due-diligence survey' }));
    expect(dialog.getAllByRole('columnheader').map(headerText)).toEqual([
      'ID',
      'Question',
      'Selection',
      'Answer',
    ]);
    const row = (question: string) =>
      within(dialog.getByRole('rowheader', { name: question }).closest('tr')!)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(row('Does the company have an anti-bribery policy?')).toEqual([
      '1',
      'Yes',
      'Approved by the board in 2024.',
    ]);
    expect(row('Has the company been sanctioned?')).toEqual(['2', 'No', '-']);
    expect(row('Does it trade with listed persons?')).toEqual(['3', '-', '-']);
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reads completed (success) when every question is answered', async () => {
    const { user } = openView({
      company: {
        ...COMPANY,
        surveyDueDiligence: COMPANY.surveys.map((q) => ({
          id: q.id,
          selection: true,
          response: '',
        })),
      },
    });
    await openTab(user, 'Due diligence');
    expect(screen.getByRole('button', { name: 'Completed' })).toHaveClass('btn-success');
  });

  it('reads completed (success) when there is no survey', async () => {
    const { user } = openView({ company: { ...COMPANY, surveys: [], surveyDueDiligence: [] } });
    await openTab(user, 'Due diligence');
    expect(screen.getByRole('button', { name: 'Completed' })).toHaveClass('btn-success');
  });
});

describe('failures', () => {
  it('tells a stranger the API’s own first message on a refused access (HTTP 403)', async () => {
    openView({
      answer: () => viewRefusal(403, 'ERROR_FORBIDDEN', 'You are not allowed to do this.'),
    });
    const alert = await screen.findByTestId('company-view-error');
    expect(alert).toHaveClass('alert-danger');
    expect(alert).toHaveTextContent(/^You are not allowed to do this\.$/);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows any other failure as a danger alert with the first codeMessage', async () => {
    openView({
      answer: () =>
        HttpResponse.json(
          {
            status: 0,
            codeMessages: [
              { codeMessage: 'ERROR_COMPANY_NOT_FOUND', message: 'There is no such company.' },
              { codeMessage: 'ERROR_OTHER', message: 'Second.' },
            ],
          },
          { status: 404 },
        ),
    });
    const alert = await screen.findByTestId('company-view-error');
    expect(alert).toHaveClass('alert-danger');
    expect(alert).toHaveTextContent(/^There is no such company\.$/);
  });

  it('does not ask for an address that cannot be a company id', async () => {
    const { ids } = openView({ path: '/all-information/abc' });
    expect(await screen.findByTestId('company-view-error')).toHaveTextContent(
      'This address does not point to a company.',
    );
    expect(ids).toEqual([]);
  });
});

describe('who may open it', () => {
  it('lets a certifier open any company id (the API decides)', async () => {
    const view = answerCompanyView(() =>
      HttpResponse.json({ status: 1, codeMessages: [], company: { ...COMPANY, id: 999 } }),
    );
    server.use(view.handler);
    logIn(makeClaims('certifier'));
    renderApp({ path: '/all-information/999' });
    expect(await screen.findByRole('tab', { name: 'General information' })).toBeVisible();
    expect(view.ids).toEqual([999]);
  });

  it('sends a logged-out visitor to the login', async () => {
    const { router } = renderApp({ path: '/all-information/7' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('languages', () => {
  it.each(['es', 'pt'] as const)(
    'every tab is translated in %s, never a raw key',
    async (language) => {
      const { user, missingKeys } = openView({ language });
      const tabs = await screen.findAllByRole('tab');
      for (const tab of tabs) {
        await user.click(tab);
        expect(findRawKeys(document.body)).toEqual([]);
      }
      await user.click(screen.getByTestId('survey-button'));
      await screen.findByRole('dialog');
      expect(findRawKeys(document.body)).toEqual([]);
      expect(missingKeys).toEqual([]);
      expect(tabs[0]).toHaveTextContent(
        language === 'es' ? 'Información general' : 'Informações gerais',
      );
    },
  );

  it('keeps the history button of a type without earlier versions focusable, explaining why it does nothing', async () => {
    const { user, requests } = openView();
    await openTab(user, 'Due diligence');
    const documents = within(screen.getByTestId('due-diligence-documents'));
    await user.click(documents.getByRole('button', { name: 'Bank certificate' }));
    const history = await documents.findByRole('button', {
      name: 'Earlier versions of Bank certificate',
    });
    expect(history).toHaveAttribute('aria-disabled', 'true');
    expect(history).toHaveAccessibleDescription('There are no earlier versions yet.');
    history.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'There are no earlier versions yet.',
    );
    await user.click(history);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('history'))).toEqual([]);
    expect(
      documents.getByRole('button', {
        name: 'Earlier versions of Chamber of commerce certificate',
      }),
    ).not.toHaveAttribute('aria-disabled');
  });
});
