import '../../files/test/filepond-jsdom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { createFilesBackend } from '../../files/test/files-handlers';
import { completeDraft, createProjectsBackend } from '../../projects/test/projects-handlers';
import { fileInputOf, pdf, waitForUploaded } from '../../my-company/test/upload-helpers';
import { createPublicProjectsBackend } from '../../public-projects/test/public-projects-handlers';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createConversionBackend, savedConversion } from '../test/conversion-handlers';

// jsdom has no Web Workers: the worker's own hashing code runs in the page.
vi.mock('../../files/utils/compute-md5', async () => {
  const { hashFileMd5 } = await import('../../files/utils/hash-file-md5');
  return { computeMd5: (file: Blob) => hashFileMd5(file) };
});

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

/** The conversion's own project, as GET /project/7 answers it: complete unless told otherwise. */
const convertedProject = (overrides: Parameters<typeof completeDraft>[0] = {}) =>
  completeDraft({ id: 7, name: 'Manglares del Pacífico', isConversion: true, ...overrides });

function open(path: string, details = [savedConversion()], project = convertedProject()) {
  const backend = createConversionBackend(details);
  const files = createFilesBackend();
  const projects = createProjectsBackend({ details: [project] });
  server.use(...backend.handlers, ...files.handlers, ...projects.handlers);
  logIn(makeClaims('owner'));
  const view = renderApp({ path });
  return {
    ...backend,
    files,
    projects,
    ...view,
    user: userEvent.setup({ pointerEventsCheck: 0 }),
  };
}

const vintage = (number: number) =>
  within(screen.getByRole('group', { name: `Vintage ${number}` }));

describe('/new-project-conversion', () => {
  it('saves the origin and a vintage with its proof, then opens the saved draft', async () => {
    const { user, saves, files, container } = open('/new-project-conversion', []);
    const form = await screen.findByRole('form', { name: 'Project conversion' });
    await expectNoAxeViolations(container);

    await user.type(within(form).getByRole('textbox', { name: 'Project name' }), 'Río Guayas');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Registry of origin' }),
      'Gold Standard',
    );
    await user.type(
      within(form).getByRole('textbox', { name: 'Project ID in the registry of origin' }),
      'GS-77',
    );
    await user.type(vintage(1).getByRole('spinbutton', { name: 'Vintage (year)' }), '2020');
    await user.type(vintage(1).getByRole('textbox', { name: 'First serial number' }), 'GS-1');
    await user.type(vintage(1).getByRole('textbox', { name: 'Last serial number' }), 'GS-500');
    await user.type(vintage(1).getByRole('spinbutton', { name: 'Quantity (tCO2e)' }), '500');
    await user.upload(await fileInputOf(/^Proof of cancellation/), pdf('cancelled-gs.pdf'));
    await waitForUploaded('cancelled-gs.pdf');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('The draft was saved.')).toBeVisible();
    expect(files.flow[0]).toMatchObject({ step: 'upload-url', body: { module: 'projects' } });
    expect(saves[0]).toMatchObject({
      name: 'Río Guayas',
      originRegistry: 'goldStandard',
      originProjectId: 'GS-77',
      vintages: [
        {
          vintage: 2020,
          serialStart: 'GS-1',
          serialEnd: 'GS-500',
          quantity: 500,
          proof: expect.objectContaining({ name: 'cancelled-gs.pdf' }) as unknown,
        },
      ],
    });
    expect(saves[0]?.projectId).toBeUndefined();
    expect(await screen.findByRole('heading', { name: 'Edit project conversion' })).toBeVisible();
  });

  it('marks the empty required fields without calling the API', async () => {
    const { user, saves } = open('/new-project-conversion', []);
    await screen.findByRole('form', { name: 'Project conversion' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const name = screen.getByRole('textbox', { name: 'Project name' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Complete this field.');
    expect(saves).toHaveLength(0);
  });
});

describe('/project/edit-project-conversion/:projectId', () => {
  it('edits the vintages: adds one, removes it, and keeps the saved one by its id', async () => {
    const { user, saves, downloads, container } = open('/project/edit-project-conversion/7');
    await screen.findByRole('form', { name: 'Project conversion' });
    expect(vintage(1).getByRole('textbox', { name: 'First serial number' })).toHaveValue(
      'VCU-1001',
    );
    await expectNoAxeViolations(container);

    await user.click(vintage(1).getByRole('button', { name: 'cancelacion-2019.pdf' }));
    await waitFor(() => expect(downloads).toEqual([31]));

    await user.click(screen.getByRole('button', { name: 'Add a vintage' }));
    expect(screen.getByRole('group', { name: 'Vintage 2' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove vintage 2' }));
    expect(screen.queryByRole('group', { name: 'Vintage 2' })).not.toBeInTheDocument();

    const quantity = vintage(1).getByRole('spinbutton', { name: 'Quantity (tCO2e)' });
    await user.clear(quantity);
    await user.type(quantity, '900');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The draft was saved.')).toBeVisible();
    expect(saves[0]).toMatchObject({
      projectId: 7,
      vintages: [{ id: 31, vintage: 2019, serialStart: 'VCU-1001', quantity: 900 }],
    });
    expect(saves[0]?.vintages[0]?.proof).toBeUndefined();
  });

  it('shows the overlap refusal and the API field errors where they belong', async () => {
    const { user } = open('/project/edit-project-conversion/7');
    await screen.findByRole('form', { name: 'Project conversion' });
    server.use(
      http.post(apiUrl('/creditConversion/save'), () =>
        HttpResponse.json(
          {
            status: 0,
            codeMessages: [
              {
                codeMessage: 'ERROR_CONVERSION_OVERLAP',
                message:
                  'The serial range VCU-1001 to VCU-2000 of this registry has already been converted.',
              },
              {
                codeMessage: 'ERROR_VALIDATION',
                message: 'The end serial follows the start serial.',
                field: 'vintages.0.serialEnd',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const form = screen.getByRole('form', { name: 'Project conversion' });
    const overlap = await within(form).findByText(
      'The serial range VCU-1001 to VCU-2000 of this registry has already been converted.',
    );
    expect(overlap).toBeVisible();
    expect(overlap.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('The draft was not saved. Check the marked fields.')).toBeVisible();
    expect(
      vintage(1).getByRole('textbox', { name: 'Last serial number' }),
    ).toHaveAccessibleDescription('The end serial follows the start serial.');
  });
});

describe('the conversion on its way to submission', () => {
  it('names what the project still lacks and leads to that step of the project form', async () => {
    const incomplete = convertedProject({
      methodologyId: undefined,
      methodology: null,
      documents: [],
    });
    const { user, router, projects } = open(
      '/project/edit-project-conversion/7',
      [savedConversion()],
      incomplete,
    );
    const section = await screen.findByRole('region', { name: 'Submit the conversion' });
    expect(await within(section).findByText('Methodology: This field is required.')).toBeVisible();
    expect(within(section).getByText('Attach the project design document (PDD).')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Submit the project' })).toBeDisabled();
    expect(within(section).queryByText(/methodologyId/)).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Go to General data' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/edit/7'));
    expect(await screen.findByRole('link', { name: 'Open the conversion' })).toHaveAttribute(
      'href',
      '/project/edit-project-conversion/7',
    );
    expect(screen.getByRole('heading', { name: /^General data Step 1/ })).toBeVisible();
    expect(projects.requests.transition).toHaveLength(0);
  });

  it('submits a complete conversion from its own page, after its changes are saved', async () => {
    server.use(
      ...createPublicProjectsBackend().handlers,
      http.get(apiUrl('/project/:projectId/signatures'), () =>
        HttpResponse.json({ status: 1, codeMessages: [], signatures: [] }),
      ),
    );
    const { user, router, projects } = open('/project/edit-project-conversion/7');
    const section = await screen.findByRole('region', { name: 'Submit the conversion' });
    expect(
      await within(section).findByText('Everything needed for the submission is there.'),
    ).toBeVisible();
    const submit = within(section).getByRole('button', { name: 'Submit the project' });
    await waitFor(() => expect(submit).toBeEnabled());

    const quantity = vintage(1).getByRole('spinbutton', { name: 'Quantity (tCO2e)' });
    await user.clear(quantity);
    await user.type(quantity, '900');
    expect(submit).toBeDisabled();
    expect(
      within(section).getByText("Save the conversion's changes before submitting it."),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The draft was saved.')).toBeVisible();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Submit the conversion' })).getByRole('button', {
          name: 'Submit the project',
        }),
      ).toBeEnabled(),
    );

    await user.click(
      within(screen.getByRole('region', { name: 'Submit the conversion' })).getByRole('button', {
        name: 'Submit the project',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Submit the project?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit the project' }));
    await waitFor(() =>
      expect(projects.requests.transition).toEqual([{ action: 'submit', projectId: 7 }]),
    );
    expect(
      await screen.findByText(
        'The project was submitted with the code CERCARBONO-CO-0001. The certifier will review it.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/7'));
    // The project's page, where the submission leads: the party sees its project there.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manglares del Pacífico' }),
    ).toBeVisible();
  });
});
