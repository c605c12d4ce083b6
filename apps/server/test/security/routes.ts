import type { App } from '../../src/app';

/** One route of the built app: `method` upper case, `path` as registered (`/api/x/:id`). */
export interface RouteKey {
  method: string;
  path: string;
}

export const routeKey = (route: RouteKey) => `${route.method} ${route.path}`;

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?$/;

const EMPTY_ROOT = '(empty root node)';

/**
 * Every route of a built (ready) app, read from Fastify's own radix tree (`printRoutes()`: one
 * node per line, a route's path is the concatenation of the labels from the root). Fails loudly
 * rather than miss a route: a line it cannot read throws, every route found must satisfy
 * `app.hasRoute`, and every operation of the OpenAPI document must be among the routes found.
 */
export function listRoutes(app: App): RouteKey[] {
  const tree = app.printRoutes().replace(EMPTY_ROOT, '');
  const stack: string[] = [];
  const routes: RouteKey[] = [];
  for (const line of tree.split('\n')) {
    if (/^[└├]── $/.test(line) || line.trim() === '') continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`cannot read route tree line: ${JSON.stringify(line)}`);
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method) routes.push({ method, path });
    }
  }
  for (const route of routes) {
    // find-my-way keeps a bare `*` route (the CORS preflight) under the pattern `/*`.
    const url = route.path === '*' ? '/*' : route.path;
    if (!app.hasRoute({ method: route.method as 'GET', url })) {
      throw new Error(`route tree misread: ${routeKey(route)} is not a route`);
    }
  }
  const found = new Set(routes.map(routeKey));
  const openApi = app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  for (const [path, operations] of Object.entries(openApi.paths ?? {})) {
    for (const method of Object.keys(operations)) {
      const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      if (!found.has(key)) throw new Error(`route tree misread: ${key} (OpenAPI) is missing`);
    }
  }
  return routes;
}

/** The routes that change state: POST, PUT, PATCH, DELETE. */
export const isWriteRoute = (route: RouteKey) =>
  ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
