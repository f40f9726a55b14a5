import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_KEY_HEADER } from '@registry/contract/api-keys/api-keys-api';

/** How a caller proves who it is, as the OpenAPI document names it. */
export const SECURITY_SCHEMES = {
  session: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token of a logged-in user (POST /api/user/login).',
  },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: API_KEY_HEADER,
    description:
      'A company API key (/register-api), on the operations that name its scope: read, transfer or retire. A POST with a key also needs an Idempotency-Key header.',
  },
} as const;

type TransformArgs = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The zod schemas' transform, and each operation's `security`: none for a
 * public one, a session for one behind app.authenticate (on request or before
 * its handler), and an API key with
 * its scope where the route names one (config.apiKeyScope).
 */
export function openApiTransform(app: FastifyInstance) {
  return (args: TransformArgs) => {
    const transformed = jsonSchemaTransform(args);
    const route = (args as TransformArgs & { route: RouteOptions }).route;
    const hooks = [route.onRequest ?? [], route.preHandler ?? []].flat();
    const needsCaller = hooks.some(
      (hook) => hook === app.authenticate || hook === app.authenticateTokenOnly,
    );
    const scope = route.config?.apiKeyScope;
    const security: Record<string, string[]>[] = needsCaller
      ? [{ session: [] }, ...(scope ? [{ apiKey: [scope] }] : [])]
      : [];
    return { ...transformed, schema: { ...transformed.schema, security } };
  };
}
