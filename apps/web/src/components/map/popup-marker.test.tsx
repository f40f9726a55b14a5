import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupMswServer } from '../../test/msw-server';
import { expectNoAxeViolations } from '../../test/axe-check';
import { ProjectsMap } from './index';
import { renderMap } from './test/render-map';

const server = setupMswServer();
beforeEach(() => {
  server.use(
    http.get(apiUrl('/platform/map-config'), () =>
      HttpResponse.json({ status: 1, codeMessages: [], tilesUrl: null, attribution: '' }),
    ),
  );
});

const points = [
  { id: 4, name: 'Cerrado Vivo', latitude: -15.8, longitude: -47.9, state: 'certified' },
  { id: 6, name: 'Montado Vivo', latitude: 38.7, longitude: -9.1, state: 'registered' },
];

/** Tab to a marker and press Enter: Leaflet opens its popup on Enter's keypress (keyCode 13). */
async function openWithEnter(name: string) {
  const marker = await screen.findByTitle(name);
  marker.focus();
  fireEvent.keyPress(marker, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
  return marker;
}

describe("ProjectsMap's popups with the keyboard", () => {
  it('moves the focus into the popup it opens, whose close button speaks the language', async () => {
    const { container, missingKeys } = renderMap(
      <ProjectsMap points={points} onSelect={vi.fn()} />,
      'es',
    );
    await openWithEnter('Cerrado Vivo');
    const open = await screen.findByRole('button', { name: 'Ver el proyecto' });
    await waitFor(() => expect(open).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveClass(
      'leaflet-popup-close-button',
    );
    expect(screen.queryByRole('button', { name: 'Close popup' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    expect(missingKeys).toEqual([]);
  });

  it('names the close button in English and Portuguese too', async () => {
    const { unmount } = renderMap(<ProjectsMap points={points} onSelect={vi.fn()} />);
    await openWithEnter('Cerrado Vivo');
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    unmount();
    renderMap(<ProjectsMap points={points} onSelect={vi.fn()} />, 'pt');
    await openWithEnter('Cerrado Vivo');
    expect(await screen.findByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });

  it('closes on Escape inside the popup and gives the focus back to the marker', async () => {
    const { user } = renderMap(
      <ProjectsMap points={points} onSelect={vi.fn()} formatState={(s) => `State ${s}`} />,
    );
    const marker = await openWithEnter('Cerrado Vivo');
    const open = await screen.findByRole('button', { name: 'View the project' });
    await waitFor(() => expect(open).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('State certified')).not.toBeInTheDocument());
    expect(marker).toHaveFocus();

    // Opened again, it takes the focus again.
    fireEvent.keyPress(marker, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'View the project' })).toHaveFocus(),
    );
  });

  it('closes on Escape on its marker, which keeps the focus', async () => {
    const { user } = renderMap(
      <ProjectsMap points={points} onSelect={vi.fn()} formatState={(s) => `State ${s}`} />,
    );
    const marker = await openWithEnter('Cerrado Vivo');
    await screen.findByText('State certified');
    marker.focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('State certified')).not.toBeInTheDocument());
    expect(marker).toHaveFocus();
  });

  it('gives the focus back to the marker when its close button closes it', async () => {
    const { user } = renderMap(
      <ProjectsMap points={points} onSelect={vi.fn()} formatState={(s) => `State ${s}`} />,
    );
    const marker = await openWithEnter('Montado Vivo');
    await screen.findByText('State registered');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('State registered')).not.toBeInTheDocument());
    expect(marker).toHaveFocus();
  });
});
