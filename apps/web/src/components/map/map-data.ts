import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureCollection } from 'geojson';
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
  return outlines.type === 'FeatureCollection'
    ? outlines
    : { type: 'FeatureCollection', features: [outlines] };
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
