import type { FastifyInstance } from 'fastify';

/**
 * Every route Fastify has registered, as "METHOD /path" in Fastify's syntax
 * (:name, *). Read from app.printRoutes' radix tree, where each line's
 * segment continues its parent's path (the commonPrefix: false view drops the
 * parents of wildcard routes); HEAD routes Fastify adds to every GET are left out.
 */
export function listRegisteredRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes();
  const pathAtDepth: string[] = [];
  const routes = new Set<string>();
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (depth > 0 ? (pathAtDepth[depth - 1] ?? '') : '') + (match[2] ?? '');
    pathAtDepth[depth] = path;
    pathAtDepth.length = depth + 1;
    const methods = (match[3] ?? '').split(',').map((m) => m.trim());
    for (const method of methods.filter(Boolean)) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      routes.add(`${method} ${path}`);
    }
  }
  if (routes.size === 0) throw new Error(`no route read from app.printRoutes:\n${tree}`);
  return [...routes].sort();
}
