import { describe, expect, it } from 'vitest';
import { tileOrigin } from './tile-origin';

describe('tileOrigin (the tile server the CSP lets images come from)', () => {
  it('is the scheme, host and port of the template', () => {
    expect(tileOrigin('https://tiles.example.org/osm/{z}/{x}/{y}.png')).toBe(
      'https://tiles.example.org',
    );
    expect(tileOrigin('http://10.0.0.5:8081/{z}/{x}/{y}.png?key=1')).toBe('http://10.0.0.5:8081');
  });

  it('turns a {s} subdomain into a wildcard', () => {
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org',
    );
  });
});
