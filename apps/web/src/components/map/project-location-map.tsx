import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GeoJSON, Marker, useMap } from 'react-leaflet';
import { geoJSON } from 'leaflet';
import type { GeoJsonObject } from 'geojson';
import { isValidPoint } from './location-picker';
import { pointIcon } from './marker-icons';
import { RegistryMap } from './registry-map';

export interface ProjectLocationMapProps {
  latitude: number | null;
  longitude: number | null;
  /** The project's area (a Polygon, MultiPolygon, Feature or FeatureCollection), or null. */
  area: GeoJsonObject | null;
}

const POINT_ZOOM = 6;
const AREA_STYLE = { color: '#198754', weight: 2, fillColor: '#198754', fillOpacity: 0.25 };

/** Shows the whole area once the map has a size (a map with none cannot fit bounds). */
function FitArea({ area }: { area: GeoJsonObject | null }) {
  const map = useMap();
  useEffect(() => {
    if (!area) return;
    const bounds = geoJSON(area).getBounds();
    const size = map.getSize();
    if (bounds.isValid() && size.x > 0 && size.y > 0) map.fitBounds(bounds, { maxZoom: 12 });
  }, [map, area]);
  return null;
}

/** The project page's map: the project's point and, when it has one, its area. */
export default function ProjectLocationMap({ latitude, longitude, area }: ProjectLocationMapProps) {
  const { t } = useTranslation('ui');
  const point = isValidPoint(latitude, longitude);
  // A new object per render would redraw the layer: keyed on its content instead.
  const areaKey = useMemo(() => (area ? JSON.stringify(area) : ''), [area]);
  return (
    <RegistryMap
      label={t('map.locationLabel')}
      {...(point ? { center: point, zoom: POINT_ZOOM } : {})}
    >
      {area ? <GeoJSON key={areaKey} data={area} style={AREA_STYLE} interactive={false} /> : null}
      <FitArea area={area} />
      {point ? (
        <Marker position={point} icon={pointIcon} keyboard={false} title={t('map.projectPoint')} />
      ) : null}
    </RegistryMap>
  );
}
