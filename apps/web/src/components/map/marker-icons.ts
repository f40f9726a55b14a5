import { divIcon, type DivIcon } from 'leaflet';

/**
 * Markers drawn by the stylesheet (map.css), not images: nothing to fetch, and
 * no inline style for the Content-Security-Policy to refuse.
 */
export const pointIcon: DivIcon = divIcon({
  className: 'registry-map-point',
  html: '<span class="registry-map-marker"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 22],
  popupAnchor: [0, -20],
});

/** A cluster of `count` projects: bigger as it holds more. */
export function clusterIcon(count: number): DivIcon {
  const size = count < 10 ? 32 : count < 100 ? 40 : 48;
  return divIcon({
    className: 'registry-map-cluster-wrapper',
    html: `<span class="registry-map-cluster">${count}</span>`,
    iconSize: [size, size],
  });
}
