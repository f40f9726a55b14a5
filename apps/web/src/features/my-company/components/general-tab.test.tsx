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
import { createDownloadsBackend, createFilesBackend } from '../../files/test/files-handlers';
import { createMyCompanyBackend, emptyCompany, refusal } from '../test/my-company-handlers';
import { fileInputOf, waitForUploaded } from '../test/upload-helpers';

// jsdom has no Web Workers: the worker's own hashing code runs in the page.
vi.mock('../../files/utils/compute-md5', async () => {
  const { hashFileMd5 } = await import('../../files/utils/hash-file-md5');
  return { computeMd5: (file: Blob) => hashFileMd5(file) };
});

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function openGeneral(company: MyCompany = emptyCompany()) {
  const backend = createMyCompanyBackend({ company });
  const files = createFilesBackend();
  server.use(...backend.handlers, ...files.handlers);
  logIn(makeClaims('owner'));
  const view = renderApp({ path: '/my-company?tab=general' });
  return { ...backend, ...view, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

const tab = async () => within(await screen.findByTestId('my-company-general'));
const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('My Company, general information', () => {
  it('shows the registration data read-only and the editable fields as text', async () => {
    await openGeneral();
    const general = await tab();
    const rows: [string, string][] = [
      ['Company name', 'Bosques del Pacífico S.A.S.'],
      ['Platform id', 'CR-0000000A'],
      ['Account type', 'Project owner'],
      ['Document type', 'NIT'],
      ['Document number', '900.123.456-7'],
      ['Country', 'Colombia'],
      ['Region', 'Antioquia'],
      ['City', 'Medellín'],
      ['Contact e-mail', 'contacto@bosques.example'],
      ['Address', 'Calle 10 # 43-12'],
      ['Administration contact name', 'Ana Restrepo'],
      ['Phone', '+57 300 123 4567'],
    ];
    for (const [label, value] of rows) {
      const term = general.getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value);
    }
    expect(general.queryByRole('textbox')).not.toBeInTheDocument();
    expect(general.getByText('No logo uploaded yet.')).toBeInTheDocument();
  });

  it('opens the form on Edit with the focus on the address; only the three fields are editable', async () => {
    const { user } = openGeneral();
    await user.click((await tab()).getByRole('button', { name: 'Edit' }));
    expect(field(/Address/)).toHaveFocus();
    expect(field(/Address/)).toHaveValue('Calle 10 # 43-12');
    expect(field(/Administration contact name/)).toHaveValue('Ana Restrepo');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('300 123 4567');
    expect(field(/Address/)).toHaveAccessibleName('Address (required)');
    expect(screen.queryByRole('textbox', { name: /Company name/ })).not.toBeInTheDocument();
  });

  it('Cancel reloads the company and returns to view, dropping what was typed', async () => {
    const { user, requests } = openGeneral();
    await user.click((await tab()).getByRole('button', { name: 'Edit' }));
    await user.clear(field(/Address/));
    await user.type(field(/Address/), 'Carrera 7 # 1-1');
    const loads = requests.loads;
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(requests.loads).toBe(loads + 1));
    expect(screen.queryByRole('textbox', { name: /Address/ })).not.toBeInTheDocument();
    expect((await tab()).getByText('Calle 10 # 43-12')).toBeInTheDocument();
    expect(requests.general).toEqual([]);
  });

  it('lists the empty fields with youMustCompleteAllFields and sends nothing', async () => {
    const { user, requests } = openGeneral();
    await user.click((await tab()).getByRole('button', { name: 'Edit' }));
    await user.clear(field(/Address/));
    await user.clear(screen.getByRole('textbox', { name: /Phone/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByTestId('my-company-general-alert');
    expect(alert).toHaveClass('alert-danger');
    expect(alert).toHaveTextContent('You must complete all the fields.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Address', 'Phone']);
    expect(field(/Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Administration contact name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.general).toEqual([]);
    await user.type(field(/Address/), 'Carrera 7');
    expect(field(/Address/)).not.toHaveAttribute('aria-invalid');
  });

  it('asks for confirmation, saves, returns to view and reloads 2 s later', async () => {
    const { user, requests } = openGeneral();
    await user.click((await tab()).getByRole('button', { name: 'Edit' }));
    await user.clear(field(/Address/));
    await user.type(field(/Address/), '  Carrera 7 # 1-1 ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Save the changes to General information?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.general).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const loads = requests.loads;
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, save' }),
    );
    await waitFor(() =>
      expect(requests.general).toEqual([
        {
          company: {
            address: 'Carrera 7 # 1-1',
            contactName: 'Ana Restrepo',
            phone: '300 123 4567',
          },
        },
      ]),
    );
    const notice = await screen.findByTestId('my-company-general-alert');
    expect(notice).toHaveClass('alert-success');
    expect(notice).toHaveTextContent('The company was updated.');
    expect((await tab()).getByText('Carrera 7 # 1-1')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Address/ })).not.toBeInTheDocument();
    expect(requests.loads).toBe(loads);
    await waitFor(() => expect(requests.loads).toBe(loads + 1), { timeout: 4000 });
  });

  it('shows every message of a refused save and keeps what was typed', async () => {
    const { user } = openGeneral();
    server.use(
      http.post(apiUrl('/company/update-my-company'), () =>
        refusal(
          400,
          ['ERROR_PHONE_FORMAT', 'The phone must follow the format ### ### ####.'],
          ['youMustCompleteAllFields', 'You must complete all the fields: Address.'],
        ),
      ),
    );
    await user.click((await tab()).getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: /Phone/ }));
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, save' }),
    );
    const alert = await screen.findByTestId('my-company-general-alert');
    expect(alert).toHaveClass('alert-danger');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The phone must follow the format ### ### ####.',
      'You must complete all the fields: Address.',
    ]);
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('12');
    await user.click(within(alert).getByRole('button', { name: 'Close the message' }));
    expect(screen.queryByTestId('my-company-general-alert')).not.toBeInTheDocument();
  });

  it('sends the logo uploaded in the edit state as imageCompany', async () => {
    const { user, requests } = openGeneral();
    await user.click((await tab()).getByRole('button', { name: 'Edit' }));
    await user.upload(
      await fileInputOf(/New logo/),
      new File(['\x89PNG logo'], 'logo.png', { type: 'image/png' }),
    );
    await waitForUploaded('logo.png');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, save' }),
    );
    await waitFor(() => expect(requests.general).toHaveLength(1));
    expect(requests.general[0]?.imageCompany).toEqual({
      route: 'companies/10/logo/1-logo.png',
      time: expect.stringMatching(/^\d{13}$/),
      name: 'logo.png',
      md5: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(await (await tab()).findByText('logo.png')).toBeInTheDocument();
  });

  it('downloads the current logo and shows the earlier ones in the logo history', async () => {
    const downloads = createDownloadsBackend({
      logos: [7],
      logoHistory: {
        7: [
          {
            id: 3,
            fileName: 'old-logo.png',
            time: '1',
            route: 'r',
            created: '2025-05-01T10:00:00.000Z',
            updated: '2026-01-01T10:00:00.000Z',
            md5: '0cc175b9c0f1b6a831c399e269772661',
          },
        ],
      },
    });
    server.use(...downloads.handlers);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = openGeneral(
      emptyCompany({
        companiesMedia: {
          id: 7,
          fileName: 'logo-2026.png',
          time: '1',
          route: 'r',
          created: '2026-01-01T10:00:00.000Z',
          md5: '0cc175b9c0f1b6a831c399e269772661',
        },
      }),
    );
    const general = await tab();
    await user.click(general.getByRole('button', { name: 'Download the logo logo-2026.png' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(downloads.requests).toContain('logo 7');
    await user.click(general.getByRole('button', { name: 'Earlier logos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Earlier logos of the company' });
    expect(await within(dialog).findByText('old-logo.png')).toBeInTheDocument();
    expect(downloads.requests).toContain('logo-history 7 company 10');
  });
});
