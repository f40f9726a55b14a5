import '../../files/test/filepond-jsdom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { createFilesBackend } from '../../files/test/files-handlers';
import { fileInputOf, pdf, waitForUploaded } from '../../my-company/test/upload-helpers';
import { createProjectsBackend, projectRow } from '../../projects/test/projects-handlers';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createSignaturesBackend } from '../test/signatures-handlers';

// jsdom has no Web Workers: the worker's own hashing code runs in the page.
vi.mock('../../files/utils/compute-md5', async () => {
  const { hashFileMd5 } = await import('../../files/utils/hash-file-md5');
  return { computeMd5: (file: Blob) => hashFileMd5(file) };
});

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

const REGISTERED = projectRow({
  id: 9,
  code: 'CERCARBONO-CO-0009',
  name: 'Páramo de Chingaza',
  state: 'registered',
  roles: ['developer'],
  actions: ['submitMonitoring'],
  canEdit: false,
});

describe("the developer's monitoring report", () => {
  it('is one action: the report is uploaded, then the project goes to verification with its period', async () => {
    const projects = createProjectsBackend({ rows: [REGISTERED] });
    const files = createFilesBackend();
    const signatures = await createSignaturesBackend();
    server.use(...projects.handlers, ...files.handlers, ...signatures.handlers);
    logIn(makeClaims('developer'));
    renderApp({ path: '/my-projects' });
    const user = userEvent.setup({ pointerEventsCheck: 0 });

    const group = within(
      await screen.findByRole('group', { name: 'Next actions for Páramo de Chingaza' }),
    );
    // No look-alike pair: the move carries the report.
    expect(group.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Submit monitoring report',
    ]);
    await user.click(group.getByRole('button', { name: 'Submit monitoring report' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Upload a report for Páramo de Chingaza' }),
    );
    expect(dialog.getByRole('combobox', { name: 'Report' })).toHaveValue('monitoringReport');
    await user.upload(await fileInputOf(/Report file/), pdf('monitoring-2.pdf'));
    await waitForUploaded('monitoring-2.pdf');
    await user.type(dialog.getByRole('spinbutton', { name: /Monitoring period/ }), '2');
    expect(projects.requests.transition).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Save and request the signature' }));

    await waitFor(() =>
      expect(projects.requests.transition).toEqual([
        { projectId: 9, action: 'submitMonitoring', period: 2 },
      ]),
    );
    expect(signatures.state.reports).toEqual([
      expect.objectContaining({ documentType: 'monitoringReport', period: 2 }),
    ]);
    expect(await screen.findByText('The monitoring report was submitted.')).toBeVisible();
  });
});
