import { z } from 'zod';
import { envelopeWith } from '../common/envelope';

/**
 * GET /api/platform/map-config: the tile layer the maps draw under the bundled
 * country outlines. tilesUrl is a Leaflet template ({z}/{x}/{y}, maybe {s});
 * null (the default) draws the outlines alone and calls no third party.
 */
export const MapConfigSchema = z.object({
  tilesUrl: z.string().nullable(),
  /** The tile server's required credit, shown in the map's corner; empty without tiles. */
  attribution: z.string(),
});
export type MapConfig = z.infer<typeof MapConfigSchema>;

export const GetMapConfigResponseSchema = envelopeWith(MapConfigSchema.shape);
export type GetMapConfigResponse = z.infer<typeof GetMapConfigResponseSchema>;
