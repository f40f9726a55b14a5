import { afterEach, describe, expect, it } from 'vitest';
import { HEADERS, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function mapConfigOf(mapTiles: { url: string; attribution: string } | null) {
  t = await createTestApp({ seed: 'none', config: { mapTiles } });
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/platform/map-config',
    headers: HEADERS,
  });
  return {
    statusCode: response.statusCode,
    body: response.json(),
    csp: String(response.headers['content-security-policy']),
  };
}

describe('GET /api/platform/map-config', () => {
  it('answers no tile layer by default, and the CSP names no third-party image origin', async () => {
    const { statusCode, body, csp } = await mapConfigOf(null);
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ status: 1, tilesUrl: null, attribution: '' });
    expect(csp).toContain("img-src 'self' data: blob:;");
  });

  it('answers MAP_TILES_URL and its attribution to anyone, and lets images come from its origin', async () => {
    const { statusCode, body, csp } = await mapConfigOf({
      url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© Example contributors',
    });
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({
      status: 1,
      tilesUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© Example contributors',
    });
    expect(csp).toContain("img-src 'self' data: blob: https://*.tiles.example.org;");
    expect(csp).toContain("connect-src 'self';");
  });
});
