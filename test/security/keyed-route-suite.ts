/**
 * The security suite every endpoint gets by adding one line:
 *
 *   describeAccessSecurity({ endpoint: 'seo', request: (web) => ({ path: `/seo?url=${...}` }) });
 *
 * No key (401 unless the endpoint is keyless), malformed headers, unknown, revoked and rotated
 * keys → 401; a key without the endpoint's scope → 403; a live key over its monthly quota →
 * 429 quota_exceeded with Retry-After; test keys only for fixture URLs and never counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBase62 } from '../../src/keys/api-key.js';
import type { Scope } from '../../src/domain/operations.js';
import { FIXTURES } from '../../src/fixtures/fixture-catalog.js';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';

export interface EndpointRequest {
  readonly path: string;
  readonly method?: 'GET' | 'POST';
  readonly body?: unknown;
}

export interface AccessSecurityCase {
  readonly endpoint: Scope;
  /** A valid request for a live key against the loopback web. */
  readonly request: (web: FixtureServer) => EndpointRequest;
  /** A valid request for a test key, naming a fixture URL. */
  readonly fixtureRequest: (fixtureUrl: string) => EndpointRequest;
  /** True for /preview and /stack, which answer without a key. */
  readonly keyless?: boolean;
  /** POST /batch: keys also need the operation's scope, whose quota each item counts against. */
  readonly perItem?: { readonly operation: Scope };
}

const QUOTA = 3;

export function describeAccessSecurity(testCase: AccessSecurityCase): void {
  describe(`access to /${testCase.endpoint}`, () => {
    let web: FixtureServer;
    let lens: TestServer;

    beforeAll(async () => {
      web = await startFixtureServer();
      lens = await startPagelens({
        allowHosts: `127.0.0.1:${web.port}`,
        plans: JSON.stringify({ starter: { [testCase.perItem?.operation ?? testCase.endpoint]: QUOTA } }),
      });
    });
    afterAll(async () => {
      await lens?.close();
      await web?.close();
    });

    const call = (request: EndpointRequest, headers: Record<string, string> = {}) =>
      fetch(`${lens.url}${request.path}`, {
        method: request.method ?? 'GET',
        headers: { ...headers, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
    const createKey = async (options: { scopes?: Scope[]; env?: 'live' | 'test' } = {}) => {
      const scopes = options.scopes ?? [testCase.endpoint, ...(testCase.perItem ? [testCase.perItem.operation] : [])];
      const issued = await lens.services.keys.createKey({ email: `${randomBase62(8)}@example.com`, env: options.env ?? 'live', scopes });
      if (!issued.ok) throw new Error(issued.failure.detail);
      return issued.value;
    };
    const expectProblem = async (response: Response, status: number, code: string) => {
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await response.json()).toMatchObject({ status, code, type: `/docs/errors#${code}` });
    };

    it(testCase.keyless ? 'answers without a key' : 'answers 401 without a key', async () => {
      const response = await call(testCase.request(web));
      if (testCase.keyless) expect(response.status).toBe(200);
      else await expectProblem(response, 401, 'unauthorized');
    });

    it.each([
      ['Basic credentials', { authorization: 'Basic dXNlcjpwYXNz' }],
      ['an empty bearer', { authorization: 'Bearer ' }],
      ['an empty X-API-Key', { 'x-api-key': '' }],
      ['two different keys', { authorization: `Bearer pl_live_${randomBase62(32)}`, 'x-api-key': `pl_live_${randomBase62(32)}` }],
      ['an unknown well-formed key', { authorization: `Bearer pl_live_${randomBase62(32)}` }],
      ['a string that is no key', { 'x-api-key': 'hunter2' }],
    ])('answers 401 for %s', async (_name, headers) => {
      await expectProblem(await call(testCase.request(web), headers), 401, 'unauthorized');
    });

    it('accepts a key in either header, and answers 401 once it is revoked', async () => {
      const issued = await createKey();
      expect((await call(testCase.request(web), { authorization: `Bearer ${issued.key}` })).status).toBe(200);
      await lens.services.keys.revoke(issued.id);
      await expectProblem(await call(testCase.request(web), { 'x-api-key': issued.key }), 401, 'unauthorized');
    });

    it('rotation invalidates the old key at once', async () => {
      const issued = await createKey();
      const rotated = await lens.services.keys.rotateKey(issued.id);
      if (!rotated.ok) throw new Error(rotated.failure.detail);
      await expectProblem(await call(testCase.request(web), { 'x-api-key': issued.key }), 401, 'unauthorized');
      expect((await call(testCase.request(web), { 'x-api-key': rotated.value.key })).status).toBe(200);
    });

    it('answers 403 for a key without the endpoint in its scopes', async () => {
      const other: Scope = testCase.endpoint === 'analyze' ? 'outline' : 'analyze';
      const issued = await createKey({ scopes: [other] });
      await expectProblem(await call(testCase.request(web), { 'x-api-key': issued.key }), 403, 'forbidden');
    });

    it('counts live calls against the monthly quota, then answers 429 quota_exceeded', async () => {
      const issued = await createKey();
      const headers = { 'x-api-key': issued.key };
      const remaining: string[] = [];
      for (let i = 0; i < QUOTA; i += 1) {
        const response = await call(testCase.request(web), headers);
        expect(response.status).toBe(200);
        remaining.push(response.headers.get('x-ratelimit-remaining') ?? '');
      }
      expect(remaining).toEqual(['2', '1', '0']);
      const over = await call(testCase.request(web), headers);
      if (testCase.perItem) {
        expect(over.status).toBe(200);
        expect(((await over.json()) as { results: { error?: string }[] }).results[0]?.error).toMatch(/^quota_exceeded: /);
      } else {
        await expectProblem(over, 429, 'quota_exceeded');
      }
      const now = new Date();
      const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) / 1000;
      expect(over.headers.get('x-ratelimit-limit')).toBe(String(QUOTA));
      expect(over.headers.get('x-ratelimit-reset')).toBe(String(nextMonth));
      if (!testCase.perItem) expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('answers test keys from fixtures only, without counting them', async () => {
      const issued = await createKey({ env: 'test' });
      const headers = { 'x-api-key': issued.key };
      for (let i = 0; i < QUOTA + 1; i += 1) {
        const response = await call(testCase.fixtureRequest(FIXTURES[0]!.url), headers);
        expect(response.status).toBe(200);
        expect(response.headers.get('x-ratelimit-remaining')).toBe(String(QUOTA));
      }
      const outside = await call(testCase.request(web), headers);
      if (testCase.perItem) expect(((await outside.json()) as { results: { error?: string }[] }).results[0]?.error).toMatch(/^not_a_fixture: /);
      else await expectProblem(outside, 400, 'not_a_fixture');
    });
  });
}
