import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialize, buildPdf } from '../lib/file-inspection/test-fixtures';
import { logIn, type Session } from '../../test/kit/session';
import { askUploadUrl, confirm, md5Of, multipartBody } from '../../test/kit/uploads';
import { createTestApp, HEADERS, type TestApp } from '../../test/test-app';

/*
 * Timeouts over real HTTP (decision 018), with small values: a client has
 * REQUEST_TIMEOUT_MS to send a whole request, except to the upload receiver;
 * a connection quiet for CONNECTION_TIMEOUT_MS is closed, wherever it is.
 */

const REQUEST_TIMEOUT_MS = 2000;
const CONNECTION_TIMEOUT_MS = 4000;
/** A slow but steady client: a few bytes this often, far within the idle timeout. */
const TRICKLE_EVERY_MS = 100;
/** Timers fire a little early or late; a margin, not a promise about speed. */
const JITTER_MS = 100;

let t: TestApp;
let port = 0;
let uploader: Session;

beforeAll(async () => {
  t = await createTestApp({
    config: { requestTimeoutMs: REQUEST_TIMEOUT_MS, connectionTimeoutMs: CONNECTION_TIMEOUT_MS },
  });
  uploader = await logIn(t, 'generalaccount@demo.example');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  port = address.port;
});
afterAll(async () => t.close());

interface RawConnection {
  socket: Socket;
  /** Resolves when the server closes the connection: what it answered, and when. */
  closed: Promise<{ answer: string; afterMs: number }>;
}

/** A raw TCP connection to the server, recording what it answers. */
async function openConnection(): Promise<RawConnection> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const startedAt = Date.now();
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  // A write after the server closed may fail; what the server answered is what counts.
  socket.on('error', () => undefined);
  const closed = once(socket, 'close').then(() => ({
    answer: Buffer.concat(chunks).toString('utf8'),
    afterMs: Date.now() - startedAt,
  }));
  return { socket, closed };
}

function requestHead(method: string, url: string, headers: Record<string, string | number>) {
  const lines = Object.entries({ host: '127.0.0.1', ...headers }).map(([k, v]) => `${k}: ${v}`);
  return `${method} ${url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** Sends the bytes a few at a time, every TRICKLE_EVERY_MS, until they end or `stop` resolves. */
async function trickle(socket: Socket, bytes: Buffer, pieces: number, stop?: Promise<unknown>) {
  let isStopped = false;
  void stop?.then(() => (isStopped = true));
  const size = Math.ceil(bytes.length / pieces);
  for (let at = 0; at < bytes.length && !isStopped && !socket.destroyed; at += size) {
    socket.write(bytes.subarray(at, at + size));
    await new Promise((resolve) => setTimeout(resolve, TRICKLE_EVERY_MS));
  }
}

function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
}

function bodyOf(answer: string): unknown {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
}

const pdf = materialize(buildPdf({ fillerLength: 64 * 1024 }));

/** A signed upload form for a small PDF, as raw request head and multipart body. */
async function uploadForm() {
  const asked = await askUploadUrl(t, uploader.token, {
    fileName: 'Slow line.pdf',
    contentType: 'application/pdf',
    size: pdf.length,
  });
  const { url, fields, route } = asked.body;
  if (!url || !fields || !route) throw new Error(`no form: ${JSON.stringify(asked.body)}`);
  const { payload, headers } = multipartBody(fields, {
    name: 'Slow line.pdf',
    type: 'application/pdf',
    bytes: pdf,
  });
  const head = requestHead('POST', url, {
    ...headers,
    'content-length': payload.length,
    connection: 'close',
  });
  return { head, payload, route };
}

describe('REQUEST_TIMEOUT_MS: the time to send a whole request', () => {
  it('answers 408 and closes a JSON request whose body keeps coming but never ends', async () => {
    const { socket, closed } = await openConnection();
    const body = Buffer.from(`{"email":"${'a'.repeat(4000)}@example.org"}`);
    socket.write(
      requestHead('POST', '/api/user/login', {
        ...HEADERS,
        'content-type': 'application/json',
        // Announces more than will ever come.
        'content-length': body.length + 1000,
      }),
    );
    // Steady enough that the idle timeout never fires: only the deadline can end it.
    void trickle(socket, body, 200, closed);
    const { answer, afterMs } = await closed;
    expect(statusOf(answer)).toBe(408);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(bodyOf(answer)).toEqual({
      status: 0,
      codeMessages: [
        {
          codeMessage: 'ERROR_REQUEST_TIMEOUT',
          message:
            'The request did not arrive within 2 seconds. Check your connection and try again.',
        },
      ],
    });
    expect(afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - JITTER_MS);
    expect(afterMs).toBeLessThan(CONNECTION_TIMEOUT_MS);
  }, 30_000);

  it('closes a connection that never sends its request', async () => {
    const { closed } = await openConnection();
    const { afterMs } = await closed;
    expect(afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - JITTER_MS);
  }, 30_000);

  it('answers a request whose body arrives in pieces but within the deadline as usual', async () => {
    const { socket, closed } = await openConnection();
    const body = Buffer.from('{"email":"nobody@example.org","password":"x","recaptchaValue":"x"}');
    socket.write(
      requestHead('POST', '/api/user/login', {
        ...HEADERS,
        'content-type': 'application/json',
        'content-length': body.length,
        connection: 'close',
      }),
    );
    await trickle(socket, body, 5, closed);
    const { answer } = await closed;
    // The login's own refusal (the captcha), not the deadline's 408.
    expect(statusOf(answer)).toBe(400);
    expect(bodyOf(answer)).toMatchObject({ codeMessages: [{ codeMessage: 'ERROR_CAPTCHA' }] });
  }, 30_000);
});

describe('the upload receiver', () => {
  it('keeps a file sent slowly but steadily for longer than both timeouts', async () => {
    const { head, payload, route } = await uploadForm();
    const { socket, closed } = await openConnection();
    socket.write(head);
    const pieces = Math.ceil((CONNECTION_TIMEOUT_MS * 1.5) / TRICKLE_EVERY_MS);
    await trickle(socket, payload, pieces, closed);
    const { answer, afterMs } = await closed;
    expect(statusOf(answer)).toBe(204);
    expect(afterMs).toBeGreaterThan(CONNECTION_TIMEOUT_MS);

    const confirmed = await confirm(t, uploader.token, {
      route,
      name: 'Slow line.pdf',
      md5: md5Of(pdf),
    });
    expect(confirmed.body).toMatchObject({ status: 1, file: { size: pdf.length } });
  }, 60_000);
});

describe('CONNECTION_TIMEOUT_MS: a connection that goes quiet', () => {
  it('is closed when an upload stops sending half-way, and the half file is not kept', async () => {
    const { head, payload, route } = await uploadForm();
    const { socket, closed } = await openConnection();
    socket.write(head);
    socket.write(payload.subarray(0, payload.length / 2));
    const { answer, afterMs } = await closed;
    expect(afterMs).toBeGreaterThanOrEqual(CONNECTION_TIMEOUT_MS - JITTER_MS);
    expect(statusOf(answer)).not.toBe(204);

    const confirmed = await confirm(t, uploader.token, {
      route,
      name: 'Slow line.pdf',
      md5: md5Of(pdf),
    });
    expect(confirmed.body).toMatchObject({ status: 0 });
  }, 30_000);
});
