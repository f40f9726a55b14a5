import type { GeoJsonObject } from 'geojson';
import { useTranslation } from 'react-i18next';
import { ProjectLocationMap } from '../../../components/map';

export interface ProjectLocationSlotProps {
  latitude: number;
  longitude: number;
  /** The project's area as GeoJSON, when it has one. */
  area: unknown;
}

/** The project page's map: its point and area, with the coordinates in words. Loaded lazily. */
export default function ProjectLocationSlot({
  latitude,
  longitude,
  area,
}: ProjectLocationSlotProps) {
  const { t } = useTranslation('publicProjects');
  return (
    <>
      <ProjectLocationMap
        latitude={latitude}
        longitude={longitude}
        area={(area ?? null) as GeoJsonObject | null}
      />
      <p className="small text-body-secondary mt-2" data-testid="project-location-coordinates">
        {t('map.coordinates', { latitude, longitude })}
      </p>
    </>
  );
}
