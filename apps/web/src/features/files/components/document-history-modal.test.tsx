import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@registry/contract/common/language';
import { createQueryClient } from '../../../lib/query-client';
import { setupMswServer } from '../../../test/msw-server';
import { findRawKeys } from '../../../test/raw-keys';
import { createTestI18n } from '../../../test/test-i18n';
import { logIn, makeClaims } from '../../../test/tokens';
import { createDownloadsBackend, olderDocument } from '../test/files-handlers';
import { DocumentHistoryModal, type HistorySource } from './document-history-modal';

const server = setupMswServer();

const HISTORY = {
  12: [
    olderDocument(11, 'RUT 2025.pdf', '2025-06-30T15:45:00.000Z'),
    olderDocument(10, 'RUT 2024.pdf', '2024-01-02T09:00:00.000Z'),
  ],
};

function renderModal(source: HistorySource | null, language: Language = 'en', answerDelay = 0) {
  logIn(makeClaims('owner'));
  const backend = createDownloadsBackend({
    documents: [10, 11],
    documentHistory: { ...HISTORY, 13: [] },
    logos: [3],
    logoHistory: {
      4: [
        {
          id: 3,
          fileName: 'logo-2024.png',
          time: '1704186000000',
          route: 'companies/10/logo/3',
          created: '2024-01-02T09:00:00.000Z',
          updated: '2025-03-01T10:00:00.000Z',
          md5: '0cc175b9c0f1b6a831c399e269772661',
        },
      ],
    },
    answerDelay,
  });
  server.use(...backend.handlers);
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const onClose = vi.fn();
  const { i18n, missingKeys } = createTestI18n(language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DocumentHistoryModal source={source} title="Tax registration (RUT)" onClose={onClose} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...backend, open, onClose, missingKeys, user: userEvent.setup() };
}

const rowOf = async (fileName: string) =>
  (await screen.findByRole('rowheader', { name: fileName })).closest('tr') as HTMLElement;

describe('DocumentHistoryModal', () => {
  it('lists the older versions of a document type with their dates, titled with the type', async () => {
    const { requests } = renderModal({ kind: 'document', documentId: 12 });
    const dialog = await screen.findByRole('dialog', { name: 'Tax registration (RUT)' });
    const row = within(await rowOf('RUT 2025.pdf'));
    const table = within(dialog).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        // The sortable headers carry an arrow for sighted users (aria-sort tells the rest).
        .map((th) => th.textContent?.replace(/[↕▲▼]/g, '')),
    ).toEqual(['File name', 'Created', 'Updated', 'Actions']);
    expect(row.getAllByRole('cell')[0]).toHaveTextContent(/Jun 30, 2025/);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['RUT 2025.pdf', 'RUT 2024.pdf']);
    expect(requests).toEqual(['history 12']);
  });

  it('downloads a version in a new window, with the overlay while it is prepared', async () => {
    const { open, user, signedUrl } = renderModal({ kind: 'document', documentId: 12 }, 'en', 150);
    const row = within(await rowOf('RUT 2024.pdf'));
    await user.click(row.getByRole('button', { name: 'Download RUT 2024.pdf' }));
    expect(
      await screen.findByRole('status', { name: 'Preparing the download…' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(open).toHaveBeenCalledExactlyOnceWith(
        signedUrl('document', 10),
        '_blank',
        'noopener,noreferrer',
      ),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('status', { name: 'Preparing the download…' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('lists and downloads older logos of the company', async () => {
    const { open, user, requests, signedUrl } = renderModal({
      kind: 'logo',
      mediaId: 4,
      companyId: 10,
    });
    const row = within(await rowOf('logo-2024.png'));
    expect(row.getAllByRole('cell')[1]).toHaveTextContent(/Mar 1, 2025/);
    await user.click(row.getByRole('button', { name: 'Download logo-2024.png' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledExactlyOnceWith(
        signedUrl('logo', 3),
        '_blank',
        'noopener,noreferrer',
      ),
    );
    expect(requests).toEqual(['logo-history 4 company 10', 'logo 3']);
  });

  it('says when there are no earlier versions', async () => {
    renderModal({ kind: 'document', documentId: 13 });
    expect(await screen.findByText('There are no earlier versions.')).toBeInTheDocument();
  });

  it('says when the history cannot be loaded, with a way to try again', async () => {
    renderModal({ kind: 'document', documentId: 99 });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The earlier versions could not be loaded.');
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('closes with its close button', async () => {
    const { onClose, user } = renderModal({ kind: 'document', documentId: 12 });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is hidden and loads nothing without a source', () => {
    const { requests } = renderModal(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it.each(['es', 'pt'] as const)('speaks %s', async (language) => {
    const { missingKeys } = renderModal({ kind: 'document', documentId: 12 }, language);
    const row = within(await rowOf('RUT 2025.pdf'));
    expect(
      row.getByRole('button', {
        name: language === 'es' ? 'Descargar RUT 2025.pdf' : 'Baixar RUT 2025.pdf',
      }),
    ).toBeInTheDocument();
    expect(row.getAllByRole('cell')[0]).toHaveTextContent(/2025/);
    expect(findRawKeys(document.body)).toEqual([]);
    expect(missingKeys).toEqual([]);
  });
});
