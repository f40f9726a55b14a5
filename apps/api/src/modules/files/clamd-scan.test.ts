import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEicar, buildPdf, materialize } from '../../lib/file-inspection/test-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startFakeClamd } from '../../../test/kit/fake-clamd';
import { logIn, type Session } from '../../../test/kit/session';
import { askUploadUrl, confirm, md5Of, postForm } from '../../../test/kit/uploads';
import { ClamdError, parseClamdUrl, scanWithClamd } from './clamd-client';

/** What the fake clamd treats as a virus (the inspector finds nothing wrong with it). */
const MARKER = Buffer.from('FAKE-CLAMD-SIGNATURE-7f3a');
let clamd: Awaited<ReturnType<typeof startFakeClamd>>;
/** A clamd that answers OK as soon as it has read the first chunk. */
let earlyClamd: Awaited<ReturnType<typeof startFakeClamd>>;

async function* chunksOf(bytes: Buffer, size: number) {
  for (let offset = 0; offset < bytes.length; offset += size)
    yield bytes.subarray(offset, offset + size);
}

beforeAll(async () => {
  clamd = await startFakeClamd(MARKER);
  earlyClamd = await startFakeClamd(MARKER, { isEarly: true });
});
afterAll(async () => {
  await clamd.close();
  await earlyClamd.close();
});

describe('scanWithClamd (INSTREAM over node:net)', () => {
  it('answers clean for a clean stream, sent whole in frames', async () => {
    const bytes = Buffer.alloc(5 * 1024 * 1024 + 17, 7);
    expect(await scanWithClamd(clamd.url, chunksOf(bytes, 1024 * 1024))).toEqual({ clean: true });
    expect(clamd.scans.at(-1)).toEqual({ bytes: bytes.length, infected: false });
  });

  it('names the signature clamd found (the EICAR test file)', async () => {
    const eicarClamd = await startFakeClamd(buildEicar());
    try {
      expect(await scanWithClamd(eicarClamd.url, chunksOf(buildEicar(), 10))).toEqual({
        clean: false,
        signature: 'Eicar-Test-Signature',
      });
    } finally {
      await eicarClamd.close();
    }
  });

  it('throws ClamdError when clamd is unreachable, answers an error, or the address is wrong', async () => {
    const server = createServer((socket) => {
      socket.resume(); // read (and drop) what the client still sends, so the connection can end
      socket.end('INSTREAM size limit exceeded. ERROR\0');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as { port: number }).port;
    await expect(
      scanWithClamd(`tcp://127.0.0.1:${port}`, chunksOf(Buffer.alloc(10), 5)),
    ).rejects.toThrow(/size limit exceeded/);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await expect(
      scanWithClamd(`tcp://127.0.0.1:${port}`, chunksOf(Buffer.alloc(10), 5)),
    ).rejects.toBeInstanceOf(ClamdError);
    expect(() => parseClamdUrl('http://clamd:3310')).toThrow(ClamdError);
    expect(parseClamdUrl('tcp://clamav.internal:3310')).toEqual({
      host: 'clamav.internal',
      port: 3310,
    });
  });
});

describe('POST /api/platform/file/confirm with CLAMAV_URL set', () => {
  let t: TestApp;
  let uploader: Session;
  // The app talks to a port that forwards to a fake clamd only while "clamd is up".
  let isClamdUp = true;
  let upstreamUrl = '';
  const proxy = createServer((socket) => {
    if (!isClamdUp) {
      socket.destroy();
      return;
    }
    const { host, port } = parseClamdUrl(upstreamUrl || clamd.url);
    const upstream = connect({ host, port });
    socket.pipe(upstream).pipe(socket);
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    // When one side closes, so does the other, as a TCP proxy does. Without this,
    // the early-verdict test could leave the app's side paused for good (pipe
    // unpipes a paused source when its destination closes), and proxy.close()
    // in afterAll would wait for that connection until the hook timed out.
    upstream.on('close', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
  });
  beforeAll(async () => {
    proxy.listen(0, '127.0.0.1');
    await once(proxy, 'listening');
    const clamavUrl = `tcp://127.0.0.1:${(proxy.address() as { port: number }).port}`;
    t = await createTestApp({ config: { clamavUrl } });
    uploader = await logIn(t, 'generalaccount@demo.example');
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => proxy.close(() => resolve()));
  });

  async function upload(bytes: Buffer, name = 'plan.pdf') {
    const asked = await askUploadUrl(t, uploader.token, {
      fileName: name,
      contentType: 'application/pdf',
      size: bytes.length,
    });
    const posted = await postForm(
      t,
      { url: asked.body.url ?? '', fields: asked.body.fields ?? {} },
      { name, type: 'application/pdf', bytes },
    );
    expect(posted.statusCode).toBe(204);
    return asked.body.route ?? '';
  }

  it('keeps a file clamd finds clean, after clamd read all of it', async () => {
    const pdf = materialize(buildPdf({ fillerLength: 3 * 1024 * 1024 }));
    const route = await upload(pdf);
    const before = clamd.scans.length;
    const answer = await confirm(t, uploader.token, { route, name: 'plan.pdf', md5: md5Of(pdf) });
    expect(answer.body).toMatchObject({ status: 1, file: { md5: md5Of(pdf) } });
    expect(clamd.scans.slice(before)).toEqual([{ bytes: pdf.length, infected: false }]);
    expect(t.logs.join('')).toMatch(/"clamd":true[^\n]*"msg":"upload confirmed clean"/);
  });

  it('rejects and deletes a file clamd flags, though the built-in inspector passes it', async () => {
    const pdf = materialize(buildPdf({ comment: MARKER.toString('latin1') }));
    const route = await upload(pdf);
    const answer = await confirm(t, uploader.token, { route, name: 'plan.pdf', md5: md5Of(pdf) });
    expect(answer.status).toBe(422);
    expect(answer.body.codeMessages[0]?.codeMessage).toBe('malformedFile');
    expect(existsSync(path.join(t.dataDir, 'files', route))).toBe(false);
    expect(t.logs.join('')).toContain('"reason":"virus","detail":"clamd: Eicar-Test-Signature"');
  });

  it('answers 503 while clamd is down, and the same upload can be confirmed once it is back', async () => {
    const pdf = materialize(buildPdf({ comment: 'retry' }));
    const route = await upload(pdf);
    isClamdUp = false;
    const down = await confirm(t, uploader.token, { route, name: 'plan.pdf', md5: md5Of(pdf) });
    expect(down.status).toBe(503);
    expect(down.body.codeMessages[0]?.codeMessage).toBe('ERROR_SCAN_UNAVAILABLE');
    expect(t.logs.join('')).toMatch(
      /"route":"[^"]+","err":\{[^\n]*"msg":"virus scanner unavailable; the upload can be confirmed again"/,
    );
    isClamdUp = true;
    const back = await confirm(t, uploader.token, { route, name: 'plan.pdf', md5: md5Of(pdf) });
    expect(back.body.status).toBe(1);
  });

  it('answers 503 when clamd gives its verdict before reading the whole file, and confirms nothing', async () => {
    const pdf = materialize(buildPdf({ fillerLength: 16 * 1024 * 1024 }));
    const route = await upload(pdf);
    upstreamUrl = earlyClamd.url;
    try {
      const early = await confirm(t, uploader.token, { route, name: 'plan.pdf', md5: md5Of(pdf) });
      expect(early.status).toBe(503);
      expect(early.body.codeMessages[0]?.codeMessage).toBe('ERROR_SCAN_UNAVAILABLE');
      expect(earlyClamd.scans.at(-1)?.bytes).toBeLessThan(pdf.length);
      expect(t.logs.join('')).toContain('clamd answered before reading the whole file');
    } finally {
      upstreamUrl = '';
    }
    // A clamd that reads it all then keeps it.
    const whole = await confirm(t, uploader.token, { route, name: 'plan.pdf', md5: md5Of(pdf) });
    expect(whole.body).toMatchObject({ status: 1, file: { md5: md5Of(pdf) } });
  });
});
