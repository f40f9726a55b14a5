import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A page and a script large enough to be worth compressing, as a build leaves them. */
const INDEX_HTML = `<!doctype html><div id="root"></div>${'<!-- registry -->\n'.repeat(100)}`;
const SCRIPT = 'export const registry = "carbon";\n'.repeat(200);
const COMPRESS_DIST = path.resolve(import.meta.dirname, '../../../web/scripts/compress-dist.mjs');

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'tiny-abc.js'), 'console.log(1)');
  execFileSync(process.execPath, [COMPRESS_DIST, dist]);
  t = await createTestApp({ seed: 'none', webDist: dist });
});
afterAll(async () => {
  await t.close();
});

describe('the web app', () => {
  it('is served at /', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers index.html for every client route, also one with dots like /auth/{token}', async () => {
    for (const url of [
      '/my-company',
      '/projects/12',
      '/auth/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as immutable and answers 404 for a missing one', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
  });

  it("sends the build's brotli or gzip copy by Accept-Encoding, and the file itself to others", async () => {
    const get = (url: string, encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });

    const brotli = await get('/assets/index-abc.js', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gzip = await get('/assets/index-abc.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    // Too small to be worth a copy: sent as it is, whatever the browser accepts.
    const tiny = await get('/assets/tiny-abc.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('console.log(1)');

    // The page, at / and for client routes, compressed too and never cached stale.
    for (const url of ['/', '/my-company']) {
      const page = await get(url, 'br');
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });
});
