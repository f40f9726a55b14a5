import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GeoJSON, MapContainer, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import type { LatLngExpression } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useCountryOutlines, useMapConfig } from './map-data';
import './map.css';

/** Land under the markers: light grey countries with darker borders on a pale sea. */
const OUTLINE_STYLE = {
  color: '#6c757d',
  weight: 0.7,
  fillColor: '#f1f3f5',
  fillOpacity: 1,
} as const;

/** The whole world, as a map opens without a point. */
export const WORLD_CENTER: LatLngExpression = [10, 0];
export const WORLD_ZOOM = 1;

/** The bundled country outlines, and the tile layer only when the server names one. */
function BaseLayers() {
  const { data: outlines } = useCountryOutlines();
  const { data: config } = useMapConfig();
  const tilesUrl = config?.tilesUrl ?? null;
  return (
    <>
      {tilesUrl ? <TileLayer url={tilesUrl} attribution={config?.attribution ?? ''} /> : null}
      {outlines ? (
        <GeoJSON
          // Over tiles, the borders alone: the tiles draw the land.
          key={tilesUrl ? 'borders' : 'land'}
          data={outlines}
          style={tilesUrl ? { ...OUTLINE_STYLE, fillOpacity: 0 } : OUTLINE_STYLE}
          interactive={false}
        />
      ) : null}
    </>
  );
}

/** Names the map's focusable container (Leaflet makes it tabbable: arrows pan, + and - zoom). */
function ContainerLabel({ label, descriptionId }: { label: string; descriptionId?: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    if (descriptionId) container.setAttribute('aria-describedby', descriptionId);
  }, [map, label, descriptionId]);
  return null;
}

export interface RegistryMapProps {
  /** What the map shows, read to screen-reader users. */
  label: string;
  /** id of a visible text that says how to use the map. */
  descriptionId?: string;
  center?: LatLngExpression;
  zoom?: number;
  children?: ReactNode;
}

/** A Leaflet map with the registry's base layers, a translated zoom control and an accessible name. */
export function RegistryMap({
  label,
  descriptionId,
  center = WORLD_CENTER,
  zoom = WORLD_ZOOM,
  children,
}: RegistryMapProps) {
  const { t } = useTranslation('ui');
  return (
    <MapContainer
      className="registry-map"
      center={center}
      zoom={zoom}
      minZoom={1}
      worldCopyJump
      zoomControl={false}
    >
      <ContainerLabel label={label} {...(descriptionId ? { descriptionId } : {})} />
      <ZoomControl zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
      <BaseLayers />
      {children}
    </MapContainer>
  );
}
