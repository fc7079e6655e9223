import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPagelens, type TestServer } from '../start-pagelens.js';

/** A browser-like client: keeps cookies, sends the CSRF token it was given. */
class Browser {
  readonly cookies = new Map<string, string>();
  csrf = '';
  constructor(private readonly base: string) {}
  async call(method: string, p: string, body?: unknown, csrf: string | undefined = this.csrf): Promise<Response> {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (csrf !== undefined && csrf !== '') headers['x-csrf-token'] = csrf;
    const res = await fetch(this.base + p, { method, headers, redirect: 'manual', ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (value === '' || /Max-Age=0/.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
  async fetchCsrf(): Promise<string> {
    this.csrf = ((await (await this.call('GET', '/account/csrf')).json()) as { token: string }).token;
    return this.csrf;
  }
}

let lens: TestServer;
const PASSWORD = 'correct horse battery';
let fixtureUrl: string;

beforeAll(async () => {
  lens = await startPagelens();
  fixtureUrl = ((await (await lens.get('/fixtures')).json()) as { fixtures: { url: string }[] }).fixtures[0]!.url;
});
afterAll(async () => lens?.close());

async function signedUp(email = `u${Math.random().toString(36).slice(2)}@example.com`): Promise<Browser> {
  const b = new Browser(lens.url);
  await b.fetchCsrf();
  const res = await b.call('POST', '/account/signup', { email, password: PASSWORD });
  expect(res.status).toBe(201);
  await b.fetchCsrf();
  return b;
}

describe('account API without SMTP', () => {
  it('signs up with a session cookie (HttpOnly, SameSite=Lax), new scopes and the starter plan; a taken email is 409', async () => {
    const b = new Browser(lens.url);
    await b.fetchCsrf();
    const planted = b.cookies.get('pagelens_csrf');
    const res = await b.call('POST', '/account/signup', { email: 'New@Example.com', password: PASSWORD });
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('pagelens_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const body = (await res.json()) as { account: { email: string; plan: string; scopes: string[] } };
    expect(body.account).toMatchObject({ email: 'new@example.com', plan: 'starter', scopes: ['preview', 'stack'] });
    expect(b.cookies.get('pagelens_session')).not.toBe(planted);
    const again = new Browser(lens.url);
    await again.fetchCsrf();
    const taken = await again.call('POST', '/account/signup', { email: 'new@example.com', password: PASSWORD });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { code: string }).code).toBe('conflict');
    const short = await again.call('POST', '/account/signup', { email: 'short@example.com', password: 'x'.repeat(11) });
    expect(short.status).toBe(400);
  });

  it('rotates the session id at login (a planted cookie is never the one after)', async () => {
    const email = `fix${Date.now()}@example.com`;
    await signedUp(email);
    const b = new Browser(lens.url);
    b.cookies.set('pagelens_session', 'A'.repeat(43));
    await b.fetchCsrf();
    const res = await b.call('POST', '/account/login', { email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(b.cookies.get('pagelens_session')).not.toBe('A'.repeat(43));
    await b.fetchCsrf();
    expect((await b.call('GET', '/account')).status).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same status and body', async () => {
    const email = `same${Date.now()}@example.com`;
    await signedUp(email);
    const b = new Browser(lens.url);
    await b.fetchCsrf();
    const strip = async (res: Response) => {
      const { request_id: _id, ...rest } = (await res.json()) as Record<string, unknown>;
      return { status: res.status, ...rest };
    };
    const wrong = await strip(await b.call('POST', '/account/login', { email, password: 'wrong password!!' }));
    const unknown = await strip(await b.call('POST', '/account/login', { email: `nobody${Date.now()}@example.com`, password: 'wrong password!!' }));
    expect(wrong).toEqual(unknown);
    expect(wrong.status).toBe(401);
  });

  it('creates, lists, regenerates and deletes keys; the old text is refused at once; never the key in the list', async () => {
    const b = await signedUp();
    const created = await b.call('POST', '/account/keys', { env: 'test', name: '<b>CI</b>' });
    expect(created.status).toBe(201);
    const key = (await created.json()) as { key: string; id: string; name: string };
    expect(key.name).toBe('<b>CI</b>');
    expect((await lens.get(`/preview?url=${encodeURIComponent(fixtureUrl)}`, { authorization: `Bearer ${key.key}` })).status).toBe(200);
    const listed = await (await b.call('GET', '/account/keys')).text();
    expect(listed).not.toContain(key.key);
    expect(JSON.parse(listed).keys[0]).toMatchObject({ id: key.id, env: 'test', name: '<b>CI</b>' });
    expect(JSON.parse(listed).keys[0].last_used_at).not.toBeNull();
    const regenerated = await b.call('POST', `/account/keys/${key.id}/regenerate`);
    expect(regenerated.status).toBe(200);
    const fresh = (await regenerated.json()) as { key: string; id: string };
    expect((await lens.get(`/preview?url=${encodeURIComponent(fixtureUrl)}`, { authorization: `Bearer ${key.key}` })).status).toBe(401);
    expect((await lens.get(`/preview?url=${encodeURIComponent(fixtureUrl)}`, { authorization: `Bearer ${fresh.key}` })).status).toBe(200);
    const other = await signedUp();
    expect((await other.call('DELETE', `/account/keys/${fresh.id}`)).status).toBe(404);
    expect((await b.call('DELETE', `/account/keys/${fresh.id}`)).status).toBe(204);
    expect((await lens.get(`/preview?url=${encodeURIComponent(fixtureUrl)}`, { authorization: `Bearer ${fresh.key}` })).status).toBe(401);
    const usage = (await (await b.call('GET', '/account/usage')).json()) as { endpoints: { endpoint: string }[]; period: { start: string } };
    expect(usage.endpoints.map((e) => e.endpoint)).toEqual(['preview', 'stack']);
  });

  it('takes access requests as data; the owner approves and the scopes are granted at once; others get 403', async () => {
    const b = await signedUp();
    const reason = '<script>alert(1)</script>';
    const bad = await b.call('POST', '/account/access-requests', { scopes: ['preview'], reason });
    expect(bad.status).toBe(400);
    const res = await b.call('POST', '/account/access-requests', { scopes: ['screenshot'], reason });
    expect(res.status).toBe(201);
    const request = (await res.json()) as { id: string; state: string; reason: string };
    expect(request).toMatchObject({ state: 'pending', reason });
    expect((await b.call('GET', '/admin/access-requests')).status).toBe(403);
    expect((await b.call('POST', `/admin/access-requests/${request.id}/approve`)).status).toBe(403);
    expect((await new Browser(lens.url).call('GET', '/admin/access-requests')).status).toBe(403);
    const owner = await ownerBrowser();
    const list = (await (await owner.call('GET', '/admin/access-requests')).json()) as { requests: { id: string; reason: string }[] };
    expect(list.requests.find((r) => r.id === request.id)?.reason).toBe(reason);
    expect((await owner.call('POST', `/admin/access-requests/${request.id}/approve`, undefined, 'wrong')).status).toBe(403);
    const approved = await owner.call('POST', `/admin/access-requests/${request.id}/approve`);
    expect(approved.status).toBe(200);
    expect((await owner.call('POST', `/admin/access-requests/${request.id}/deny`)).status).toBe(409);
    expect(((await (await b.call('GET', '/account')).json()) as { scopes: string[] }).scopes).toContain('screenshot');
    expect((await owner.call('GET', '/admin/accounts')).status).toBe(200);
  });

  it('refuses every state-changing call without a valid X-CSRF-Token (403), and /account/* without a session (401)', async () => {
    const b = await signedUp();
    const key = (await (await b.call('POST', '/account/keys', { env: 'live' })).json()) as { id: string };
    const calls: [string, string, unknown][] = [
      ['POST', '/account/keys', { env: 'live' }],
      ['POST', `/account/keys/${key.id}/regenerate`, undefined],
      ['DELETE', `/account/keys/${key.id}`, undefined],
      ['POST', '/account/access-requests', { scopes: ['seo'], reason: 'x' }],
      ['POST', '/account/signup', { email: 'csrf@example.com', password: PASSWORD }],
      ['POST', '/account/login', { email: 'csrf@example.com', password: PASSWORD }],
      ['POST', '/account/password-reset', { email: 'csrf@example.com' }],
      ['POST', '/account/logout', undefined],
    ];
    for (const [method, p, body] of calls) {
      for (const token of ['', 'wrong-token']) {
        const res = await b.call(method, p, body, token);
        expect([method, p, token, res.status]).toEqual([method, p, token, 403]);
      }
    }
    const anonymous = new Browser(lens.url);
    for (const p of ['/account', '/account/keys', '/account/usage']) expect((await anonymous.call('GET', p)).status).toBe(401);
    expect((await b.call('POST', '/account/logout')).status).toBe(204);
    expect((await b.call('GET', '/account')).status).toBe(401);
  });

  it('throttles logins: after 10 failures for an email, 429 with Retry-After', async () => {
    const email = `throttle${Date.now()}@example.com`;
    await signedUp(email);
    const b = new Browser(lens.url);
    await b.fetchCsrf();
    // Earlier tests failed logins from this IP too: the per-IP count may stop this one sooner.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await b.call('POST', '/account/login', { email, password: 'nope nope nope' })).status);
    expect(statuses[0]).toBe(401);
    expect(statuses.slice(statuses.indexOf(429) === -1 ? 10 : statuses.indexOf(429)).every((s) => s === 429)).toBe(true);
    const blocked = await b.call('POST', '/account/login', { email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('never stores a key or password in clear', async () => {
    const b = await signedUp();
    const key = ((await (await b.call('POST', '/account/keys', { env: 'live' })).json()) as { key: string }).key;
    await lens.services.accountStores.usage.usage('flush', '2026-01');
    const dir = lens.dataDir;
    const bytes = fs.readdirSync(dir).filter((f) => f.startsWith('pagelens.db')).map((f) => fs.readFileSync(path.join(dir, f)).toString('latin1')).join('');
    expect(bytes).not.toContain(key);
    expect(bytes).not.toContain(PASSWORD);
  });
});

async function ownerBrowser(): Promise<Browser> {
  const owner = (await lens.services.accountStores.accounts.findAccountByEmail('owner@localhost'))!;
  await lens.services.accountWeb.accountService.setPassword(owner, 'owner password 123');
  const b = new Browser(lens.url);
  await b.fetchCsrf();
  expect((await b.call('POST', '/account/login', { email: 'owner@localhost', password: 'owner password 123' })).status).toBe(200);
  await b.fetchCsrf();
  return b;
}
