import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DataVersionName } from '../db/schema/data-versions';

/** How a public read is kept and told to browsers and proxies. */
export interface CachedReplyOptions {
  /** The data_versions name whose tables the answer reads. */
  name: DataVersionName;
  /** Seconds a browser may reuse the answer unasked; 0 asks it to check each time (ETag). */
  maxAgeSeconds: number;
}

interface Body {
  text: string;
  etag: string;
}

interface Entry {
  version: string;
  body: Promise<Body>;
}

/** The answers kept: the most recently used, up to this many (a visitor's filters vary). */
const DEFAULT_MAX_ENTRIES = 2000;

export interface CachedReplies {
  /**
   * Answers a public read from memory while the version of its name stays the
   * one it was read at (decision 038), with an ETag and Cache-Control, and
   * 304 when the caller already holds it. load gives the answer (an object
   * the route's schema serializes, or JSON text); concurrent misses share
   * one load.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    options: CachedReplyOptions,
    load: () => Promise<object | string>,
  ): Promise<FastifyReply>;
}

/** The request's identity for its answer: route, language, path and query as parsed. */
function keyOf(request: FastifyRequest): string {
  return JSON.stringify([
    request.routeOptions.url,
    request.lng,
    request.params ?? null,
    request.query ?? null,
  ]);
}

/** Whether an If-None-Match names this ETag (or is *). */
function isHeld(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export function createCachedReplies(
  versionOf: (name: DataVersionName) => Promise<string>,
  maxEntries = DEFAULT_MAX_ENTRIES,
): CachedReplies {
  const entries = new Map<string, Entry>();

  function remember(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  function bodyFor(key: string, version: string, load: () => Promise<Body>): Promise<Body> {
    const found = entries.get(key);
    if (found?.version === version) {
      remember(key, found);
      return found.body;
    }
    const body = load();
    const entry = { version, body };
    remember(key, entry);
    // A failed read is not kept: the next request reads again.
    body.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return body;
  }

  return {
    async send(request, reply, { name, maxAgeSeconds }, load) {
      const version = await versionOf(name);
      const body = await bodyFor(keyOf(request), version, async () => {
        const payload = await load();
        const text = typeof payload === 'string' ? payload : String(reply.serialize(payload));
        const hash = createHash('sha256').update(text).digest('base64url').slice(0, 27);
        return { text, etag: `"${hash}"` };
      });
      reply
        .header('etag', body.etag)
        .header(
          'cache-control',
          maxAgeSeconds > 0 ? `public, max-age=${maxAgeSeconds}` : 'no-cache',
        )
        .header('vary', 'lng');
      if (isHeld(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body.text);
    },
  };
}
