import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureCollection, Position } from 'geojson';
import { GetMapConfigResponseSchema } from '@registry/contract/platform/get-map-config';
import { apiCall } from '../../lib/api-client';

/** The tile layer of the server's MAP_TILES_URL (GET /api/platform/map-config); none by default. */
export const mapConfigQueryOptions = queryOptions({
  queryKey: ['platform', 'map-config'],
  queryFn: ({ signal }) =>
    apiCall({ path: '/platform/map-config', schema: GetMapConfigResponseSchema, signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useMapConfig() {
  return useQuery(mapConfigQueryOptions);
}

/**
 * A ring whose longitudes jump across the antimeridian (179° to -179°) made
 * continuous (179° to 181°): Leaflet joins points with straight lines on its
 * flat map, so a jump would draw a line across the whole world.
 */
export function unwrapRing(ring: readonly Position[]): Position[] {
  let previous: number | null = null;
  return ring.map(([longitude = 0, latitude = 0, ...rest]) => {
    let unwrapped = longitude;
    if (previous !== null) {
      while (unwrapped - previous > 180) unwrapped -= 360;
      while (unwrapped - previous < -180) unwrapped += 360;
    }
    previous = unwrapped;
    return [unwrapped, latitude, ...rest];
  });
}

/** Every polygon's rings of the outlines made continuous across the antimeridian. */
export function unwrapAntimeridian(collection: FeatureCollection): FeatureCollection {
  return {
    ...collection,
    features: collection.features.map((outline) => {
      const geometry = outline.geometry;
      if (geometry.type === 'Polygon') {
        return {
          ...outline,
          geometry: { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) },
        };
      }
      if (geometry.type === 'MultiPolygon') {
        return {
          ...outline,
          geometry: {
            ...geometry,
            coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapRing)),
          },
        };
      }
      return outline;
    }),
  };
}

/**
 * The world's country outlines (Natural Earth 1:110m from world-atlas, bundled
 * with the app), turned from TopoJSON into GeoJSON. Both libraries load with
 * the first map that needs them, never with the first page.
 */
export async function loadCountryOutlines(): Promise<FeatureCollection> {
  const [{ feature }, { default: topology }] = await Promise.all([
    import('topojson-client'),
    import('world-atlas/countries-110m.json'),
  ]);
  const world = topology as unknown as Parameters<typeof feature>[0];
  const countries = world.objects['countries'];
  if (!countries) return { type: 'FeatureCollection', features: [] };
  const outlines = feature(world, countries);
  return unwrapAntimeridian(
    outlines.type === 'FeatureCollection'
      ? outlines
      : { type: 'FeatureCollection', features: [outlines] },
  );
}

export const countryOutlinesQueryOptions = queryOptions({
  queryKey: ['map', 'country-outlines'],
  queryFn: loadCountryOutlines,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export function useCountryOutlines() {
  return useQuery(countryOutlinesQueryOptions);
}
