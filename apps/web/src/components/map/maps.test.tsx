import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupMswServer } from '../../test/msw-server';
import { expectNoAxeViolations } from '../../test/axe-check';
import { LocationPicker, ProjectLocationMap, ProjectsMap } from './index';
import { renderMap } from './test/render-map';

const server = setupMswServer();
let tilesUrl: string | null = null;
beforeEach(() => {
  tilesUrl = null;
  server.use(
    http.get(apiUrl('/platform/map-config'), () =>
      HttpResponse.json({
        status: 1,
        codeMessages: [],
        tilesUrl,
        attribution: tilesUrl ? '© Example tiles' : '',
      }),
    ),
  );
});

/** The bundled outlines are drawn: one path per country (Natural Earth 1:110m has 177). */
async function countryPaths(container: HTMLElement) {
  await waitFor(() =>
    expect(
      container.querySelectorAll('path.leaflet-interactive, .leaflet-overlay-pane path').length,
    ).toBeGreaterThan(100),
  );
}

describe('LocationPicker', () => {
  it('is a labelled map that says how to set the point with the fields, and passes axe', async () => {
    const { container, missingKeys } = renderMap(
      <LocationPicker latitude={null} longitude={null} onPick={vi.fn()} />,
    );
    const map = await screen.findByRole('region', { name: "Map to choose the project's location" });
    expect(map).toHaveAccessibleDescription(
      'Click the map to place the project, or type its latitude and longitude in the fields.',
    );
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(screen.queryByTitle('Project location')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    expect(missingKeys).toEqual([]);
  });

  it('calls onPick with the clicked point', async () => {
    const onPick = vi.fn();
    renderMap(<LocationPicker latitude={null} longitude={null} onPick={onPick} />);
    const map = await screen.findByRole('region', { name: "Map to choose the project's location" });
    fireEvent.click(map, { clientX: 0, clientY: 0 });
    expect(onPick).toHaveBeenCalledTimes(1);
    const [latitude, longitude] = onPick.mock.calls[0] as [number, number];
    expect(Math.abs(latitude)).toBeLessThanOrEqual(90);
    expect(Math.abs(longitude)).toBeLessThanOrEqual(180);
  });

  it('shows a marker at the point the form holds, in Spanish', async () => {
    renderMap(<LocationPicker latitude={4.6} longitude={-74.08} onPick={vi.fn()} />, 'es');
    expect(await screen.findByTitle('Ubicación del proyecto')).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Mapa para elegir la ubicación del proyecto' }),
    ).toBeInTheDocument();
  });
});

describe('ProjectsMap', () => {
  const points = [
    { id: 1, name: 'Páramo de Chingaza', latitude: 4.52, longitude: -73.75, state: 'registered' },
    { id: 2, name: 'Selva del Darién', latitude: 8.0, longitude: -77.2, state: 'certified' },
    { id: 3, name: 'Manglares de Tumaco', latitude: 1.8, longitude: -78.8, state: 'validation' },
    { id: 4, name: 'Cerrado Vivo', latitude: -15.8, longitude: -47.9, state: 'certified' },
    { id: 5, name: 'No point yet', latitude: null, longitude: null, state: 'submitted' },
  ];

  it('gathers crowded projects into a numbered cluster and leaves out those without a point', async () => {
    const { container } = renderMap(<ProjectsMap points={points} onSelect={vi.fn()} />);
    expect(
      await screen.findByRole('region', { name: 'Map of the projects (4)' }),
    ).toBeInTheDocument();
    // At the world view the three Colombian projects are one cluster; Brazil's stands alone.
    expect(screen.getByTitle('Projects here: 3. Zoom in')).toBeInTheDocument();
    expect(screen.getByTitle('Cerrado Vivo')).toBeInTheDocument();
    expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it.each(['a click', 'Enter'])('opens a cluster by zooming into it on %s', async (how) => {
    renderMap(<ProjectsMap points={points} onSelect={vi.fn()} />);
    const cluster = await screen.findByTitle('Projects here: 3. Zoom in');
    if (how === 'Enter') {
      fireEvent.keyPress(cluster, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    } else {
      fireEvent.click(cluster);
    }
    // One level in, Tumaco stands apart; Chingaza and the Darién still share a cluster.
    expect(await screen.findByTitle('Manglares de Tumaco')).toBeInTheDocument();
    expect(screen.getByTitle('Projects here: 2. Zoom in')).toBeInTheDocument();
    expect(screen.queryByTitle('Projects here: 3. Zoom in')).not.toBeInTheDocument();
  });

  it("opens a project's popup from its marker with the keyboard; its button selects the project", async () => {
    const onSelect = vi.fn();
    const { user } = renderMap(
      <ProjectsMap points={points} onSelect={onSelect} formatState={(s) => `State ${s}`} />,
    );
    const marker = await screen.findByTitle('Cerrado Vivo');
    expect(marker).toHaveAttribute('tabindex', '0');
    // Leaflet opens a marker's popup on Enter's keypress (keyCode 13).
    fireEvent.keyPress(marker, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    expect(await screen.findByText('State certified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View the project' }));
    expect(onSelect).toHaveBeenCalledWith(4);
  });
});

describe('ProjectLocationMap', () => {
  it('draws the point and the area over the bundled country outlines', async () => {
    const area = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [-74.1, 4.5],
          [-74.0, 4.5],
          [-74.0, 4.7],
          [-74.1, 4.5],
        ],
      ],
    };
    const { container } = renderMap(
      <ProjectLocationMap latitude={4.6} longitude={-74.05} area={area} />,
    );
    expect(
      await screen.findByRole('region', { name: "Map of the project's location" }),
    ).toBeInTheDocument();
    expect(screen.getByTitle('Project location')).toBeInTheDocument();
    await countryPaths(container);
    await expectNoAxeViolations(container);
  });

  it('still draws the outlines, and no tiles, when the map configuration cannot be loaded', async () => {
    server.use(
      http.get(apiUrl('/platform/map-config'), () => HttpResponse.json({}, { status: 500 })),
    );
    const { container } = renderMap(
      <ProjectLocationMap latitude={-23.5} longitude={-46.6} area={null} />,
      'pt',
    );
    expect(
      await screen.findByRole('region', { name: 'Mapa da localização do projeto' }),
    ).toBeInTheDocument();
    await countryPaths(container);
    expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).toBeNull();
  });

  it('adds the tile layer only when the server names one', async () => {
    tilesUrl = 'https://tiles.example.org/{z}/{x}/{y}.png';
    const { container } = renderMap(
      <ProjectLocationMap latitude={4.6} longitude={-74.05} area={null} />,
    );
    expect(await screen.findByText('© Example tiles', { exact: false })).toBeInTheDocument();
    await waitFor(() =>
      expect(container.querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull(),
    );
  });
});
