import '../../files/test/filepond-jsdom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/axe-check';
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

const IN_VALIDATION = projectRow({
  id: 7,
  code: 'CERCARBONO-CO-0007',
  name: 'Gas de Relleno Doña Juana',
  state: 'validation',
  roles: ['ovv'],
  actions: [],
  canEdit: false,
});
const SUBMITTED = projectRow({
  id: 8,
  code: 'CERCARBONO-CO-0008',
  name: 'Manglares de Tumaco',
  state: 'submitted',
  roles: ['ovv'],
  actions: [],
  canEdit: false,
});

async function openAsOvv() {
  const projects = createProjectsBackend({ rows: [IN_VALIDATION, SUBMITTED] });
  const files = createFilesBackend();
  const signatures = await createSignaturesBackend();
  server.use(...projects.handlers, ...files.handlers, ...signatures.handlers);
  logIn(makeClaims('ovv'));
  const view = renderApp({ path: '/my-projects' });
  return { signatures, files, ...view, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

describe("the ovv's report upload on /my-projects", () => {
  it('uploads the validation report of a project in validation and requests its signature', async () => {
    const { user, signatures, files, container } = await openAsOvv();
    const table = within(await screen.findByRole('table', { name: 'Projects' }));
    const row = within(table.getByRole('row', { name: /Manglares de Tumaco/ }));
    expect(row.queryByRole('button', { name: /Upload a report/ })).not.toBeInTheDocument();

    await user.click(
      within(
        table.getByRole('group', { name: 'Next actions for Gas de Relleno Doña Juana' }),
      ).getByRole('button', {
        name: 'Upload report',
      }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Upload a report for Gas de Relleno Doña Juana' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Save and request the signature' }));
    expect(await dialog.findByText('Upload the report file first.')).toBeVisible();
    expect(dialog.getByRole('combobox', { name: 'Report' })).toHaveValue('validationReport');
    expect(dialog.queryByRole('spinbutton', { name: 'Monitoring period' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.upload(await fileInputOf(/Report file/), pdf('validation.pdf'));
    await waitForUploaded('validation.pdf');
    await user.click(dialog.getByRole('button', { name: 'Save and request the signature' }));
    expect(
      await screen.findByText('Report saved. Ana ovv got the link to sign it by e-mail.'),
    ).toBeVisible();
    expect(files.flow[0]).toMatchObject({ step: 'upload-url', body: { module: 'projects' } });
    expect(signatures.state.reports).toEqual([
      {
        documentType: 'validationReport',
        file: expect.objectContaining({ name: 'validation.pdf' }) as unknown,
        period: null,
        isPublic: true,
      },
    ]);
  });
});
