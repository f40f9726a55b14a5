import { createHash, randomFillSync } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import type { Language } from '@registry/contract/common/language';
import type { UploadFileType } from '@registry/contract/files/upload';
import { typeDocumentCompanies } from '../../db/schema/reference';
import { companyDocuments, companyMedia } from '../../db/schema/files';
import { companyRequests } from '../../db/schema/company-profile';
import type { Layout } from '../../lib/file-inspection/test-fixtures';
import { HEADERS, type TestApp } from '../../../test/test-app';

/*
 * Helpers of the files tests (not loaded by the app): the browser's side of an
 * upload (ask for a form, POST it, confirm), rows a save would have written,
 * connections between companies, and a tiny fake clamd.
 */

export interface FilesAnswer {
  status: 0 | 1;
  codeMessages: { codeMessage: string; message: string; field?: string }[];
  url?: string;
  urls?: string[];
  fields?: Record<string, string>;
  route?: string;
  file?: {
    route: string;
    time: string;
    name: string;
    md5: string;
    size: number;
    contentType: string;
  };
  companiesDocuments?: { id: number; fileName: string; created: string; updated: string }[];
}

export async function call(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  { token, payload, lng = 'en' }: { token?: string; payload?: object; lng?: Language } = {},
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...HEADERS, lng, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<FilesAnswer>() };
}

export const md5Of = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

/** A multipart/form-data body as a browser sends it: the fields, then the file in "file". */
export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Uint8Array },
) {
  const boundary = `----registry-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface UploadRequest {
  fileType?: UploadFileType;
  fileName: string;
  contentType: string;
  size: number;
}

export function askUploadUrl(t: TestApp, token: string, request: UploadRequest) {
  return call(t, 'POST', '/api/platform/file/upload-url', {
    token,
    payload: { module: 'companies', ...request, fileType: request.fileType ?? 'document' },
  });
}

/** POSTs the form the API handed out (no session, no platform header: like S3). */
export async function postForm(
  t: TestApp,
  form: { url: string; fields: Record<string, string> },
  file: { name: string; type: string; bytes: Uint8Array },
) {
  const { payload, headers } = multipartBody(form.fields, file);
  return t.app.inject({ method: 'POST', url: form.url, headers, payload });
}

export function confirm(
  t: TestApp,
  token: string,
  file: { route: string; name: string; md5: string; time?: string },
  lng: Language = 'en',
) {
  return call(t, 'POST', '/api/platform/file/confirm', {
    token,
    lng,
    payload: { time: String(Date.now()), ...file },
  });
}

/** The whole browser side of one upload; answers the confirm and the route. */
export async function uploadFile(
  t: TestApp,
  token: string,
  file: { name: string; type: string; bytes: Uint8Array; fileType?: UploadFileType },
) {
  const asked = await askUploadUrl(t, token, {
    fileType: file.fileType,
    fileName: file.name,
    contentType: file.type,
    size: file.bytes.length,
  });
  if (asked.status !== 200 || !asked.body.url || !asked.body.fields || !asked.body.route) {
    throw new Error(`upload-url failed: ${JSON.stringify(asked.body)}`);
  }
  const posted = await postForm(t, { url: asked.body.url, fields: asked.body.fields }, file);
  if (posted.statusCode !== 204) throw new Error(`upload failed: ${posted.body}`);
  const route = asked.body.route;
  const confirmed = await confirm(t, token, { route, name: file.name, md5: md5Of(file.bytes) });
  return { route, fields: asked.body.fields, confirmed };
}

/** An accepted (state 1) or other connection request between two companies, as a save would write. */
export async function connectCompanies(
  t: TestApp,
  requesterCompanyId: number,
  targetCompanyId: number,
  state: 0 | 1 | 2 = 1,
) {
  await t.database.db
    .insert(companyRequests)
    .values({ requesterCompanyId, targetCompanyId, state });
}

export async function firstDocumentTypeIds(t: TestApp): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: typeDocumentCompanies.id })
    .from(typeDocumentCompanies);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** A company document row as the My Company saves write it (latest: last = true). */
export async function insertDocument(
  t: TestApp,
  values: {
    companyId: number;
    typeDocumentCompanyId: number;
    route: string;
    fileName: string;
    last?: boolean;
    created?: Date;
  },
) {
  const [row] = await t.database.db
    .insert(companyDocuments)
    .values({
      time: String(Date.now()),
      md5: '0'.repeat(32),
      size: 10,
      contentType: 'application/pdf',
      ...values,
      ...(values.created ? { updated: values.created } : {}),
    })
    .returning();
  if (!row) throw new Error('no document inserted');
  return row;
}

export async function insertMedia(
  t: TestApp,
  values: { companyId: number; route: string; fileName: string; last?: boolean; created?: Date },
) {
  const [row] = await t.database.db
    .insert(companyMedia)
    .values({
      time: String(Date.now()),
      md5: '0'.repeat(32),
      size: 10,
      contentType: 'image/png',
      ...values,
      ...(values.created ? { updated: values.created } : {}),
    })
    .returning();
  if (!row) throw new Error('no media inserted');
  return row;
}

/**
 * Writes a layout to a file by streaming: every run of "zeros" becomes random
 * bytes made 1 MB at a time, so a file of hundreds of MB is never in memory.
 * Answers its size and MD5.
 */
export async function writeLayoutStreaming(path: string, layout: Layout) {
  const out = createWriteStream(path);
  const hash = createHash('md5');
  const chunk = Buffer.alloc(1024 * 1024);
  let size = 0;
  const write = async (bytes: Uint8Array) => {
    hash.update(bytes);
    size += bytes.length;
    if (!out.write(bytes)) await once(out, 'drain');
  };
  for (const part of layout) {
    if (part instanceof Uint8Array) {
      await write(part);
      continue;
    }
    for (let left = part.zeros; left > 0; left -= chunk.length) {
      const piece = chunk.subarray(0, Math.min(chunk.length, left));
      randomFillSync(piece);
      // write() keeps a reference: hand it a copy so the next fill does not change it.
      await write(Buffer.from(piece));
    }
  }
  out.end();
  await once(out, 'finish');
  return { size, md5: hash.digest('hex') };
}

/**
 * A fake clamd speaking INSTREAM: answers "stream: OK", or "stream: {name}
 * FOUND" when the content holds the marker. Records what it received.
 */
export async function startFakeClamd(marker: Buffer, signature = 'Eicar-Test-Signature') {
  const scans: { bytes: number; infected: boolean }[] = [];
  const server: Server = createServer((socket) => {
    let buffer = Buffer.alloc(0);
    let isCommandRead = false;
    let received = 0;
    let tail = Buffer.alloc(0);
    let infected = false;
    socket.on('data', (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      if (!isCommandRead) {
        const end = buffer.indexOf(0);
        if (end < 0) return;
        if (buffer.subarray(0, end).toString() !== 'zINSTREAM') {
          socket.end('UNKNOWN COMMAND\0');
          return;
        }
        isCommandRead = true;
        buffer = buffer.subarray(end + 1);
      }
      while (buffer.length >= 4) {
        const length = buffer.readUInt32BE(0);
        if (length === 0) {
          scans.push({ bytes: received, infected });
          socket.end(infected ? `stream: ${signature} FOUND\0` : 'stream: OK\0');
          return;
        }
        if (buffer.length < 4 + length) return;
        // Look for the marker across chunk borders without keeping the whole stream.
        const piece = Buffer.concat([tail, buffer.subarray(4, 4 + length)]);
        if (piece.includes(marker)) infected = true;
        tail = piece.subarray(Math.max(0, piece.length - marker.length));
        received += length;
        buffer = buffer.subarray(4 + length);
      }
    });
    socket.on('error', () => socket.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `tcp://127.0.0.1:${address.port}`,
    scans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
