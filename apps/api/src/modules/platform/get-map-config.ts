import type { MapConfig } from '@registry/contract/platform/get-map-config';
import type { MapTilesConfig } from '../../config';

/**
 * GET /platform/map-config: the tile layer of MAP_TILES_URL, or none (the maps
 * then draw the bundled country outlines alone). Public: it names no secret.
 */
export function getMapConfig({ input }: { input: { mapTiles: MapTilesConfig | null } }): MapConfig {
  return {
    tilesUrl: input.mapTiles?.url ?? null,
    attribution: input.mapTiles?.attribution ?? '',
  };
}
