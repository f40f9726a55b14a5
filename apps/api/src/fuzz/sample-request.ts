import { toJsonText } from './hostile-values';
import type { Operation } from './openapi-operations';
import { sampleOf, type SampleOptions } from './sample-values';

/**
 * A well-formed-looking request of an operation, in parts the fuzzer can
 * replace one by one: every path and query parameter, and the body's
 * required fields (all of them with isFull).
 */
export interface SampleRequest {
  /** Path parameter values, URL-encoded. */
  path: Record<string, string>;
  /** Query parameter values, URL-encoded. */
  query: Record<string, string>;
  /** The JSON body's text, when the operation takes one. */
  bodyText?: string;
  /** The URL with these (or other) path values and query text. */
  urlWith(path: Record<string, string>, queryText: string): string;
}

export function sampleRequest(operation: Operation, options: SampleOptions = {}): SampleRequest {
  const encoded = (p: { name: string; schema: object }) =>
    encodeURIComponent(String(sampleOf(p.schema, p.name, options)));
  return {
    path: Object.fromEntries(operation.pathParams.map((p) => [p.name, encoded(p)])),
    query: Object.fromEntries(operation.queryParams.map((p) => [p.name, encoded(p)])),
    bodyText: operation.body ? toJsonText(sampleOf(operation.body, '', options)) : undefined,
    urlWith: (path, queryText) =>
      operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => path[name] ?? '1') +
      (queryText ? `?${queryText}` : ''),
  };
}

export function toQueryText(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}
