import '../../files/test/filepond-jsdom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { createFilesBackend } from '../../files/test/files-handlers';
import { fileInputOf, pdf, waitForUploaded } from '../../my-company/test/upload-helpers';
import { sessionHandlers } from '../../session/test/session-handlers';
import { completeDraft, createProjectsBackend } from '../test/projects-handlers';

// jsdom has no Web Workers: the worker's own hashing code runs in the page.
vi.mock('../../files/utils/compute-md5', async () => {
  const { hashFileMd5 } = await import('../../files/utils/hash-file-md5');
  return { computeMd5: (file: Blob) => hashFileMd5(file) };
});

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function openDraft(project = completeDraft()) {
  const backend = createProjectsBackend({ details: [project] });
  const files = createFilesBackend();
  server.use(...backend.handlers, ...files.handlers);
  logIn(makeClaims('developer'));
  const view = renderApp({ path: '/project/edit/7' });
  return { ...backend, files, ...view, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

const steps = () => within(screen.getByRole('navigation', { name: 'Steps of the form' }));

describe('the documents step', () => {
  it('uploads to the projects module and saves each document with its type, period and visibility', async () => {
    const { user, requests, files } = openDraft();
    await screen.findByRole('form', { name: 'Project' });
    await user.click(steps().getByRole('button', { name: '6. Documents' }));
    expect(screen.getByRole('group', { name: 'pdd-uraba.pdf' })).toBeVisible();

    await user.upload(await fileInputOf(/Upload documents/), pdf('monitoring-1.pdf'));
    await waitForUploaded('monitoring-1.pdf');
    const row = within(await screen.findByRole('group', { name: 'monitoring-1.pdf' }));
    const period = row.getByRole('spinbutton', { name: 'Monitoring period' });
    expect(period).toBeDisabled();
    // The certification is the certifier's, signed by it: the form does not offer it.
    const types = within(row.getByRole('combobox', { name: 'Document type' }));
    expect(types.getByRole('option', { name: 'Verification report' })).toBeInTheDocument();
    expect(types.queryByRole('option', { name: 'Certification' })).not.toBeInTheDocument();
    await user.selectOptions(
      row.getByRole('combobox', { name: 'Document type' }),
      'Monitoring report',
    );
    expect(period).toBeEnabled();
    await user.type(period, '1');
    await user.click(row.getByRole('checkbox', { name: 'Public' }));
    await user.click(screen.getByRole('button', { name: 'Remove pdd-uraba.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('The draft was saved.')).toBeVisible();
    expect(files.flow[0]).toMatchObject({ step: 'upload-url', body: { module: 'projects' } });
    expect(requests.save[0]?.documents).toEqual([
      {
        file: expect.objectContaining({ name: 'monitoring-1.pdf' }) as unknown,
        documentType: 'monitoringReport',
        period: 1,
        isPublic: false,
      },
    ]);
  });

  it('offers no removal of a signed report, says why, and saves it as it is', async () => {
    const draft = completeDraft();
    const report = {
      ...draft.documents[0]!,
      id: 302,
      documentType: 'validationReport' as const,
      fileName: 'informe-validacion.pdf',
      isSigned: true,
    };
    const { user, requests } = openDraft({ ...draft, documents: [...draft.documents, report] });
    await screen.findByRole('form', { name: 'Project' });
    await user.click(steps().getByRole('button', { name: '6. Documents' }));

    const signed = within(screen.getByRole('group', { name: 'informe-validacion.pdf' }));
    expect(signed.getByText('Signed: cannot be removed or changed')).toBeVisible();
    expect(signed.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    // The API refuses any change of it too: its fields stay as they were signed.
    expect(signed.getByRole('combobox', { name: 'Document type' })).toBeDisabled();
    expect(signed.getByRole('checkbox', { name: 'Public' })).toBeDisabled();
    // The unsigned document keeps its remove button and no such note.
    const pdd = within(screen.getByRole('group', { name: 'pdd-uraba.pdf' }));
    expect(pdd.getByRole('button', { name: 'Remove pdd-uraba.pdf' })).toBeEnabled();
    expect(pdd.queryByText('Signed: cannot be removed or changed')).not.toBeInTheDocument();
    expect(pdd.getByRole('checkbox', { name: 'Public' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The draft was saved.')).toBeVisible();
    expect(requests.save[0]?.documents).toEqual([
      { id: 301, documentType: 'pdd', period: null, isPublic: true },
      { id: 302, documentType: 'validationReport', period: null, isPublic: true },
    ]);
  });

  it('gives the focus to the uploader’s field when a saved document is removed', async () => {
    const { user } = openDraft();
    await screen.findByRole('form', { name: 'Project' });
    await user.click(steps().getByRole('button', { name: '6. Documents' }));
    const remove = screen.getByRole('button', { name: 'Remove pdd-uraba.pdf' });

    remove.focus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('group', { name: 'pdd-uraba.pdf' })).not.toBeInTheDocument();
    expect(await fileInputOf(/Upload documents/)).toHaveFocus();
  });

  it('shows on the field what the API refused', async () => {
    const { user } = openDraft();
    server.use(
      http.post(apiUrl('/project/save'), () =>
        HttpResponse.json(
          {
            status: 0,
            codeMessages: [
              {
                codeMessage: 'ERROR_VALIDATION',
                message: 'This methodology is not of the chosen standard.',
                field: 'methodologyId',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    await screen.findByRole('form', { name: 'Project' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Methodology' })).toHaveAccessibleDescription(
        'This methodology is not of the chosen standard.',
      ),
    );
    expect(await screen.findByText('The project could not be saved. Try again.')).toBeVisible();
  });
});
