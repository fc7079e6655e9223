/** The pages over plain HTTP: security headers, redirects, assets, closed sign-up, escaping. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPagelens, type TestServer } from '../start-pagelens.js';
import { setPasswordFromHost } from './web-owner.js';

const HOSTILE = `<script>alert('x')</script>"><img src=x onerror=alert(1)>`;

/** A browser's cookie jar and CSRF token, enough to drive the JSON account API. */
class Client {
  private cookies = new Map<string, string>();
  private csrf = '';
  constructor(private readonly base: string) {}

  async fetch(path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (init.method && init.method !== 'GET') headers['x-csrf-token'] = this.csrf;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.base}${path}`, { method: init.method ?? 'GET', headers, redirect: 'manual', ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}) });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  }

  async refreshCsrf(): Promise<void> {
    this.csrf = ((await (await this.fetch('/account/csrf')).json()) as { token: string }).token;
  }

  async post(path: string, body?: unknown): Promise<Response> {
    await this.refreshCsrf();
    return this.fetch(path, { method: 'POST', ...(body !== undefined ? { body } : {}) });
  }
}

let lens: TestServer;
let closed: TestServer;

beforeAll(async () => {
  [lens, closed] = await Promise.all([startPagelens(), startPagelens({ signup: 'closed' })]);
});

afterAll(async () => {
  await Promise.all([lens?.close(), closed?.close()]);
});

describe('page headers', () => {
  it.each(['/signup', '/login', '/forgot-password', '/reset-password?token=t'])('%s is HTML with a strict CSP and no-store', async (path) => {
    const response = await lens.get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const directive of ["default-src 'self'", "script-src 'self'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'self'"]) expect(csp).toContain(directive);
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    for (const [, asset] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) expect((await lens.get(asset!)).status, asset).toBe(200);
  });

  it('serves only the files of web/assets, with their types', async () => {
    const css = await lens.get('/assets/app.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await lens.get('/assets/dashboard.js')).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await lens.get('/assets/logo.svg')).headers.get('content-type')).toBe('image/svg+xml');
    for (const path of ['/assets/nope.js', '/assets/..%2Fpackage.json', '/assets/%2e%2e%2fREADME.md']) expect((await lens.get(path)).status, path).toBe(404);
  });

  it('sends a visitor without a session to the login page', async () => {
    const dashboard = await fetch(`${lens.url}/dashboard`, { redirect: 'manual' });
    expect(dashboard.status).toBe(303);
    expect(dashboard.headers.get('location')).toBe('/login');
    const admin = await fetch(`${lens.url}/admin`, { redirect: 'manual' });
    expect(admin.status).toBe(303);
    expect(admin.headers.get('location')).toBe('/login?next=/admin');
  });
});

describe('closed sign-up', () => {
  it('says so on /signup and links to it nowhere', async () => {
    const signup = await (await closed.get('/signup')).text();
    expect(signup).toContain('Sign-up is closed');
    expect(signup).not.toContain('<form');
    expect(await (await closed.get('/login')).text()).not.toContain('href="/signup"');
  });
});

describe('signed in', () => {
  it('renders an access request reason with markup as text, on the dashboard and in /admin; 403 for a non-owner', async () => {
    const user = new Client(lens.url);
    expect((await user.post('/account/signup', { email: 'eve@example.com', password: 'long enough password' })).status).toBe(201);
    expect((await user.post('/account/access-requests', { scopes: ['seo'], reason: HOSTILE })).status).toBe(201);
    const dashboard = await user.fetch('/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get('cache-control')).toBe('no-store');
    const html = await dashboard.text();
    expect(html).not.toContain(HOSTILE);
    expect(html).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('eve@example.com');
    expect((await user.fetch('/admin')).status).toBe(403);

    await setPasswordFromHost(lens, 'owner@localhost', 'owner password of length');
    const owner = new Client(lens.url);
    expect((await owner.post('/account/login', { email: 'owner@localhost', password: 'owner password of length' })).status).toBe(200);
    const admin = await owner.fetch('/admin');
    expect(admin.status).toBe(200);
    const adminHtml = await admin.text();
    expect(adminHtml).not.toContain(HOSTILE);
    expect(adminHtml).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    expect(adminHtml).toContain('eve@example.com');
  }, 20_000);
});
