import { useEffect, useMemo, useState } from 'react';
import { latLngBounds } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import Supercluster from 'supercluster';
import { isValidPoint } from './location-picker';
import { clusterIcon } from './marker-icons';
import { PopupMarker } from './popup-marker';
import { RegistryMap } from './registry-map';

export interface ProjectsMapPoint {
  id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
  state: string;
}

export interface ProjectsMapProps {
  /** The projects of the current filter; those without a valid point are left out. */
  points: readonly ProjectsMapPoint[];
  /** Called with a project's id from its popup's button. */
  onSelect: (id: number) => void;
  /** The state's name in the reader's language (the popup shows it); the raw state otherwise. */
  formatState?: (state: string) => string;
}

interface PointProperties {
  id: number;
  name: string;
  state: string;
}

const WORLD_BOX: [number, number, number, number] = [-180, -85, 180, 85];
const CLUSTER_RADIUS_PX = 60;
const MAX_CLUSTER_ZOOM = 16;
/** How close fitting the markers may zoom (one project alone is shown with its surroundings). */
const FIT_MAX_ZOOM = 8;

/** Fits the view to the filter's markers each time they change (the whole world when none). */
function FitToPoints({ points }: { points: readonly ProjectsMapPoint[] }) {
  const map = useMap();
  useEffect(() => {
    const located = points.flatMap((p) => {
      const point = isValidPoint(p.latitude, p.longitude);
      return point ? [point] : [];
    });
    if (located.length === 0) return;
    map.fitBounds(latLngBounds(located), { padding: [32, 32], maxZoom: FIT_MAX_ZOOM });
  }, [map, points]);
  return null;
}

function buildIndex(points: readonly ProjectsMapPoint[]): Supercluster<PointProperties> {
  const index = new Supercluster<PointProperties>({
    radius: CLUSTER_RADIUS_PX,
    maxZoom: MAX_CLUSTER_ZOOM,
  });
  index.load(
    points.flatMap((p) => {
      const point = isValidPoint(p.latitude, p.longitude);
      if (!point) return [];
      return [
        {
          type: 'Feature' as const,
          properties: { id: p.id, name: p.name, state: p.state },
          geometry: { type: 'Point' as const, coordinates: [point[1], point[0]] },
        },
      ];
    }),
  );
  return index;
}

function ClusteredMarkers({
  points,
  onSelect,
  formatState,
}: ProjectsMapProps & { formatState: (state: string) => string }) {
  const { t } = useTranslation('ui');
  const index = useMemo(() => buildIndex(points), [points]);
  const map = useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const [zoom, setZoom] = useState(() => map.getZoom());
  const items = useMemo(() => index.getClusters(WORLD_BOX, Math.round(zoom)), [index, zoom]);
  return (
    <>
      {items.map((item) => {
        const [longitude, latitude] = item.geometry.coordinates as [number, number];
        const properties = item.properties;
        if ('cluster' in properties && properties.cluster) {
          const clusterId = properties.cluster_id;
          const count = properties.point_count;
          const zoomIn = () =>
            map.setView(
              [latitude, longitude],
              Math.min(index.getClusterExpansionZoom(clusterId), MAX_CLUSTER_ZOOM + 1),
            );
          return (
            <Marker
              key={`cluster-${clusterId}`}
              position={[latitude, longitude]}
              icon={clusterIcon(count)}
              title={t('map.cluster', { total: count })}
              eventHandlers={{
                click: zoomIn,
                // Leaflet gives a marker's Enter to its popup only; a cluster has none.
                keypress: (event) => {
                  if (event.originalEvent.key === 'Enter') zoomIn();
                },
              }}
            />
          );
        }
        const project = properties as PointProperties;
        return (
          <PopupMarker
            key={`project-${project.id}`}
            position={[latitude, longitude]}
            title={project.name}
          >
            <p className="fw-semibold mb-1">{project.name}</p>
            <p className="mb-2 text-body-secondary">{formatState(project.state)}</p>
            <button
              type="button"
              className="btn btn-sm btn-outline-success"
              onClick={() => onSelect(project.id)}
            >
              {t('map.openProject')}
            </button>
          </PopupMarker>
        );
      })}
    </>
  );
}

/**
 * The public list's map view: one marker per project, gathered into numbered
 * clusters where they crowd (a click on a cluster zooms into it). Every marker
 * is reachable with Tab; Enter opens its popup and moves the focus to its
 * button, which selects the project; Escape closes it back to the marker.
 */
export default function ProjectsMap({
  points,
  onSelect,
  formatState = (state) => state,
}: ProjectsMapProps) {
  const { t } = useTranslation('ui');
  const shown = points.filter((p) => isValidPoint(p.latitude, p.longitude)).length;
  return (
    <RegistryMap label={t('map.projectsLabel', { total: shown })}>
      <FitToPoints points={points} />
      <ClusteredMarkers points={points} onSelect={onSelect} formatState={formatState} />
    </RegistryMap>
  );
}
