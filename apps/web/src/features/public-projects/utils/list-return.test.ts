import { describe, expect, it } from 'vitest';
import { fromListState, listPathFrom } from './list-return';

describe('the way back to the list', () => {
  it('returns to the list with the search it came from', () => {
    expect(listPathFrom(fromListState('?search=bosque&country=7&view=map'))).toBe(
      '/projects-list?search=bosque&country=7&view=map',
    );
    expect(listPathFrom(fromListState(''))).toBe('/projects-list');
  });

  it('knows no way back from a state the list did not write', () => {
    expect(listPathFrom(null)).toBeNull();
    expect(listPathFrom(undefined)).toBeNull();
    expect(listPathFrom({ other: '?a=1' })).toBeNull();
    expect(listPathFrom({ listSearch: 7 })).toBeNull();
    // Never another path or site: only a search is taken.
    expect(listPathFrom({ listSearch: '//evil.example/x' })).toBeNull();
    expect(listPathFrom({ listSearch: `?${'a'.repeat(2000)}` })).toBeNull();
  });
});
