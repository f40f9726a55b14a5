import { createHash, randomFillSync } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Language } from '@registry/contract/common/language';
import type { UploadFileType } from '@registry/contract/files/upload';
import type { Layout } from '../../src/lib/file-inspection/test-fixtures';
import type { TestApp } from '../test-app';
import { call } from './call';

/* The browser's side of an upload: ask for a form, POST it, confirm. */

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
  /** 'companies' unless told. */
  module?: 'companies' | 'projects';
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
  file: {
    name: string;
    type: string;
    bytes: Uint8Array;
    fileType?: UploadFileType;
    module?: 'companies' | 'projects';
  },
) {
  const asked = await askUploadUrl(t, token, {
    ...(file.module ? { module: file.module } : {}),
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
