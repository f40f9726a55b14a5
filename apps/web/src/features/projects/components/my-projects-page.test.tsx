import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AccountType } from '@registry/contract/auth/account-type';
import type { MyProjectRow } from '@registry/contract/projects/project-api';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { sessionHandlers } from '../../session/test/session-handlers';
import { daysFromToday } from '../utils/calendar-day';
import { createProjectsBackend, projectRow } from '../test/projects-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

const SUBMITTED = projectRow({
  id: 2,
  code: 'CERCARBONO-CO-0002',
  name: 'Manglares de Tumaco',
  state: 'submitted',
  roles: ['certifier'],
  actions: ['openPublicComment', 'requestCorrections', 'reject'],
  canEdit: false,
});
const DRAFT = projectRow({ id: 1, name: 'Reforestación Urabá' });
const REGISTERED = projectRow({
  id: 3,
  code: 'CERCARBONO-CO-0003',
  name: 'Páramo de Chingaza',
  state: 'registered',
  roles: ['owner'],
  actions: [],
  canEdit: false,
});

function openList(rows: MyProjectRow[], typeAccount: AccountType = 'certifier') {
  const backend = createProjectsBackend({ rows });
  server.use(...backend.handlers);
  logIn(makeClaims(typeAccount));
  const view = renderApp({ path: '/my-projects' });
  return { ...backend, ...view, user: userEvent.setup() };
}

const table = async () => within(await screen.findByRole('table', { name: 'Projects' }));

describe('/my-projects', () => {
  it('lists the projects with their state, roles and next actions', async () => {
    openList([DRAFT, SUBMITTED, REGISTERED], 'developer');
    const rows = await table();
    expect(await screen.findByRole('heading', { level: 1, name: 'My projects' })).toBeVisible();
    const submitted = within(rows.getByRole('row', { name: /Manglares de Tumaco/ }));
    expect(submitted.getByText('CERCARBONO-CO-0002')).toBeVisible();
    expect(submitted.getByText('Submitted')).toBeVisible();
    expect(submitted.getByText('Certifier')).toBeVisible();
    expect(
      within(submitted.getByRole('group', { name: 'Next actions for Manglares de Tumaco' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Open public comment', 'Request corrections', 'Reject']);
    const draft = within(rows.getByRole('row', { name: /Reforestación Urabá/ }));
    expect(draft.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/project/edit/1');
    // Every project opens on its page, in every state: the certifier reviews a submitted one there.
    expect(rows.getByRole('link', { name: 'Manglares de Tumaco' })).toHaveAttribute(
      'href',
      '/projects/2',
    );
    expect(draft.getByRole('link', { name: 'Reforestación Urabá' })).toHaveAttribute(
      'href',
      '/projects/1',
    );
    expect(screen.getByRole('button', { name: /CSV/ })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'New project' })[0]).toHaveAttribute(
      'href',
      '/new-project',
    );
  });

  it('offers a certifier no new project', async () => {
    openList([SUBMITTED]);
    await table();
    expect(screen.queryByRole('link', { name: 'New project' })).not.toBeInTheDocument();
  });

  it('filters by state, role and text', async () => {
    const { user, requests } = openList([DRAFT, SUBMITTED, REGISTERED], 'developer');
    const rows = await table();
    expect(rows.getAllByRole('row')).toHaveLength(4);

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Registered');
    await waitFor(() => expect(rows.queryByText('Reforestación Urabá')).not.toBeInTheDocument());
    expect(rows.getByText('Páramo de Chingaza')).toBeVisible();
    expect(requests.list.at(-1)?.get('state')).toBe('registered');

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'All');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Certifier');
    expect(await rows.findByText('Manglares de Tumaco')).toBeVisible();
    await waitFor(() => expect(rows.queryByText('Páramo de Chingaza')).not.toBeInTheDocument());
    expect(requests.list.at(-1)?.get('role')).toBe('certifier');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'All');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or code' }), 'páramo');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(2));
    expect(rows.getByText('Páramo de Chingaza')).toBeVisible();
    expect(requests.list.at(-1)?.get('search')).toBe('páramo');
  });

  it('refuses a public comment shorter than 30 days, then opens it', async () => {
    const { user, requests } = openList([SUBMITTED]);
    const rows = await table();
    await user.click(rows.getByRole('button', { name: 'Open public comment' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Open public comment: Manglares de Tumaco' }),
    );
    const endDate = dialog.getByLabelText('Last day of public comment');
    fireEvent.change(endDate, { target: { value: daysFromToday(29) } });
    await user.click(dialog.getByRole('button', { name: 'Open public comment' }));
    expect(endDate).toHaveAccessibleDescription(
      `At least 30 days from today: ${daysFromToday(30)} or later. Public comment lasts at least 30 days: choose ${daysFromToday(30)} or later.`,
    );
    expect(requests.transition).toEqual([]);

    fireEvent.change(endDate, { target: { value: daysFromToday(30) } });
    await user.click(dialog.getByRole('button', { name: 'Open public comment' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Public comment is open.');
    expect(requests.transition).toEqual([
      { projectId: 2, action: 'openPublicComment', publicCommentEndsOn: daysFromToday(30) },
    ]);
    expect(await rows.findByText('Public comment')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks the reason before requesting corrections', async () => {
    const { user, requests } = openList([SUBMITTED]);
    const rows = await table();
    await user.click(rows.getByRole('button', { name: 'Request corrections' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Request corrections: Manglares de Tumaco' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Request corrections' }));
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAccessibleDescription(
      "The parties will read it on the project's timeline. Write the reason.",
    );
    expect(requests.transition).toEqual([]);

    await user.type(reason, 'The PDD lacks the baseline.');
    await user.click(dialog.getByRole('button', { name: 'Request corrections' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'The corrections were requested from the developer.',
    );
    expect(requests.transition).toEqual([
      { projectId: 2, action: 'requestCorrections', reason: 'The PDD lacks the baseline.' },
    ]);
  });

  it('asks an irreversible confirmation before rejecting', async () => {
    const { user, requests } = openList([SUBMITTED]);
    const rows = await table();
    await user.click(rows.getByRole('button', { name: 'Reject' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Reject: Manglares de Tumaco' }),
    );
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Not additional.');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Reject?' }));
    expect(confirm.getByText('This cannot be undone.')).toBeVisible();
    expect(confirm.getByText('Manglares de Tumaco will not change its state again.')).toBeVisible();
    expect(requests.transition).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('The project was rejected.');
    expect(requests.transition).toEqual([
      { projectId: 2, action: 'reject', reason: 'Not additional.' },
    ]);
  });

  it('says when there are no projects, and when they could not be loaded', async () => {
    openList([], 'developer');
    expect(await screen.findByText('No projects')).toBeVisible();
    server.use(
      http.get(apiUrl('/project/my-projects'), () =>
        HttpResponse.json({ status: 0, codeMessages: [] }, { status: 500 }),
      ),
    );
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Draft');
    expect(await screen.findByText('The projects could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('has no accessibility violations, with the list and with a dialog open', async () => {
    const { user, container } = openList([DRAFT, SUBMITTED]);
    const rows = await table();
    await expectNoAxeViolations(container);
    await user.click(rows.getByRole('button', { name: 'Request corrections' }));
    await screen.findByRole('dialog');
    await expectNoAxeViolations(document.body);
  });
});
