import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-server.js';
import { createPageFetcher, type NetworkFetcher } from '../fetch/fetch-page.js';
import { createWebhookSender, webhookEventId, type DeliveryAttempt, type WebhookSenderOptions } from './delivery.js';
import { verifyWebhook } from './signature.js';
import { isPagelensWebhook } from './verify-snippet.js';

// `receiver` is the one exempt origin (allowHosts 127.0.0.1:<its port>); `other` is not,
// and counts connections to prove that a refused webhook never dials.
let receiver: FixtureServer;
let other: FixtureServer;
let fetcher: NetworkFetcher;
const secret = 'whsec_delivery';
const event = { type: 'job.completed', job_id: 'job_42', data: { total: 2, done: 2, failed: 0 } } as const;
const eventId = webhookEventId(event);
const expectedBody = `{"id":"${eventId}","type":"job.completed","job_id":"job_42","data":{"total":2,"done":2,"failed":0}}`;

interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** A receiver path answering `statuses` in turn (the last one from then on), recording what it got. */
function receiverAt(path: string, statuses: readonly number[]): Received[] {
  const received: Received[] = [];
  receiver.route(path, async (request, response) => {
    received.push({ headers: request.headers, body: await readText(request) });
    const status = statuses[Math.min(received.length, statuses.length) - 1] ?? 200;
    response.writeHead(status, status >= 300 && status < 400 ? { location: receiver.url('/never') } : { 'content-type': 'text/plain' });
    response.end(`answer ${status}`);
  });
  return received;
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sender(options: Partial<WebhookSenderOptions> = {}) {
  return createWebhookSender({ poster: fetcher, version: '9.9.9', retryDelaysMs: [5, 5, 5, 5], random: () => 0.5, ...options });
}

beforeAll(async () => {
  receiver = await startFixtureServer();
  other = await startFixtureServer();
  fetcher = createPageFetcher({ allowHosts: [`127.0.0.1:${receiver.port}`], limits: { timeoutMs: 5000 } });
});

afterAll(async () => {
  await fetcher.close();
  await Promise.all([receiver.close(), other.close()]);
});

describe('webhook delivery', () => {
  it('POSTs the event once, signed, as JSON with the webhook User-Agent, and records the attempt', async () => {
    const received = receiverAt('/ok', [200]);
    const seen: DeliveryAttempt[] = [];
    const outcome = await sender().deliver({ url: receiver.url('/ok'), secret }, event, { onAttempt: (attempt) => void seen.push(attempt) });
    expect(outcome).toEqual({ ok: true, value: { attempts: seen } });
    expect(seen).toEqual([{ attempt: 1, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/), status: 200, duration_ms: expect.any(Number) }]);
    expect(received).toHaveLength(1);
    const [{ headers, body }] = received as [Received];
    expect(body).toBe(expectedBody);
    expect(headers).toMatchObject({ 'content-type': 'application/json', 'user-agent': 'Pagelens-Webhook/9.9.9', 'pagelens-event-id': eventId });
    expect(isPagelensWebhook(body, String(headers['pagelens-signature']), secret)).toBe(true);
  });

  it('without a secret the same POST is sent unsigned', async () => {
    const received = receiverAt('/unsigned', [204]);
    const outcome = await sender().deliver({ url: receiver.url('/unsigned') }, event);
    expect(outcome.ok).toBe(true);
    expect(received[0]?.body).toBe(expectedBody);
    expect(received[0]?.headers['pagelens-signature']).toBeUndefined();
  });

  it('retries a receiver failing twice with 500, then delivered; every attempt recorded', async () => {
    const received = receiverAt('/flaky', [500, 500, 200]);
    const seen: DeliveryAttempt[] = [];
    const outcome = await sender().deliver({ url: receiver.url('/flaky'), secret }, event, { onAttempt: (attempt) => void seen.push(attempt) });
    expect(outcome.ok).toBe(true);
    expect(received).toHaveLength(3);
    expect(seen.map(({ attempt, status, error }) => ({ attempt, status, error }))).toEqual([
      { attempt: 1, status: 500, error: 'receiver answered 500' },
      { attempt: 2, status: 500, error: 'receiver answered 500' },
      { attempt: 3, status: 200, error: undefined },
    ]);
    expect(new Set(received.map(({ body }) => body))).toEqual(new Set([expectedBody]));
  });

  it('gives every try of an event the same id (body and Pagelens-Event-Id), and keeps trying when its record cannot be kept', async () => {
    const received = receiverAt('/same-id', [500, 502, 200]);
    const outcome = await sender().deliver({ url: receiver.url('/same-id'), secret }, event, {
      onAttempt: () => Promise.reject(Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' })),
    });
    expect(outcome.ok).toBe(true);
    expect(received).toHaveLength(3);
    expect(new Set(received.map(({ body }) => (JSON.parse(body) as { id: string }).id))).toEqual(new Set([eventId]));
    expect(new Set(received.map(({ headers }) => headers['pagelens-event-id']))).toEqual(new Set([eventId]));
    expect(eventId).toMatch(/^evt_[0-9a-f]{32}$/);
    // The same event sent again (another instance took the job over) has the same id; another event has another.
    expect(webhookEventId({ ...event, data: { ...event.data } })).toBe(eventId);
    expect(webhookEventId({ ...event, type: 'job.failed' })).not.toBe(eventId);
  });

  it('stops after the configured tries against a receiver that always fails', async () => {
    const received = receiverAt('/down', [503]);
    const seen: DeliveryAttempt[] = [];
    const outcome = await sender({ retryDelaysMs: [1, 1, 1, 1] }).deliver({ url: receiver.url('/down'), secret }, event, { onAttempt: (attempt) => void seen.push(attempt) });
    expect(outcome).toEqual({
      ok: false,
      failure: { code: 'upstream_error', detail: `webhook not delivered after 5 tries: receiver answered 503 (127.0.0.1:${receiver.port})` },
    });
    expect(received).toHaveLength(5);
    expect(seen.map(({ attempt }) => attempt)).toEqual([1, 2, 3, 4, 5]);
  });

  it('does not follow a redirect: a 3xx is a failed try', async () => {
    const received = receiverAt('/moved', [302]);
    const never = receiverAt('/never', [200]);
    const seen: DeliveryAttempt[] = [];
    const outcome = await sender({ retryDelaysMs: [1] }).deliver({ url: receiver.url('/moved'), secret }, event, { onAttempt: (attempt) => void seen.push(attempt) });
    expect(outcome.ok ? 'ok' : outcome.failure.code).toBe('upstream_error');
    expect(received).toHaveLength(2);
    expect(never).toHaveLength(0);
    expect(seen.map(({ status, error }) => ({ status, error }))).toEqual([
      { status: 302, error: 'receiver answered 302; redirects are not followed' },
      { status: 302, error: 'receiver answered 302; redirects are not followed' },
    ]);
  });

  it('a receiver outside the SSRF policy fails blocked_url at once, with no TCP connection and no retry', async () => {
    const before = other.connectionCount();
    const seen: DeliveryAttempt[] = [];
    const outcome = await sender().deliver({ url: other.url('/hook'), secret }, event, { onAttempt: (attempt) => void seen.push(attempt) });
    expect(outcome.ok ? 'ok' : outcome.failure.code).toBe('blocked_url');
    expect(other.connectionCount()).toBe(before);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.status).toBeUndefined();
    expect(seen[0]?.error).toMatch(new RegExp(`^blocked_url: refused to connect to 127\\.0\\.0\\.1:${other.port}: loopback address`));

    const privateAddress = await sender().deliver({ url: 'http://10.0.0.5/hook', secret }, event);
    expect(privateAddress.ok ? '' : privateAddress.failure.detail).toMatch(/^webhook not delivered after 1 try: refused to connect to 10\.0\.0\.5:80: private address/);
  });

  it('a receiver that does not answer within the per-try timeout is retried, each try recorded as upstream_timeout', async () => {
    receiver.route('/hang', () => {});
    const seen: DeliveryAttempt[] = [];
    const outcome = await sender({ retryDelaysMs: [1], attemptTimeoutMs: 200 }).deliver({ url: receiver.url('/hang'), secret }, event, { onAttempt: (attempt) => void seen.push(attempt) });
    expect(outcome.ok ? 'ok' : outcome.failure.code).toBe('upstream_timeout');
    expect(seen.map(({ error }) => error)).toEqual([
      `upstream_timeout: no complete answer from 127.0.0.1:${receiver.port} within 200 ms`,
      `upstream_timeout: no complete answer from 127.0.0.1:${receiver.port} within 200 ms`,
    ]);
    expect(seen.every(({ duration_ms }) => duration_ms >= 190)).toBe(true);
  });

  it('signs every try afresh with the clock of that try, and dates the attempts by it', async () => {
    const received = receiverAt('/later', [500, 200]);
    const times = [Date.UTC(2026, 0, 1, 12, 0, 0), Date.UTC(2026, 0, 1, 12, 10, 0)];
    let call = 0;
    const clock = { now: () => times[Math.min(call++, times.length - 1)] ?? 0 };
    const seen: DeliveryAttempt[] = [];
    await sender({ clock }).deliver({ url: receiver.url('/later'), secret }, event, { onAttempt: (attempt) => void seen.push(attempt) });
    expect(seen.map(({ at }) => at)).toEqual(['2026-01-01T12:00:00.000Z', '2026-01-01T12:10:00.000Z']);
    received.forEach(({ headers, body }, index) => {
      const t = Math.floor((times[index] ?? 0) / 1000);
      expect(verifyWebhook(secret, body, String(headers['pagelens-signature']), t)).toEqual({ ok: true, value: { timestamp: t } });
    });
  });

  it('stops waiting for the next try when its signal fires', async () => {
    receiverAt('/cancelled', [500]);
    const controller = new AbortController();
    const started = performance.now();
    const outcome = await sender({ retryDelaysMs: [60_000] }).deliver({ url: receiver.url('/cancelled'), secret }, event, {
      signal: controller.signal,
      onAttempt: () => controller.abort(),
    });
    expect(outcome).toEqual({ ok: false, failure: { code: 'upstream_error', detail: `webhook delivery to 127.0.0.1:${receiver.port} was cancelled after 1 try` } });
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
