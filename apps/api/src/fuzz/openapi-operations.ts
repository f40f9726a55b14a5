import type { FastifyInstance } from 'fastify';
import { HEADERS } from '../../test/test-app';

/** The parts of a JSON schema the generators read (OpenAPI 3.0 flavour, as @fastify/swagger writes it). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The document's path, with {name} placeholders. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head']);

/** The OpenAPI document exactly as the API serves it to callers. */
export async function fetchDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json', headers: HEADERS });
  if (response.statusCode !== 200)
    throw new Error(`/api/docs/json answered ${response.statusCode}`);
  return response.json<OpenApiDocument>();
}

/** Every operation of the document, with $refs resolved. */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const document = await fetchDocument(app);
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined =>
    resolveRefs(schema, document.components?.schemas ?? {}, 0);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = (operation.parameters ?? []).map((p) => ({
        ...p,
        schema: resolve(p.schema) ?? {},
      }));
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json'];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: json ? (resolve(json.schema) ?? {}) : undefined,
      });
    }
  }
  return operations;
}

/** "METHOD /path" in Fastify's syntax (:name and *), to compare with the registered routes. */
export function routeKey(method: string, openApiPath: string): string {
  const path = openApiPath.replace(/\{\*\}/g, '*').replace(/\{([^}]+)\}/g, ':$1');
  return `${method.toUpperCase()} ${path}`;
}

function resolveRefs(
  schema: JsonSchema | undefined,
  components: Record<string, JsonSchema>,
  depth: number,
): JsonSchema | undefined {
  if (!schema || depth > 20) return schema;
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolveRefs(components[name], components, depth + 1);
  }
  const next = (s: JsonSchema | undefined) => resolveRefs(s, components, depth + 1);
  const list = (l: JsonSchema[] | undefined) => l?.map((s) => next(s) ?? {});
  return {
    ...schema,
    properties: schema.properties
      ? Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, next(v) ?? {}]))
      : undefined,
    items: next(schema.items),
    anyOf: list(schema.anyOf),
    oneOf: list(schema.oneOf),
    allOf: list(schema.allOf),
  };
}
