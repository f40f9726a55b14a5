import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ProjectDetail } from '@registry/contract/projects/project-api';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { setupMswServer } from '../../../test/msw-server';
import { sessionHandlers } from '../../session/test/session-handlers';
import { changeOnSave, formSteps, openProjectForm, projectForm } from '../test/open-project-form';
import { completeDraft, correctionsAskedEvents } from '../test/projects-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

const openForm = (path: string, details: ProjectDetail[] = []) =>
  openProjectForm(server, path, details);
const form = projectForm;
const steps = formSteps;

describe('/new-project', () => {
  it('saves a draft with what was filled and goes on editing it', async () => {
    const { user, requests, router } = openForm('/new-project');
    expect(await screen.findByRole('heading', { level: 1, name: 'New project' })).toBeVisible();
    const fields = await form();
    await user.type(fields.getByRole('textbox', { name: 'Project name' }), 'Manglares de Tumaco');
    const standard = fields.getByRole('combobox', { name: 'Standard' });
    await waitFor(() =>
      expect(within(standard).getByRole('option', { name: 'Verra' })).toBeInTheDocument(),
    );
    await user.selectOptions(standard, 'Verra');
    const methodology = fields.getByRole('combobox', { name: 'Methodology' });
    expect(
      within(methodology)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose…',
      'VM0007 REDD+ framework',
      'VM0042 Improved agricultural land management',
    ]);
    await user.selectOptions(methodology, 'VM0007 REDD+ framework');
    await user.selectOptions(fields.getByRole('combobox', { name: 'Sector' }), 'Waste');
    // The goals sit behind their button (one Tab stop on step 1).
    await user.click(fields.getByRole('button', { name: /^Sustainable Development Goals:/ }));
    await user.click(fields.getByRole('checkbox', { name: 'Goal 14' }));

    await user.click(fields.getByRole('button', { name: 'Next' }));
    expect(steps().getByRole('button', { name: '2. Location' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Location Step 2 of 7' })).toHaveFocus();
    const country = fields.getByRole('combobox', { name: 'Country' });
    await waitFor(() =>
      expect(within(country).getByRole('option', { name: 'Colombia' })).toBeInTheDocument(),
    );
    await user.selectOptions(country, 'Colombia');
    const region = fields.getByRole('combobox', { name: 'Region' });
    await waitFor(() => expect(region).toBeEnabled());
    await user.selectOptions(
      region,
      await within(region).findByRole('option', { name: 'Antioquia' }),
    );
    await user.type(fields.getByRole('textbox', { name: 'Latitude' }), '1.8');

    await user.click(fields.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/project/edit/100'));
    expect(await screen.findByTestId('toast')).toHaveTextContent('The draft was saved.');
    expect(requests.save).toHaveLength(1);
    expect(requests.save[0]).toMatchObject({
      name: 'Manglares de Tumaco',
      standardId: 2,
      methodologyId: 21,
      sector: 'waste',
      sdgs: [14],
      countryId: 57,
      regionId: 5,
      latitude: 1.8,
      developerCompanyId: 10,
      documents: [],
    });
    expect(requests.save[0]).not.toHaveProperty('descriptionEs');
    expect(requests.save[0]).not.toHaveProperty('projectId');
  });

  it('marks the steps whose fields are wrong and sends nothing', async () => {
    const { user, requests } = openForm('/new-project');
    const fields = await form();
    await user.type(fields.getByRole('textbox', { name: 'Project name' }), 'ab');
    await user.click(steps().getByRole('button', { name: '2. Location' }));
    await user.type(fields.getByRole('textbox', { name: 'Longitude' }), '200');
    await user.click(fields.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Check the fields marked in red: 2 to fix.',
    );
    expect(fields.getByRole('textbox', { name: 'Longitude' })).toHaveAccessibleDescription(
      'This value is not valid.',
    );
    expect(steps().getByRole('button', { name: '1. General data (has errors)' })).toBeVisible();
    expect(steps().getByRole('button', { name: '2. Location (has errors)' })).toBeVisible();
    await user.click(steps().getByRole('button', { name: '1. General data (has errors)' }));
    expect(fields.getByRole('textbox', { name: 'Project name' })).toHaveAccessibleDescription(
      'The name needs 3 to 200 characters.',
    );
    expect(requests.save).toEqual([]);
  });

  it('has no accessibility violations', async () => {
    const { container } = openForm('/new-project');
    await form();
    await expectNoAxeViolations(container);
  });
});

describe('/project/edit/:projectId', () => {
  it("shows the saved choices of a reopened draft and the certifier's request beside the form", async () => {
    const { user } = openForm('/project/edit/7', [
      completeDraft({
        submittedAt: '2026-11-21T10:00:00.000Z',
        events: correctionsAskedEvents('The baseline lacks its 2019 survey.'),
      }),
    ]);
    const request = within(
      await screen.findByRole('region', { name: 'The certifier asked for corrections' }),
    );
    expect(request.getByText('The baseline lacks its 2019 survey.')).toBeVisible();
    expect(request.getByText(/Cercarbono Certifica S\.A\.S\./)).toBeVisible();

    const fields = await form();
    await waitFor(() =>
      expect(fields.getByRole('combobox', { name: 'Standard' })).toHaveDisplayValue('Cercarbono'),
    );
    expect(fields.getByRole('combobox', { name: 'Methodology' })).toHaveDisplayValue(
      'M/UT-01 Forest restoration',
    );
    expect(fields.getByRole('combobox', { name: 'Sector' })).toHaveDisplayValue(
      'Agriculture, forestry and other land use (AFOLU)',
    );
    await user.click(fields.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(fields.getByRole('combobox', { name: 'City' })).toHaveDisplayValue('Medellín'),
    );
    expect(fields.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Colombia');
    expect(fields.getByRole('combobox', { name: 'Region' })).toHaveDisplayValue('Antioquia');
  });

  it('lists on the review what the submission lacks, step by step', async () => {
    const { user } = openForm('/project/edit/7', [
      completeDraft({
        descriptionEn: undefined,
        documents: [],
        ownerCompanyId: undefined,
        owner: null,
      }),
    ]);
    await form();
    await user.click(steps().getByRole('button', { name: '7. Review and submit' }));
    const problems = within(
      await screen.findByRole('region', { name: 'To fix before submitting' }),
    );
    expect(problems.getByRole('heading', { name: 'General data: 1 to fix' })).toBeVisible();
    expect(problems.getByText('Description in English: This field is required.')).toBeVisible();
    expect(problems.getByText('Owner: This field is required.')).toBeVisible();
    expect(problems.getByText('Attach the project design document (PDD).')).toBeVisible();
    expect(steps().getByRole('button', { name: '6. Documents (has errors)' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Submit the project' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(problems.getByRole('button', { name: 'Go to Parties' }));
    expect(await screen.findByText('This field is required.')).toBeVisible();
  });

  it('submits a complete draft after the confirmation and goes to my projects', async () => {
    const { user, requests, router } = openForm('/project/edit/7', [completeDraft()]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit project: Reforestación Urabá' }),
    ).toBeVisible();
    await user.click(steps().getByRole('button', { name: '7. Review and submit' }));
    expect(screen.getByText('Everything needed for the submission is there.')).toBeVisible();

    // The review shows what will be sent, in words: names for ids, the period and the estimate written out.
    const summary = within(screen.getByRole('region', { name: 'What will be submitted' }));
    const row = (label: string) => summary.getByText(label).closest('div');
    await waitFor(() => expect(row('Location')).toHaveTextContent('Medellín, Antioquia, Colombia'));
    expect(row('Standard')).toHaveTextContent('Cercarbono');
    expect(row('Owner')).toHaveTextContent('Bosques del Pacífico S.A.S.');
    expect(row('Crediting period')).toHaveTextContent('Jan 1, 2026 to Dec 31, 2035');
    expect(row('Estimated annual reductions (tCO2e)')).toHaveTextContent('12,000');
    expect(row('Labels')).toHaveTextContent('CORSIA eligible');
    expect(row('Documents')).toHaveTextContent('pdd-uraba.pdf (Project design document (PDD))');
    expect(summary.queryByText('Description in Portuguese (optional)')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit the project' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Submit the project?' }));
    expect(requests.transition).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Submit the project' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-projects'));
    expect(requests.save[0]).toMatchObject({
      projectId: 7,
      name: 'Reforestación Urabá',
      ownerCompanyId: 30,
      documents: [{ id: 301, documentType: 'pdd', period: null, isPublic: true }],
    });
    expect(requests.transition).toEqual([{ projectId: 7, action: 'submit' }]);
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'The project was submitted with the code CERCARBONO-CO-0001. The certifier will review it.',
    );
  });

  it('asks the reason of a correction once submitted, sends it with the save, and keeps the area', async () => {
    const { user, requests } = openForm('/project/edit/7', [
      completeDraft({ submittedAt: '2026-11-21T10:00:00.000Z', areaHectares: 850 }),
    ]);
    const fields = await form();
    await user.click(steps().getByRole('button', { name: '4. Crediting period' }));
    const estimate = fields.getByRole('spinbutton', {
      name: 'Estimated annual reductions (tCO2e)',
    });
    await user.clear(estimate);
    await user.type(estimate, '11000');
    await user.click(fields.getByRole('button', { name: 'Save draft' }));

    const reason = fields.getByRole('textbox', { name: 'Reason for the correction' });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription(
      'It is kept in the correction history next to each field that changes. Write the reason for the correction.',
    );
    expect(requests.save).toEqual([]);

    await user.type(reason, 'Baseline corrected.');
    await user.click(fields.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(requests.save).toHaveLength(1));
    expect(requests.save[0]).toMatchObject({
      projectId: 7,
      estimatedAnnualReductions: 11000,
      reason: 'Baseline corrected.',
    });
    expect(requests.save[0]).not.toHaveProperty('areaHectares');
    expect(requests.save[0]).not.toHaveProperty('area');
  });

  it('keeps the reason across the reload that follows a save, for the next save', async () => {
    const draft = completeDraft({ submittedAt: '2026-11-21T10:00:00.000Z' });
    const { user, requests } = openForm('/project/edit/7', [draft]);
    changeOnSave(server, draft);
    const fields = await form();
    await user.type(
      fields.getByRole('textbox', { name: 'Reason for the correction' }),
      'Baseline corrected.',
    );
    await user.click(fields.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveValue(
        'Reforestación Urabá corregida',
      ),
    );

    const reloaded = await form();
    expect(reloaded.getByRole('textbox', { name: 'Reason for the correction' })).toHaveValue(
      'Baseline corrected.',
    );
    await user.click(reloaded.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(requests.save).toHaveLength(2));
    expect(requests.save[1]).toMatchObject({ projectId: 7, reason: 'Baseline corrected.' });
  });

  it('asks no reason of a draft never submitted', async () => {
    const { user, requests } = openForm('/project/edit/7', [completeDraft()]);
    const fields = await form();
    expect(fields.queryByRole('textbox', { name: 'Reason for the correction' })).toBeNull();
    await user.click(fields.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(requests.save).toHaveLength(1));
    expect(requests.save[0]).not.toHaveProperty('reason');
  });

  it('says a submitted project can no longer be edited', async () => {
    openForm('/project/edit/7', [completeDraft({ state: 'submitted', canEdit: false })]);
    expect(await screen.findByText(/This project can no longer be edited/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to my projects' })).toHaveAttribute(
      'href',
      '/my-projects',
    );
    expect(screen.queryByRole('form', { name: 'Project' })).not.toBeInTheDocument();
  });

  it('has no accessibility violations on the review', async () => {
    const { user, container } = openForm('/project/edit/7', [completeDraft({ documents: [] })]);
    await form();
    await user.click(steps().getByRole('button', { name: '7. Review and submit' }));
    await screen.findByRole('region', { name: 'To fix before submitting' });
    await expectNoAxeViolations(container);
  });
});
