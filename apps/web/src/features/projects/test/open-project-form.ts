import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ProjectDetail } from '@registry/contract/projects/project-api';
import { http } from 'msw';
import { apiUrl, type setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { logIn, makeClaims } from '../../../test/tokens';
import { createProjectsBackend } from './projects-handlers';

/** Opens the project form at `path` as the demo developer, on a backend holding `details`. */
export function openProjectForm(
  server: ReturnType<typeof setupMswServer>,
  path: string,
  details: ProjectDetail[] = [],
) {
  const backend = createProjectsBackend({ details });
  server.use(...backend.handlers);
  logIn(makeClaims('developer'));
  const view = renderApp({ path });
  return { ...backend, ...view, user: userEvent.setup() };
}

/** The form, once it shows. */
export const projectForm = async () => within(await screen.findByRole('form', { name: 'Project' }));

/** The form's list of steps. */
export const formSteps = () =>
  within(screen.getByRole('navigation', { name: 'Steps of the form' }));

/**
 * As the API does, a save changes the project (its name and updatedAt) and
 * the form reloads from it; the handler answers nothing and lets the backend answer.
 */
export function changeOnSave(server: ReturnType<typeof setupMswServer>, draft: ProjectDetail) {
  server.use(
    http.post(apiUrl('/project/save'), () => {
      draft.name = 'Reforestación Urabá corregida';
      draft.updatedAt = '2026-11-22T10:00:00.000Z';
    }),
  );
}
