import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Language } from '@registry/contract/common/language';
import { apiUrl, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createPublicProjectsBackend, PROJECT } from '../test/public-projects-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function openList(path: string, language: Language = 'en') {
  const backend = createPublicProjectsBackend();
  server.use(
    // Bosque Seco's page, before the backend's (which knows project 5 only).
    http.get(apiUrl('/public/projects/1'), () =>
      HttpResponse.json({
        status: 1,
        codeMessages: [],
        project: { ...PROJECT, id: 1, name: 'Bosque Seco', state: 'registered' },
      }),
    ),
    ...backend.handlers,
  );
  const view = renderApp({ path, language });
  return { ...backend, ...view, user: userEvent.setup() };
}

const active = () => document.activeElement;

describe('/projects-list with the keyboard: the facets fold', () => {
  it('opens where a value is chosen, names the choices in its button, and folds on its button', async () => {
    const { user, container } = openList('/projects-list?sector=energy&vintage=2023,2024', 'es');
    await screen.findByRole('link', { name: 'Bosque Seco' });
    const sector = screen.getByRole('button', { name: 'Sector (1 elegido)' });
    expect(sector).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Cosecha (2 elegidos)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const country = screen.getByRole('button', { name: 'País' });
    expect(country).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Colombia (3)' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    // Folded, a chosen value still shows in the button's name (and in the chips).
    await user.click(sector);
    expect(sector).toHaveAttribute('aria-expanded', 'false');
    expect(sector).toHaveAccessibleName('Sector (1 elegido)');
    expect(screen.queryByRole('checkbox', { name: 'Energía (2)' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar filtro: Energía' })).toBeInTheDocument();

    country.focus();
    await user.keyboard('{Enter}');
    expect(country).toHaveAttribute('aria-expanded', 'true');
    expect(country).toHaveFocus();
    await user.tab();
    expect(active()).toBe(screen.getByRole('checkbox', { name: 'Colombia (3)' }));
  });

  it('keeps a group open under the focus when its last value is unticked', async () => {
    const { user, router } = openList('/projects-list?sector=energy');
    const energy = await screen.findByRole('checkbox', { name: 'Energy (2)' });
    await user.click(energy);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(energy).toHaveFocus();
    expect(energy).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Sector' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('starts with every group folded on a phone, each saying what it holds', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { user } = openList('/projects-list?sector=energy');
    await screen.findByRole('link', { name: 'Bosque Seco' });
    await user.click(screen.getByRole('button', { name: 'Show filters' }));
    const facets = document.getElementById('projects-facets') as HTMLElement;
    expect(within(facets).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(facets).getByRole('button', { name: 'Sector (1 chosen)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    vi.unstubAllGlobals();
  });
});

describe('/projects-list with the keyboard: "Skip to the results"', () => {
  it('is the first Tab stop of the filters and moves the focus to the results', async () => {
    const { user } = openList('/projects-list');
    await screen.findByRole('link', { name: 'Bosque Seco' });
    screen.getByRole('combobox', { name: 'Sort by' }).focus();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to the results' });
    expect(skip).toHaveFocus();
    expect(screen.getByRole('complementary', { name: 'Filters' })).toContainElement(skip);

    await user.keyboard('{Enter}');
    const count = screen.getByText('3 projects found');
    expect(count).toHaveFocus();
    // The next Tab goes on from the results, past every facet.
    await user.tab();
    expect(active()).toBe(screen.getByRole('button', { name: 'List' }));
  });

  it('leaves the first result a few Tabs after the search, every facet folded to one stop', async () => {
    const { user } = openList('/projects-list');
    const first = await screen.findByRole('link', { name: 'Bosque Seco' });
    screen.getByRole('combobox', { name: 'Sort by' }).focus();
    let tabs = 0;
    while (active() !== first && tabs < 30) {
      await user.tab();
      tabs += 1;
      expect(active()).not.toHaveAttribute('type', 'checkbox');
    }
    // The skip link, "Show filters" (a phone's: jsdom lays nothing out), the 8 facets'
    // buttons, List and Map, then the first result: not one stop per facet value.
    expect(tabs).toBe(13);
  });
});

describe('/projects-list: a project opened from it leads back to the same list', () => {
  it('returns to the search, facets and loaded rows, with the focus on the heading', async () => {
    const { user, router } = openList('/projects-list?search=o&sector=energy&sort=code');
    await screen.findByRole('link', { name: 'Bosque Seco' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Relleno' });
    await user.click(screen.getByRole('link', { name: 'Bosque Seco' }));
    await screen.findByRole('heading', { level: 1, name: 'Bosque Seco' });

    await user.click(screen.getByRole('link', { name: 'Back to the list of projects' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects-list'));
    expect(router.state.location.search).toBe('?search=o&sector=energy&sort=code');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Projects' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('searchbox', { name: /^Search by name/ })).toHaveValue('o');
    expect(screen.getByRole('checkbox', { name: 'Energy (2)' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('code');
    expect(await screen.findByRole('link', { name: 'Relleno' })).toBeInTheDocument();

    // The browser's Back still goes to the project, then to the list before it.
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bosque Seco' })).toBeVisible();
    await router.navigate(-1);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?search=o&sector=energy&sort=code'),
    );
  });

  it('returns to the map view from a project opened in its popup', async () => {
    const { user, router } = openList('/projects-list?sector=energy&view=map');
    const marker = await screen.findByTitle('Bosque Seco');
    // Leaflet opens a marker's popup on Enter's keypress; the focus goes into it.
    fireEvent.keyPress(marker, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    const open = await screen.findByRole('button', { name: 'View the project' });
    await waitFor(() => expect(open).toHaveFocus());
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Bosque Seco' });
    await user.click(screen.getByRole('link', { name: 'Back to the list of projects' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sector=energy&view=map'));
  });

  it('goes to the plain list from a project opened elsewhere', async () => {
    openList('/projects/1');
    await screen.findByRole('heading', { level: 1, name: 'Bosque Seco' });
    expect(screen.getByRole('link', { name: 'Back to the list of projects' })).toHaveAttribute(
      'href',
      '/projects-list',
    );
  });
});
