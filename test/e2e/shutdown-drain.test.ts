/**
 * Stopping (SIGTERM → RunningServer.close()) drains: a request under way is answered, and the
 * server stops right after it even though the client keeps its connection alive (fetch does), so
 * `docker stop` (10 s of grace) never has to kill it.
 */
import type { ServerResponse } from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { previewPath, startPagelens, type TestServer } from '../start-pagelens.js';

let web: FixtureServer;
let lens: TestServer | undefined;

beforeAll(async () => {
  web = await startFixtureServer();
  web.route('/slow', (_request: unknown, response: ServerResponse) => {
    setTimeout(() => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Slow</title><p>Slow page.</p>'), 1000);
  });
});

afterAll(async () => {
  await lens?.close();
  await web?.close();
});

describe('stopping the server', () => {
  it('answers the request under way on a keep-alive connection, then stops at once', async () => {
    const server = await startPagelens({ allowHosts: `127.0.0.1:${web.port}` });
    lens = server;
    await (await server.get('/healthz')).text(); // a keep-alive connection, idle when close begins
    const answered = server.get(previewPath(web.url('/slow'))).then(async (response) => ({ status: response.status, at: Date.now(), body: await response.text() }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const closed = server.close().then(() => Date.now());
    lens = undefined;
    const [answer, closedAt] = await Promise.all([answered, closed]);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ title: 'Slow' });
    expect(closedAt - answer.at).toBeLessThan(2000);
  });

  it('does not wait for a connection that never carried a request (a browser preconnects them)', async () => {
    const server = await startPagelens();
    lens = server;
    const { port } = new URL(server.url);
    const silent = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => silent.once('connect', resolve));
    const ended = new Promise((resolve) => silent.once('close', resolve));
    const begun = Date.now();
    await server.close();
    lens = undefined;
    await ended;
    // Without it, close() waits for Node's headers timeout: 60 s.
    expect(Date.now() - begun).toBeLessThan(5000);
  });
});
