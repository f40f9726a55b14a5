import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { browserLocation } from '../../../lib/browser-location';
import { sessionHandlers } from '../../session/test/session-handlers';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../test/msw-server';
import { createPublicProjectsBackend, PROJECT } from '../test/public-projects-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function openProject(id: number, language: 'en' | 'es' = 'en') {
  server.use(...createPublicProjectsBackend().handlers);
  return { ...renderApp({ path: `/projects/${id}`, language }), user: userEvent.setup() };
}

describe('/projects/{projectId}', () => {
  it('shows the summary, location, documents, timeline and links, and passes axe', async () => {
    const { container } = openProject(5);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Energía Solar Páramo' }),
    ).toBeInTheDocument();
    expect(screen.getByText('AMS-I.D. – Grid connected renewable electricity')).toBeInTheDocument();
    expect(screen.getByText('Tunja, Boyacá, Colombia')).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: "Map of the project's location" }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('project-location-coordinates')).toHaveTextContent(
      'Latitude 5.5, longitude -73.3',
    );
    expect(screen.getByText('Project design document (PDD)')).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'State timeline' });
    expect(within(timeline).getByText('Suspended: Registered → Suspended')).toBeInTheDocument();
    expect(within(timeline).getByText('Reason: Under investigation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Public comments' })).toHaveAttribute(
      'href',
      '/project-comment-list/5',
    );
    expect(screen.getByRole('link', { name: 'Correction history' })).toHaveAttribute(
      'href',
      '/correction-history/5',
    );
    await expectNoAxeViolations(container);
  });

  it('links to the comment form only while the project is open for public comment', async () => {
    openProject(5);
    await screen.findByRole('heading', { level: 1, name: 'Energía Solar Páramo' });
    expect(screen.queryByRole('link', { name: 'Comment' })).not.toBeInTheDocument();
  });

  it('offers the comment form of a project in public comment', async () => {
    server.use(...createPublicProjectsBackend().handlers);
    server.use(
      http.get(apiUrl('/public/projects/5'), () =>
        HttpResponse.json({
          status: 1,
          codeMessages: [],
          project: { ...PROJECT, state: 'publicComment', publicCommentEndsOn: '2026-12-20' },
        }),
      ),
    );
    renderApp({ path: '/projects/5' });
    expect(await screen.findByRole('link', { name: 'Comment' })).toHaveAttribute(
      'href',
      '/project-comment/1/5',
    );
  });

  it('downloads a public document through its signed link', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user } = openProject(5);
    await user.click(await screen.findByRole('button', { name: 'Download pdd.pdf' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://files.example/pdd.pdf?signature=1'),
    );
    assign.mockRestore();
  });

  it('says why a draft or rejected project cannot be seen', async () => {
    openProject(9);
    expect(await screen.findByTestId('error-state')).toHaveTextContent(
      'This project is not public yet. Only its parties can see it.',
    );
    expect(screen.getByRole('link', { name: 'Back to the list of projects' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    openProject(5, 'es');
    expect(
      await screen.findByRole('heading', { name: 'Historial de estados' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Documento de diseño del proyecto (PDD)')).toBeInTheDocument();
    // Days the way Spanish writes them, never ISO.
    expect(screen.getByText(/1 ene 2026 a 31 dic 2035/)).toBeInTheDocument();
  });

  it('names the standard in the language, the CDM as the conversion form does', async () => {
    server.use(
      http.get(apiUrl('/public/projects/5'), () =>
        HttpResponse.json({
          status: 1,
          codeMessages: [],
          project: { ...PROJECT, standard: { id: 5, code: 'CDM' } },
        }),
      ),
      ...createPublicProjectsBackend().handlers,
    );
    renderApp({ path: '/projects/5', language: 'es' });
    expect(await screen.findByText('Mecanismo de Desarrollo Limpio (MDL)')).toBeInTheDocument();
    expect(screen.queryByText('CDM')).not.toBeInTheDocument();
  });

  it('says when a closed public comment ran, not that it is open, and writes numbers its way', async () => {
    server.use(
      // The first handler that matches answers: this project before the backend's.
      http.get(apiUrl('/public/projects/5'), () =>
        HttpResponse.json({
          status: 1,
          codeMessages: [],
          project: {
            ...PROJECT,
            state: 'registered',
            publicCommentEndsOn: '2026-02-15',
            estimatedAnnualReductions: 420_000,
          },
        }),
      ),
      ...createPublicProjectsBackend().handlers,
    );
    renderApp({ path: '/projects/5', language: 'es' });
    expect(
      await screen.findByText('El comentario público estuvo abierto hasta'),
    ).toBeInTheDocument();
    expect(screen.getByText('15 feb 2026')).toBeInTheDocument();
    expect(screen.getByText('420.000 tCO2e al año')).toBeInTheDocument();
    expect(screen.queryByText('Comentario público hasta')).not.toBeInTheDocument();
  });
});
