import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ProjectDetail } from '@registry/contract/projects/project-api';
import { browserLocation } from '../../../lib/browser-location';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import {
  completeDraft,
  correctionsAskedEvents,
  createProjectsBackend,
} from '../../projects/test/projects-handlers';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createPublicProjectsBackend } from '../test/public-projects-handlers';

const server = setupMswServer();
beforeEach(() =>
  server.use(
    ...sessionHandlers,
    ...createPublicProjectsBackend().handlers,
    http.get(apiUrl('/project/:projectId/signatures'), () =>
      HttpResponse.json({ status: 1, codeMessages: [], signatures: [] }),
    ),
  ),
);

const CORRECTIONS_ASKED: ProjectDetail = completeDraft({
  submittedAt: '2026-11-21T10:00:00.000Z',
  documents: [{ ...completeDraft().documents[0]!, isPublic: false }],
  events: [
    {
      id: 1,
      action: 'create',
      fromState: null,
      toState: 'draft',
      reason: null,
      companyName: 'developer Company S.A.S.',
      at: '2026-11-20T10:00:00.000Z',
    },
    ...correctionsAskedEvents('The baseline lacks its 2019 survey.'),
  ],
});

function openAs(role: Parameters<typeof makeClaims>[0], path: string, details: ProjectDetail[]) {
  const backend = createProjectsBackend({ details });
  server.use(...backend.handlers);
  logIn(makeClaims(role));
  return { ...backend, ...renderApp({ path }), user: userEvent.setup() };
}

describe('/projects/{projectId} for its parties', () => {
  it('opens a draft the public may not see, with the request for corrections and what to do', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    server.use(
      http.get(apiUrl('/project/7/documents/301/url'), () =>
        HttpResponse.json({ status: 1, codeMessages: [], url: 'http://files.example/pdd?s=2' }),
      ),
    );
    const { user, container } = openAs('developer', '/projects/7', [CORRECTIONS_ASKED]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reforestación Urabá' }),
    ).toBeVisible();
    const part = within(screen.getByRole('region', { name: 'Your part in this project' }));
    expect(part.getByText("Your company's part: Developer")).toBeVisible();
    expect(part.getByText('Draft')).toBeVisible();
    const request = within(
      part.getByRole('region', { name: 'The certifier asked for corrections' }),
    );
    expect(request.getByText('The baseline lacks its 2019 survey.')).toBeVisible();
    expect(part.getByRole('link', { name: 'Edit the project' })).toHaveAttribute(
      'href',
      '/project/edit/7',
    );
    expect(part.getByRole('button', { name: 'Submit' })).toBeVisible();

    const timeline = within(screen.getByRole('region', { name: 'State timeline' }));
    expect(timeline.getByText('Corrections requested: Submitted → Draft')).toBeVisible();
    expect(timeline.getByText('Reason: The baseline lacks its 2019 survey.')).toBeVisible();
    expect(timeline.getByText('Created: Draft')).toBeVisible();

    const documents = within(screen.getByRole('region', { name: 'Documents' }));
    expect(documents.getByText('Private')).toBeVisible();
    await user.click(documents.getByRole('button', { name: /Download/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://files.example/pdd?s=2'));
    expect(screen.getByRole('link', { name: 'Back to my projects' })).toHaveAttribute(
      'href',
      '/my-projects',
    );
    await expectNoAxeViolations(container);
  });

  it("lets the certifier make its move from the project's page", async () => {
    const suspended = completeDraft({
      id: 5,
      code: 'VCS-CO-0005',
      name: 'Energía Solar Páramo',
      state: 'suspended',
      roles: ['certifier'],
      actions: ['resume', 'cancel'],
      canEdit: false,
    });
    const { user, requests } = openAs('certifier', '/projects/5', [suspended]);
    const part = within(await screen.findByRole('region', { name: 'Your part in this project' }));
    expect(part.getByText("Your company's part: Certifier")).toBeVisible();
    expect(part.queryByRole('link', { name: 'Edit the project' })).not.toBeInTheDocument();
    await user.click(part.getByRole('button', { name: 'Resume' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Resume/ }));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Investigation closed.');
    await user.click(dialog.getByRole('button', { name: 'Resume' }));
    await waitFor(() =>
      expect(requests.transition).toEqual([
        { projectId: 5, action: 'resume', reason: 'Investigation closed.' },
      ]),
    );
  });

  it('shows a company with no part in the project the public page alone', async () => {
    openAs('trader', '/projects/5', []);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Energía Solar Páramo' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'State timeline' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your part in this project' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the list of projects' })).toBeVisible();
  });

  it('tells a company with no part that a draft is not public yet', async () => {
    openAs('trader', '/projects/7', []);
    expect(
      await screen.findByText('This project is not public yet. Only its parties can see it.'),
    ).toBeVisible();
  });
});
