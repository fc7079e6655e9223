import { Writable } from 'node:stream';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { previewPath, startPagelens, type TestServer } from '../start-pagelens.js';

function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

/** The value of the sample of metric `name` whose labels include `labels`, read with a Prometheus text parser. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const family = parsePrometheusTextFormat(text).find((f) => f.name === name);
  const match = family?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  return match?.value === undefined ? undefined : Number(match.value);
}

describe('GET /metrics and the request log', () => {
  let web: FixtureServer;
  let lens: TestServer;
  const log = logCapture();

  beforeAll(async () => {
    web = await startFixtureServer();
    lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}`, keylessStackPerDay: '1' }, { logger: log.logger });
  });
  afterAll(async () => {
    await lens?.close();
    await web?.close();
  });

  it('counts requests by route, status and cache, upstream fetches and bytes, keyless denials; process metrics too', async () => {
    const target = web.url('/article-full-meta.html');
    expect((await lens.get(previewPath(target))).status).toBe(200);
    expect((await lens.get(previewPath(target))).headers.get('x-cache')).toBe('HIT');
    expect((await lens.get(`/stack?url=${encodeURIComponent(target)}`)).status).toBe(200);
    expect((await lens.get(`/stack?url=${encodeURIComponent(target)}`)).status).toBe(429);

    const answer = await lens.get('/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await answer.text();
    expect(sample(text, 'pagelens_http_requests_total', { route: '/preview', status: '200', cache: 'MISS' })).toBe(1);
    expect(sample(text, 'pagelens_http_requests_total', { route: '/preview', status: '200', cache: 'HIT' })).toBe(1);
    expect(sample(text, 'pagelens_quota_denials_total', { route: '/stack', kind: 'keyless' })).toBe(1);
    // /preview fetched the page; /stack analysed the same fetch (fetch once, analyse many).
    expect(sample(text, 'pagelens_upstream_fetches_total', { outcome: 'ok' })).toBe(1);
    expect(sample(text, 'pagelens_upstream_bytes_total')).toBeGreaterThan(0);
    const latency = parsePrometheusTextFormat(text).find((f) => f.name === 'pagelens_http_request_duration_seconds');
    expect(latency?.type).toBe('HISTOGRAM');
    expect(latency?.metrics.some((m) => Number(m.buckets?.['+Inf']) >= 2)).toBe(true);
    expect(sample(text, 'pagelens_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'pagelens_browser_launches')).toBe(0);
    expect(sample(text, 'pagelens_page_cache_pages')).toBe(1);
    expect(sample(text, 'pagelens_page_cache_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'pagelens_result_cache_memory_entries')).toBe(2);
    expect(sample(text, 'pagelens_result_cache_memory_bytes')).toBeGreaterThan(0);
  });

  it('logs one line per request with id, route, status, cache, upstream and total ms; an account id, never key text', async () => {
    const key = lens.ownerKeys!.live.key;
    const target = web.url('/slow?ms=80');
    const answer = await lens.get(`/seo?url=${encodeURIComponent(target)}`, { 'X-API-Key': key });
    expect(answer.status).toBe(200);
    const requestId = answer.headers.get('x-request-id');
    const lines = log.lines.filter((line) => line.reqId === requestId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', route: '/seo', method: 'GET', status: 200, cache: 'MISS', account: lens.ownerKeys!.live.account_id });
    expect(lines[0]!.upstream_ms).toBeGreaterThanOrEqual(75);
    expect(lines[0]!.ms).toBeGreaterThanOrEqual(lines[0]!.upstream_ms as number);
    const hit = await lens.get(`/seo?url=${encodeURIComponent(target)}`, { 'X-API-Key': key });
    expect(log.lines.find((line) => line.reqId === hit.headers.get('x-request-id'))).toMatchObject({ cache: 'HIT', upstream_ms: 0 });
    expect(JSON.stringify(log.lines)).not.toContain(key);
  });
});

describe('GET /metrics with PAGELENS_METRICS_TOKEN', () => {
  let lens: TestServer;
  beforeAll(async () => (lens = await startPagelens({ metricsToken: 's3cret-scrape-token' })));
  afterAll(async () => lens?.close());

  it('needs the Bearer token', async () => {
    expect((await lens.get('/metrics')).status).toBe(401);
    expect((await lens.get('/metrics', { authorization: 'Bearer wrong' })).status).toBe(401);
    const answer = await lens.get('/metrics', { authorization: 'Bearer s3cret-scrape-token' });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('pagelens_http_requests_total');
  });
});
