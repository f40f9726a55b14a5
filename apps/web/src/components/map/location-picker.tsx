import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { pointIcon } from './marker-icons';
import { RegistryMap } from './registry-map';

export interface LocationPickerProps {
  /** The point chosen so far; null (or out of range) shows the whole world and no marker. */
  latitude: number | null;
  longitude: number | null;
  /** Called with the clicked point, rounded to 6 decimals (about 10 cm). */
  onPick: (latitude: number, longitude: number) => void;
}

const PICK_DECIMALS = 6;
const POINT_ZOOM = 5;

function round(value: number): number {
  const factor = 10 ** PICK_DECIMALS;
  return Math.round(value * factor) / factor;
}

/** A latitude in [-90, 90] and a longitude in [-180, 180]: a point the map can show. */
export function isValidPoint(
  latitude: number | null,
  longitude: number | null,
): [number, number] | null {
  if (latitude === null || longitude === null) return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return [latitude, longitude];
}

/** Leaflet's longitude of a click may lie on a copy of the world: brought back to [-180, 180]. */
export function wrapLongitude(longitude: number): number {
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}

function ClickToPick({ onPick }: Pick<LocationPickerProps, 'onPick'>) {
  useMapEvents({
    click: (event) => onPick(round(event.latlng.lat), round(wrapLongitude(event.latlng.lng))),
  });
  return null;
}

/** Brings a point typed into the form's fields into view. */
function FollowPoint({ point }: { point: [number, number] | null }) {
  const map = useMap();
  const [latitude, longitude] = point ?? [null, null];
  useEffect(() => {
    if (latitude === null || longitude === null) return;
    if (!map.getBounds().contains([latitude, longitude])) {
      map.setView([latitude, longitude], Math.max(map.getZoom(), POINT_ZOOM));
    }
  }, [map, latitude, longitude]);
  return null;
}

/**
 * The project form's map: a click sets the project's point. The latitude and
 * longitude fields stay in the form beside it, the way to set the point with a
 * keyboard or a screen reader; the map says so under it.
 */
export default function LocationPicker({ latitude, longitude, onPick }: LocationPickerProps) {
  const { t } = useTranslation('ui');
  const hintId = useId();
  const point = isValidPoint(latitude, longitude);
  return (
    <div className="registry-map-picker">
      <RegistryMap
        label={t('map.pickerLabel')}
        descriptionId={hintId}
        {...(point ? { center: point, zoom: POINT_ZOOM } : {})}
      >
        <ClickToPick onPick={onPick} />
        <FollowPoint point={point} />
        {point ? (
          <Marker position={point} icon={pointIcon} keyboard={false} title={t('map.pickedPoint')} />
        ) : null}
      </RegistryMap>
      <p id={hintId} className="form-text mb-0">
        {t('map.pickerHint')}
      </p>
    </div>
  );
}
