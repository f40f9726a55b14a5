import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Language } from '@registry/contract/common/language';
import { setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { expectNoAxeViolations } from '../../../test/axe-check';
import { sessionHandlers } from '../../session/test/session-handlers';
import { createPublicProjectsBackend } from '../test/public-projects-handlers';

const server = setupMswServer();
beforeEach(() => server.use(...sessionHandlers));

function openList(path: string, language: Language = 'es') {
  const backend = createPublicProjectsBackend();
  server.use(...backend.handlers);
  const view = renderApp({ path, language });
  return { ...backend, ...view, user: userEvent.setup() };
}

/** The names of the chips' buttons, in order. */
const chipNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((chip) => chip.getAttribute('aria-label'));

describe('/projects-list: the applied filters as chips', () => {
  it('names every applied filter in the user words, outside the folded facets, and passes axe', async () => {
    const { container } = openList(
      '/projects-list?search=bosque&country=7&sector=afolu&vintage=2023&label=ccp',
    );
    const list = await screen.findByRole('list', { name: 'Filtros aplicados' });
    await waitFor(() =>
      expect(chipNames(list)).toEqual([
        'Quitar filtro: Búsqueda «bosque»',
        'Quitar filtro: Colombia',
        'Quitar filtro: Agricultura, silvicultura y otros usos de la tierra (AFOLU)',
        'Quitar filtro: Cosecha 2023',
        'Quitar filtro: Aprobado CCP del ICVCM',
      ]),
    );
    expect(within(list).getByRole('button', { name: 'Quitar filtro: Colombia' })).toHaveTextContent(
      'Colombia',
    );
    // On a phone the facets fold behind "Mostrar filtros"; the chips stay in sight.
    expect(screen.getByRole('button', { name: 'Mostrar filtros' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(document.getElementById('projects-facets')).not.toContainElement(list);
    expect(screen.getByRole('button', { name: 'Quitar todos' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('removes one filter per chip, keeps the rest and the sort, and moves the focus to the next chip', async () => {
    const { user, router, queries } = openList('/projects-list?country=7&sector=energy&sort=code');
    const colombia = await screen.findByRole('button', { name: 'Quitar filtro: Colombia' });
    await user.click(colombia);
    await waitFor(() => expect(router.state.location.search).toBe('?sector=energy&sort=code'));
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('sector=energy&sort=code'));
    const energy = screen.getByRole('button', { name: 'Quitar filtro: Energía' });
    await waitFor(() => expect(energy).toHaveFocus());
    // One filter left: nothing to clear all at once.
    expect(screen.queryByRole('button', { name: 'Quitar todos' })).not.toBeInTheDocument();
    await user.click(energy);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=code'));
    expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('searchbox', {
        name: 'Buscar por nombre, código de registro o descripción',
      }),
    ).toHaveFocus();
  });

  it('removes the search, emptying its box', async () => {
    const { user, router } = openList('/projects-list?search=bosque');
    await user.click(
      await screen.findByRole('button', { name: 'Quitar filtro: Búsqueda «bosque»' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      screen.getByRole('searchbox', {
        name: 'Buscar por nombre, código de registro o descripción',
      }),
    ).toHaveValue('');
  });

  it('clears every filter at once, keeping the sort and the map view', async () => {
    const { user, router } = openList(
      '/projects-list?search=bosque&standard=1&state=registered&sort=newest&view=map',
      'en',
    );
    const list = await screen.findByRole('list', { name: 'Applied filters' });
    await waitFor(() =>
      expect(chipNames(list)).toEqual([
        'Remove filter: Search “bosque”',
        'Remove filter: VCS',
        'Remove filter: Registered',
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=newest&view=map'));
    expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();
  });

  it('shows no chips without a filter', async () => {
    openList('/projects-list?sort=code');
    await screen.findByRole('link', { name: 'Bosque Seco' });
    expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar todos' })).not.toBeInTheDocument();
  });
});
