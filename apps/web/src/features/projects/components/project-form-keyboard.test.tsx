import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ProjectDetail } from '@registry/contract/projects/project-api';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { sessionHandlers } from '../../session/test/session-handlers';
import { changeOnSave, formSteps, openProjectForm, projectForm } from '../test/open-project-form';
import { completeDraft } from '../test/projects-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

const openForm = (path: string, details: ProjectDetail[] = []) =>
  openProjectForm(server, path, details);
const form = projectForm;
const steps = formSteps;
const goalsToggle = () => screen.getByRole('button', { name: /^Sustainable Development Goals:/ });

describe('step 1: the Sustainable Development Goals, one Tab stop until opened', () => {
  it('passes the 17 goals in one Tab, opens them with Enter and says which are chosen', async () => {
    const { user } = openForm('/new-project');
    const fields = await form();
    const toggle = goalsToggle();
    expect(toggle).toHaveAccessibleName('Sustainable Development Goals: none chosen');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(fields.queryByRole('checkbox', { name: 'Goal 1' })).not.toBeInTheDocument();

    // From the last description: the goals' button, then Next (Previous is disabled on step 1).
    fields.getByRole('textbox', { name: 'Description in Portuguese (optional)' }).focus();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.tab();
    expect(fields.getByRole('button', { name: 'Next' })).toHaveFocus();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: 'Sustainable Development Goals' });
    expect(toggle).toHaveAttribute('aria-controls', group.id);
    await user.tab();
    expect(within(group).getByRole('checkbox', { name: 'Goal 1' })).toHaveFocus();
    await user.keyboard(' ');
    await user.click(within(group).getByRole('checkbox', { name: 'Goal 14' }));
    expect(toggle).toHaveAccessibleName('Sustainable Development Goals: 2 chosen (1 and 14)');

    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Sustainable Development Goals' })).toBeNull();
    expect(toggle).toHaveAccessibleName('Sustainable Development Goals: 2 chosen (1 and 14)');
  });

  it('opens a reopened draft closed, its goals in the summary and kept in the save', async () => {
    const { user, requests } = openForm('/project/edit/7', [completeDraft({ sdgs: [15, 13] })]);
    const fields = await form();
    const toggle = goalsToggle();
    expect(toggle).toHaveAccessibleName('Sustainable Development Goals: 2 chosen (13 and 15)');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(fields.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(requests.save).toHaveLength(1));
    expect(requests.save[0]).toMatchObject({ sdgs: [13, 15] });
  });

  it('opens on an error about the goals and says it on the button', async () => {
    const { user } = openForm('/project/edit/7', [completeDraft()]);
    server.use(
      http.post(apiUrl('/project/save'), () =>
        HttpResponse.json(
          {
            status: 0,
            codeMessages: [
              { codeMessage: 'ERROR_VALIDATION', message: 'Each goal once.', field: 'sdgs' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const fields = await form();
    expect(goalsToggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(fields.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(goalsToggle()).toHaveAttribute('aria-expanded', 'true'));
    expect(goalsToggle()).toHaveAccessibleDescription('Each goal once.');
    expect(screen.getByRole('group', { name: 'Sustainable Development Goals' })).toBeVisible();

    // Still open when the user comes back to step 1 to fix it.
    await user.click(steps().getByRole('button', { name: '2. Location' }));
    await user.click(steps().getByRole('button', { name: '1. General data (has errors)' }));
    expect(goalsToggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no accessibility violations, closed and open', async () => {
    const { user, container } = openForm('/new-project');
    await form();
    await expectNoAxeViolations(container);
    await user.click(goalsToggle());
    await expectNoAxeViolations(container);
  });
});

describe('step 3: choosing a party keeps the focus in the field', () => {
  it('puts the focus on the chosen company, and back on the search after Change', async () => {
    const { user } = openForm('/project/edit/7', [
      completeDraft({ ownerCompanyId: undefined, owner: null }),
    ]);
    await form();
    await user.click(steps().getByRole('button', { name: '3. Parties' }));
    const search = screen.getByRole('searchbox', { name: 'Owner' });
    await user.type(search, 'Bosq');
    const choose = await screen.findByRole('button', {
      name: 'Choose Bosques del Pacífico S.A.S.',
    });

    await user.tab();
    expect(choose).toHaveFocus();
    await user.keyboard('{Enter}');

    const chosen = await screen.findByText('Chosen: Bosques del Pacífico S.A.S.');
    expect(chosen).toHaveFocus();
    expect(chosen).toHaveAccessibleDescription('Owner');
    await user.tab();
    const change = screen.getByRole('button', { name: 'Change Owner' });
    expect(change).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('searchbox', { name: 'Owner' })).toHaveFocus();
  });
});

describe('Save draft keeps the focus', () => {
  it('on the button of the form reloaded after the save', async () => {
    const draft = completeDraft();
    const { user, requests } = openForm('/project/edit/7', [draft]);
    changeOnSave(server, draft);
    const fields = await form();
    const before = fields.getByRole('button', { name: 'Save draft' });
    before.focus();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveValue(
        'Reforestación Urabá corregida',
      ),
    );
    const after = screen.getByRole('button', { name: 'Save draft' });
    expect(after).not.toBe(before);
    expect(after).toHaveFocus();
    expect(requests.save).toHaveLength(1);
  });

  it("on the button of a new project's edit page, on the same step", async () => {
    const { user, router } = openForm('/new-project');
    const newFields = await form();
    await user.type(
      newFields.getByRole('textbox', { name: 'Project name' }),
      'Manglares de Tumaco',
    );
    await user.click(steps().getByRole('button', { name: '2. Location' }));
    newFields.getByRole('button', { name: 'Save draft' }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/project/edit/100'));
    // The edit page's form, once the project is read (the new project's page may show until then).
    await screen.findByRole('heading', { level: 1, name: 'Edit project: Manglares de Tumaco' });
    const fields = await form();
    expect(fields.getByRole('heading', { level: 2, name: 'Location Step 2 of 7' })).toBeVisible();
    await waitFor(() => expect(fields.getByRole('button', { name: 'Save draft' })).toHaveFocus());
  });

  it('leaves the focus alone when the edit page is opened, not saved into', async () => {
    openForm('/project/edit/7', [completeDraft()]);
    const fields = await form();
    expect(fields.getByRole('button', { name: 'Save draft' })).not.toHaveFocus();
  });
});
