import { describe, expect, it } from 'vitest';
import {
  PublicProjectsQuerySchema,
  PublicProjectStateSchema,
  publicProjectsCsvPath,
} from './public-projects';

describe('the public list query', () => {
  it('reads facets as comma lists or repeated keys, without duplicates or blanks', () => {
    const query = PublicProjectsQuerySchema.parse({
      standard: '1,2,2',
      sector: ['energy', 'waste,energy'],
      label: ' ccp , ',
      vintage: '2024,2023,2024',
      limit: '5',
    });
    expect(query).toEqual(
      expect.objectContaining({
        standard: [1, 2],
        sector: ['energy', 'waste'],
        label: ['ccp'],
        vintage: [2024, 2023],
        limit: 5,
        sort: 'name',
      }),
    );
    expect(query.state).toBeUndefined();
  });

  it('refuses drafts, rejected projects, unknown values and limits out of range', () => {
    expect(PublicProjectStateSchema.options).not.toContain('draft');
    expect(PublicProjectStateSchema.options).not.toContain('rejected');
    for (const bad of [
      { state: 'draft' },
      { state: 'registered,rejected' },
      { standard: '0' },
      { label: 'gold' },
      { vintage: '1989' },
      { vintage: '2024.5' },
      { vintage: 'recent' },
      { sort: 'price' },
      { limit: '101' },
      { search: 'x'.repeat(121) },
      { sector: Array.from({ length: 51 }, (_, n) => `s${n}`).join(',') },
    ]) {
      expect(PublicProjectsQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('names the CSV of a filter', () => {
    expect(publicProjectsCsvPath('sector=energy')).toBe('/api/public/projects/csv?sector=energy');
    expect(publicProjectsCsvPath('')).toBe('/api/public/projects/csv');
  });
});
