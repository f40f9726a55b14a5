import { LocationPicker } from '../../../components/map';

export interface LocationMapSlotProps {
  /** The point chosen so far, or null. */
  latitude: number | null;
  longitude: number | null;
  /** Called with the point a user picks on the map. */
  onPick: (point: { latitude: number; longitude: number }) => void;
}

/** The location step's map: a click sets the point; the latitude and longitude fields stay. */
export function LocationMapSlot({ latitude, longitude, onPick }: LocationMapSlotProps) {
  return (
    <div className="mb-3">
      <LocationPicker
        latitude={latitude}
        longitude={longitude}
        onPick={(pickedLatitude, pickedLongitude) =>
          onPick({ latitude: pickedLatitude, longitude: pickedLongitude })
        }
      />
    </div>
  );
}
