import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPagelens, type TestServer } from '../start-pagelens.js';

let lens: TestServer;

beforeAll(async () => {
  lens = await startPagelens();
});

afterAll(async () => {
  await lens?.close();
});

interface Route {
  readonly method: string;
  readonly path: string;
}

const key = (r: Route) => `${r.method} ${r.path}`;
const openApiPath = (fastifyPath: string) => fastifyPath.replace(/:(\w+)/g, '{$1}');

/** Every method and path fastify serves (HEAD is fastify's own twin of each GET), read from its route tree. */
function registeredRoutes(): Route[] {
  const prefixes: string[] = [];
  const routes: Route[] = [];
  for (const line of lens.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const branch = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!branch) continue;
    const depth = branch[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + branch[2]!;
    prefixes[depth] = path;
    for (const method of (branch[3] ?? '').split(',').map((m) => m.trim()).filter((m) => m !== '' && m !== 'HEAD')) {
      routes.push({ method, path: openApiPath(path) });
    }
  }
  return routes;
}

/** Pages for a browser and the documents themselves: served, not part of the API description. */
const BROWSER_PAGES = ['/signup', '/login', '/forgot-password', '/reset-password', '/dashboard', '/admin', '/assets/{name}', '/openapi.json'];

describe('GET / is generated from the operations catalogue', () => {
  it('lists every registered API route, and each route it lists is registered and in /openapi.json', async () => {
    const root = (await (await lens.get('/')).json()) as { routes: Route[] };
    const document = (await (await lens.get('/openapi.json')).json()) as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const described = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, tags: operation.tags ?? [] })),
    );
    const listed = new Set(root.routes.map(key));
    const inOpenApi = new Set(described.map(key));
    const registered = registeredRoutes().filter((r) => !r.path.startsWith('/docs') || r.path === '/docs/errors');

    for (const route of root.routes) {
      expect(lens.app.hasRoute({ method: route.method as 'GET', url: route.path.replace(/\{(\w+)\}/g, ':$1') }), key(route)).toBe(true);
      expect(inOpenApi.has(key(route)), key(route)).toBe(true);
    }
    const unlisted = registered.filter((r) => !listed.has(key(r)));
    const accountApi = described.filter((d) => d.tags.includes('accounts')).map(key);
    expect(unlisted.filter((r) => !accountApi.includes(key(r)) && !BROWSER_PAGES.includes(r.path)).map(key)).toEqual([]);
    expect(unlisted.filter((r) => BROWSER_PAGES.includes(r.path)).every((r) => !inOpenApi.has(key(r)))).toBe(true);
  });

  it('names the endpoints /jobs, /crawl, /mcp and /fixtures beside the page operations', async () => {
    const root = (await (await lens.get('/')).json()) as { routes: Route[] };
    expect(root.routes.map(key)).toEqual(expect.arrayContaining(['POST /jobs', 'POST /crawl', 'POST /mcp', 'GET /fixtures', 'GET /outline', 'GET /analyze', 'GET /jobs/{id}/results']));
  });
});
