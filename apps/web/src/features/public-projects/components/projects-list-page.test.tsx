import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createPublicProjectsBackend } from '../test/public-projects-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function openList(path = '/projects-list') {
  const backend = createPublicProjectsBackend();
  server.use(...backend.handlers);
  const view = renderApp({ path });
  return { ...backend, ...view, user: userEvent.setup() };
}

describe('/projects-list', () => {
  it('lists the projects logged out, with facet counts, and passes axe', async () => {
    const { container, user } = openList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bosque Seco' })).toHaveAttribute(
      'href',
      '/projects/1',
    );
    expect(screen.getByText('3 projects found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open for public comment' })).toHaveAttribute(
      'href',
      '/project-comment',
    );
    // Each facet folds behind its button; none is chosen, so all start folded.
    const facets = document.getElementById('projects-facets') as HTMLElement;
    expect(within(facets).queryByRole('checkbox')).not.toBeInTheDocument();
    for (const name of ['Sector', 'Labels', 'Methodology']) {
      await user.click(screen.getByRole('button', { name, expanded: false }));
    }
    const sector = screen.getByRole('group', { name: 'Sector' });
    expect(within(sector).getByRole('checkbox', { name: 'Energy (2)' })).not.toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Labels' })).getByRole('checkbox', {
        name: 'ICVCM CCP-approved (1)',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Methodology' })).getByRole('checkbox', {
        name: 'AMS-I.D. (2)',
      }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('loads more by cursor without losing the first rows', async () => {
    const { user, queries } = openList();
    await screen.findByRole('link', { name: 'Bosque Seco' });
    expect(screen.queryByRole('link', { name: 'Relleno' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Relleno' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bosque Seco' })).toBeInTheDocument();
    expect(queries.at(-1)?.get('cursor')).toBe('page-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the search, facets and sort in the URL and asks the API with them', async () => {
    const { user, router, queries } = openList();
    await screen.findByRole('link', { name: 'Bosque Seco' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name, registry code or description' }),
      'bosque{Enter}',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?search=bosque'));
    await user.click(screen.getByRole('button', { name: 'Sector', expanded: false }));
    await user.click(screen.getByRole('checkbox', { name: 'Energy (2)' }));
    // The group stays open under the focus, its button counting the choice.
    expect(screen.getByRole('checkbox', { name: 'Energy (2)' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sector (1 chosen)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'code');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?search=bosque&sector=energy&sort=code'),
    );
    await waitFor(() =>
      expect(queries.at(-1)?.toString()).toBe('search=bosque&sector=energy&sort=code'),
    );
    expect(await screen.findByText('1 project found')).toBeInTheDocument();
  });

  it('reads the filter from the URL, dropping values the API would refuse', async () => {
    const { queries } = openList('/projects-list?state=draft,registered&sector=energy&sort=bad');
    await screen.findByRole('link', { name: 'Bosque Seco' });
    expect(queries[0]?.toString()).toBe('sector=energy&state=registered');
    expect(screen.getByRole('checkbox', { name: 'Energy (2)' })).toBeChecked();
  });

  it('filters by vintage: the years of the issuances, kept in the URL and sent to the CSV', async () => {
    const createObjectURL = vi.fn(() => 'blob:projects');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { user, router, queries } = openList('/projects-list?vintage=1800,2023,soon');
    await screen.findByRole('link', { name: 'Bosque Seco' });
    expect(queries[0]?.toString()).toBe('vintage=2023');
    const vintage = screen.getByRole('group', { name: 'Vintage' });
    expect(within(vintage).getByRole('checkbox', { name: '2023 (1)' })).toBeChecked();
    await user.click(within(vintage).getByRole('checkbox', { name: '2024 (2)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?vintage=2023%2C2024'));
    await waitFor(() => expect(queries.at(-1)?.get('vintage')).toBe('2023,2024'));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(queries.at(-1)?.toString()).toBe('vintage=2023%2C2024');
    vi.unstubAllGlobals();
  });

  it('switches to the map view of the same filter and back', async () => {
    const { user, router } = openList('/projects-list?sector=energy');
    await screen.findByRole('link', { name: 'Bosque Seco' });
    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(await screen.findByRole('region', { name: /Map of the projects/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sector=energy&view=map');
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('downloads the CSV of exactly the filter, under the name the API gives in the language', async () => {
    const createObjectURL = vi.fn(() => 'blob:projects');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user, queries } = openList('/projects-list?sector=energy&sort=newest');
    await screen.findByRole('link', { name: 'Bosque Seco' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(queries.at(-1)?.toString()).toBe('sector=energy&sort=newest');
    // The stored language (es by default) asks the API, which names the file.
    expect(saved).toEqual(['proyectos-2026-03-04.csv']);
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});

describe('/projects-list on a phone', () => {
  it('folds the filters behind a button and follows the URL back', async () => {
    const { user, router } = openList('/projects-list?search=bosque');
    await screen.findByRole('link', { name: 'Bosque Seco' });
    const toggle = screen.getByRole('button', { name: 'Show filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const box = screen.getByRole('searchbox', {
      name: 'Search by name, registry code or description',
    });
    expect(box).toHaveValue('bosque');
    await user.clear(box);
    await user.type(box, 'wind{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=wind'));
    await router.navigate(-1);
    await waitFor(() => expect(box).toHaveValue('bosque'));
  });
});
