import { describe, expect, it } from 'vitest';
import { loadCountryOutlines, unwrapRing } from './map-data';

describe('the country outlines across the antimeridian', () => {
  it('makes a ring that jumps from 179° to -179° continuous, both ways', () => {
    expect(
      unwrapRing([
        [170, 60],
        [179, 60],
        [-179, 62],
        [-170, 65],
        [179, 66],
        [170, 60],
      ]),
    ).toEqual([
      [170, 60],
      [179, 60],
      [181, 62],
      [190, 65],
      [179, 66],
      [170, 60],
    ]);
  });

  it('leaves no step of more than half the world in any bundled outline', async () => {
    const outlines = await loadCountryOutlines();
    const rings = outlines.features.flatMap((outline) =>
      outline.geometry.type === 'Polygon'
        ? outline.geometry.coordinates
        : outline.geometry.type === 'MultiPolygon'
          ? outline.geometry.coordinates.flat()
          : [],
    );
    const jumps = rings.flatMap((ring) =>
      ring.slice(1).filter((point, index) => Math.abs(point[0]! - ring[index]![0]!) > 180),
    );
    // Antarctica's ring closes along the pole, off the map: its one step is the only one left.
    expect(jumps.length).toBeLessThanOrEqual(1);
    expect(rings.length).toBeGreaterThan(200);
  });
});
