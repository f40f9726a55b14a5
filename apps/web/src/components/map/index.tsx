import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingSpinner } from '../ui/loading-spinner';

// Leaflet, the outlines and the clustering load with the first map shown, never with the first page.
const LazyLocationPicker = lazy(() => import('./location-picker'));
const LazyProjectsMap = lazy(() => import('./projects-map'));
const LazyProjectLocationMap = lazy(() => import('./project-location-map'));

export type { LocationPickerProps } from './location-picker';
export type { ProjectsMapPoint, ProjectsMapProps } from './projects-map';
export type { ProjectLocationMapProps } from './project-location-map';

/** Click the map to set the point; the form keeps its latitude and longitude fields. */
export function LocationPicker(props: ComponentProps<typeof LazyLocationPicker>) {
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <LazyLocationPicker {...props} />
    </Suspense>
  );
}

/** The public list's clustered markers, a popup per project. */
export function ProjectsMap(props: ComponentProps<typeof LazyProjectsMap>) {
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <LazyProjectsMap {...props} />
    </Suspense>
  );
}

/** The project page's point and area. */
export function ProjectLocationMap(props: ComponentProps<typeof LazyProjectLocationMap>) {
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <LazyProjectLocationMap {...props} />
    </Suspense>
  );
}
