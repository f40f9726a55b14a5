import '../../files/test/filepond-jsdom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http } from 'msw';
import type { MyCompany } from '@registry/contract/company/my-company';
import { logIn, makeClaims } from '../../../test/tokens';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { sessionHandlers } from '../../session/test/session-handlers';
import {
  createDownloadsBackend,
  createFilesBackend,
  olderDocument,
} from '../../files/test/files-handlers';
import {
  createMyCompanyBackend,
  emptyCompany,
  refusal,
  storedDocument,
} from '../test/my-company-handlers';
import { fileInputOf, pdf, waitForUploaded } from '../test/upload-helpers';

vi.mock('../../files/utils/compute-md5', async () => {
  const { hashFileMd5 } = await import('../../files/utils/hash-file-md5');
  return { computeMd5: (file: Blob) => hashFileMd5(file) };
});

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function openBilling(company: MyCompany = emptyCompany()) {
  const backend = createMyCompanyBackend({ company });
  server.use(...backend.handlers, ...createFilesBackend().handlers);
  logIn(makeClaims('owner'));
  const view = renderApp({ path: '/my-company?tab=billing' });
  return { ...backend, ...view, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

const tab = async () => within(await screen.findByTestId('my-company-billing'));
const typeGroup = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });

async function confirmSave(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, save' }),
  );
}

const withDocuments = emptyCompany({
  billingContactName: 'Luis Pérez',
  billingEmail: 'facturas@bosques.example',
  specialConsiderations: 'Purchase order on every invoice.\nPay in 30 days.',
  companiesDocuments: [
    storedDocument(41, 1, 'rut-2026.pdf'),
    storedDocument(42, 3, 'orders-a.pdf'),
    storedDocument(43, 3, 'orders-b.pdf'),
  ],
  documentTypesWithHistory: [1],
});

describe('My Company, billing information', () => {
  it('shows the billing texts and each billing document type with its current files', async () => {
    openBilling(withDocuments);
    const billing = await tab();
    expect(
      billing.getByText('Billing contact name', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Luis Pérez');
    expect(
      billing.getByText('Special considerations', { selector: 'dt' }).nextElementSibling,
    ).toHaveClass('my-company-multiline');
    expect(billing.getAllByRole('group')).toHaveLength(3);
    for (const name of [
      'Tax registration certificate (required)',
      'Bank account certificate (required)',
      'Invoicing requirements',
    ]) {
      expect(billing.getByRole('group', { name })).toBeInTheDocument();
    }
    const rut = typeGroup('Tax registration certificate');
    expect(rut).toHaveAccessibleDescription('Help for tax registration certificate.');
    expect(
      within(rut).getByRole('button', { name: 'Help: Tax registration certificate' }),
    ).toHaveAccessibleDescription('Help for tax registration certificate.');
    expect(within(rut).getByRole('button', { name: 'Download rut-2026.pdf' })).toBeInTheDocument();
    expect(
      within(typeGroup('Bank account certificate')).getByText('No file uploaded yet.'),
    ).toBeInTheDocument();
    expect(
      within(typeGroup('Invoicing requirements'))
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['orders-a.pdf', 'orders-b.pdf']);
    expect(billing.queryByLabelText(/Upload:/)).not.toBeInTheDocument();
  });

  it('downloads one file or all the files of a type, with the overlay while the links are prepared', async () => {
    const downloads = createDownloadsBackend({
      documents: [41],
      groups: { 42: ['https://files.example/a', 'https://files.example/b'] },
      answerDelay: 150,
    });
    server.use(...downloads.handlers);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = openBilling(withDocuments);
    await tab();
    await user.click(screen.getByRole('button', { name: 'Download rut-2026.pdf' }));
    expect(
      await screen.findByRole('status', { name: 'Preparing the download…' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(
        screen.queryByRole('status', { name: 'Preparing the download…' }),
      ).not.toBeInTheDocument(),
    );
    await user.click(
      screen.getByRole('button', { name: 'Download all the files of Invoicing requirements' }),
    );
    await waitFor(() => expect(open).toHaveBeenCalledTimes(3));
    expect(downloads.requests).toEqual(['download 41', 'download-all 42']);
  });

  it('shows the earlier versions of a type in the history modal titled with the type', async () => {
    const downloads = createDownloadsBackend({
      documentHistory: { 41: [olderDocument(30, 'rut-2025.pdf', '2025-03-01T10:00:00.000Z')] },
    });
    server.use(...downloads.handlers);
    const { user } = openBilling(withDocuments);
    await tab();
    await user.click(
      screen.getByRole('button', { name: 'Earlier versions of Tax registration certificate' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tax registration certificate' });
    expect(await within(dialog).findByText('rut-2025.pdf')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('disables the history of a type without earlier versions, with a tooltip saying so', async () => {
    const downloads = createDownloadsBackend({});
    server.use(...downloads.handlers);
    const { user } = openBilling(withDocuments);
    await tab();
    const history = screen.getByRole('button', {
      name: 'Earlier versions of Invoicing requirements',
    });
    expect(history).toHaveAttribute('aria-disabled', 'true');
    expect(history).toHaveAccessibleDescription('There are no earlier versions yet.');
    await user.hover(history);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'There are no earlier versions yet.',
    );
    await user.click(history);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(downloads.requests).toEqual([]);
    expect(
      screen.getByRole('button', { name: 'Earlier versions of Tax registration certificate' }),
    ).not.toHaveAttribute('aria-disabled');
  });

  it('lists each missing required item and sends nothing', async () => {
    const { user, requests } = openBilling();
    await user.click((await tab()).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: /Billing contact name/ })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: /Billing e-mail/ }), 'facturas@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByTestId('my-company-billing-alert');
    expect(alert.parentElement).toHaveFocus();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Billing contact name',
      'A valid billing e-mail, like billing@company.com',
      'The document "Tax registration certificate"',
      'The document "Bank account certificate"',
    ]);
    expect(screen.getByRole('textbox', { name: /Billing e-mail/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(
      within(typeGroup('Bank account certificate')).getByText(
        'This document is required: upload a file.',
      ),
    ).toBeInTheDocument();
    expect(
      within(typeGroup('Invoicing requirements')).queryByText(/required/),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.billing).toEqual([]);
  });

  it('counts a stored document as present: only the types without one are missing', async () => {
    const { user } = openBilling(withDocuments);
    await user.click((await tab()).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByTestId('my-company-billing-alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The document "Bank account certificate"']);
  });

  it('uploads the required documents and saves them with the texts; the error icon goes away', async () => {
    const { user, requests } = openBilling();
    await user.click((await tab()).getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: /Billing contact name/ }), 'Luis Pérez');
    await user.type(
      screen.getByRole('textbox', { name: /Billing e-mail/ }),
      'Facturas@Bosques.example',
    );
    await user.type(screen.getByRole('textbox', { name: /Special considerations/ }), 'PO number.');
    const rutInput = await fileInputOf(/Upload: Tax registration certificate/);
    expect(rutInput).not.toHaveAttribute('multiple');
    expect(await fileInputOf(/Upload: Invoicing requirements/)).toHaveAttribute('multiple');
    expect(rutInput).toHaveAccessibleDescription(
      'One Word or PDF file. It replaces the current file when you save.',
    );
    await user.upload(rutInput, pdf('rut.pdf'));
    await waitForUploaded('rut.pdf');
    await user.upload(await fileInputOf(/Upload: Bank account certificate/), pdf('bank.pdf'));
    await waitForUploaded('bank.pdf');
    expect(
      within(screen.getByRole('navigation', { name: 'Sections of my company' })).getByRole('link', {
        name: /Billing information Incomplete/,
      }),
    ).toBeInTheDocument();

    await confirmSave(user);
    await waitFor(() => expect(requests.billing).toHaveLength(1));
    expect(requests.billing[0]).toEqual({
      billingContactName: 'Luis Pérez',
      billingEmail: 'Facturas@Bosques.example',
      specialConsiderations: 'PO number.',
      filesBilling: [
        { typeDocumentCompanyId: 1, files: [expect.objectContaining({ name: 'rut.pdf' })] },
        { typeDocumentCompanyId: 2, files: [expect.objectContaining({ name: 'bank.pdf' })] },
      ],
    });
    expect(await screen.findByTestId('my-company-billing-alert')).toHaveTextContent(
      'The billing information was saved.',
    );
    expect(within(typeGroup('Bank account certificate')).getByText('bank.pdf')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Sections of my company' })).getByRole(
          'link',
          { name: 'Billing information' },
        ),
      ).toBeInTheDocument(),
    );
  });

  it('shows every message of a refused save and stays in the edit state', async () => {
    const { user } = openBilling(withDocuments);
    server.use(
      http.post(apiUrl('/company/update-billing-my-company'), () =>
        refusal(
          400,
          ['ERROR_DOCUMENT_REQUIRED', 'Upload the document "Bank account certificate".'],
          ['ERROR_BILLING_EMAIL_INVALID', 'The billing e-mail is not a valid address.'],
        ),
      ),
    );
    await user.click((await tab()).getByRole('button', { name: 'Edit' }));
    await user.upload(await fileInputOf(/Upload: Bank account certificate/), pdf('bank.pdf'));
    await waitForUploaded('bank.pdf');
    await confirmSave(user);
    const alert = await screen.findByTestId('my-company-billing-alert');
    expect(alert).toHaveClass('alert-danger');
    expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /Billing contact name/ })).toHaveValue('Luis Pérez');
    expect(
      screen.getByText('bank.pdf', { selector: '.filepond--file-info-main' }),
    ).toBeInTheDocument();
  });
});
