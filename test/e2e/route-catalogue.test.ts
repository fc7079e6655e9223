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

/** A request that each listed route answers (with the owner's test key and a fixture page). */
function exampleCall(route: Route, fixture: string): { path: string; init: RequestInit } | undefined {
  const path = route.path.replace('{id}', 'job_missing');
  if (route.method === 'GET') return { path: route.path === '/' || !OPERATION_PATHS.has(route.path) ? path : `${path}?url=${encodeURIComponent(fixture)}`, init: {} };
  const bodies: Record<string, unknown> = {
    '/batch': { operation: 'preview', urls: [fixture] },
    '/jobs': { operation: 'preview', urls: [fixture] },
    '/crawl': { url: fixture, limit: 1 },
  };
  const body = bodies[route.path];
  return body === undefined ? undefined : { path, init: { method: route.method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } };
}

const OPERATION_PATHS = new Set(['/preview', '/extract', '/seo', '/aeo', '/stack', '/outline', '/analyze', '/screenshot']);
/** Answers that are not JSON by design: metrics text, the error page, PNG images, MCP's stream. */
const NOT_JSON = new Set(['/metrics', '/docs/errors', '/screenshots/{id}', '/mcp']);

describe('every JSON answer says so', () => {
  it('carries Content-Type application/json (or problem+json) on every listed route, POST /batch included', async () => {
    const fixtures = (await (await lens.get('/fixtures')).json()) as { fixtures: { url: string }[] };
    const fixture = fixtures.fixtures[0]!.url;
    const root = (await (await lens.get('/')).json()) as { routes: Route[] };
    const checked: string[] = [];
    for (const route of root.routes.filter((r) => !NOT_JSON.has(r.path))) {
      const call = exampleCall(route, fixture);
      if (!call) continue;
      const headers = { ...(call.init.headers as Record<string, string> | undefined), authorization: `Bearer ${lens.ownerKeys!.test.key}` };
      const response = await fetch(`${lens.url}${call.path}`, { ...call.init, headers });
      const text = await response.text();
      expect(() => JSON.parse(text), `${key(route)} answers JSON`).not.toThrow();
      expect(response.headers.get('content-type'), `${key(route)} (${response.status})`).toMatch(/^application\/(problem\+)?json\b/);
      checked.push(key(route));
    }
    expect(checked).toEqual(expect.arrayContaining(['POST /batch', 'GET /preview', 'GET /extract', 'POST /jobs', 'GET /jobs/{id}', 'GET /fixtures', 'GET /']));
  });
});
