import '../../files/test/filepond-jsdom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { MyProjectRow } from '@registry/contract/projects/project-api';
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

const CERTIFIED = projectRow({
  id: 9,
  code: 'VCS-BR-0009',
  name: 'Reforestación Mata Atlântica',
  state: 'certified',
  roles: ['certifier'],
  actions: ['suspend', 'cancel'],
  canEdit: false,
});
const IN_VERIFICATION = projectRow({
  id: 10,
  code: 'CDM-CL-0010',
  name: 'Solar Fotovoltaica Atacama',
  state: 'verification',
  roles: ['certifier'],
  actions: ['certifyPeriod', 'suspend', 'cancel'],
  canEdit: false,
});
const REGISTERED = projectRow({
  id: 11,
  code: 'CDM-CL-0011',
  name: 'Eólico Atacama',
  state: 'registered',
  roles: ['certifier'],
  actions: ['suspend', 'cancel'],
  canEdit: false,
});

async function openAsCertifier(rows: MyProjectRow[]) {
  const projects = createProjectsBackend({ rows });
  const files = createFilesBackend();
  const signatures = await createSignaturesBackend();
  server.use(...projects.handlers, ...files.handlers, ...signatures.handlers);
  logIn(makeClaims('certifier'));
  const view = renderApp({ path: '/my-projects' });
  const table = within(await screen.findByRole('table', { name: 'Projects' }));
  return { projects, signatures, table, ...view, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

/** Uploads a PDF in the open dialog and saves it. */
async function uploadAndSave(
  dialog: ReturnType<typeof within>,
  user: ReturnType<typeof userEvent.setup>,
  name: string,
) {
  await user.upload(await fileInputOf(/Certification file/), pdf(name));
  await waitForUploaded(name);
  await user.click(dialog.getByRole('button', { name: 'Save and request the signature' }));
  expect(
    await screen.findByText('Certification saved. Ana ovv got the link to sign it by e-mail.'),
  ).toBeVisible();
}

describe("the certifier's certification on /my-projects", () => {
  it('is uploaded for a period of a certified project and signed by the certifier by mail', async () => {
    const { user, signatures, table, container } = await openAsCertifier([CERTIFIED, REGISTERED]);
    const registered = within(table.getByRole('row', { name: /Eólico Atacama/ }));
    expect(registered.queryByRole('button', { name: /Upload a report/ })).not.toBeInTheDocument();

    await user.click(
      within(
        table.getByRole('group', { name: 'Next actions for Reforestación Mata Atlântica' }),
      ).getByRole('button', {
        name: 'Upload certification',
      }),
    );
    const dialog = within(
      await screen.findByRole('dialog', {
        name: 'Upload the certification of Reforestación Mata Atlântica',
      }),
    );
    expect(dialog.getByRole('combobox', { name: 'Report' })).toHaveValue('certification');
    expect(dialog.getByRole('option', { name: 'Certification' })).toBeInTheDocument();
    expect(dialog.getByText(/You sign it yourself/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Save and request the signature' }));
    expect(
      await dialog.findByText('Enter the monitoring period (a whole number from 1).'),
    ).toBeVisible();
    await expectNoAxeViolations(container);

    await user.type(dialog.getByRole('spinbutton', { name: /Monitoring period/ }), '1');
    await uploadAndSave(dialog, user, 'certificacion.pdf');
    expect(signatures.state.reports).toEqual([
      expect.objectContaining({ documentType: 'certification', period: 1, isPublic: true }),
    ]);
  });

  it('is asked for right after certifying a period, with that period filled in', async () => {
    const { user, signatures, projects, table } = await openAsCertifier([IN_VERIFICATION]);
    await user.click(table.getByRole('button', { name: 'Certify period' }));
    const move = within(
      await screen.findByRole('dialog', { name: 'Certify period: Solar Fotovoltaica Atacama' }),
    );
    await user.type(move.getByRole('spinbutton', { name: /Monitoring period/ }), '2');
    await user.click(move.getByRole('button', { name: 'Certify period' }));

    const dialog = within(
      await screen.findByRole('dialog', {
        name: 'Upload the certification of Solar Fotovoltaica Atacama',
      }),
    );
    expect(projects.requests.transition).toEqual([
      { projectId: 10, action: 'certifyPeriod', period: 2 },
    ]);
    expect(dialog.getByRole('combobox', { name: 'Report' })).toHaveValue('certification');
    expect(dialog.getByRole('spinbutton', { name: /Monitoring period/ })).toHaveValue(2);
    await uploadAndSave(dialog, user, 'certificacion-2.pdf');
    expect(signatures.state.reports).toEqual([
      expect.objectContaining({ documentType: 'certification', period: 2 }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
