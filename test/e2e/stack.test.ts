import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';

const WORDPRESS = `<!doctype html><html><head><title>A WordPress site</title>
<meta name="generator" content="WordPress 6.4.2">
<link rel="stylesheet" href="/wp-content/themes/twentytwentyfour/style.css">
<script src="/wp-includes/js/jquery/jquery-3.7.1.min.js"></script>
<script src="https://www.googletagmanager.com/gtag/js?id=G-ABC123"></script>
</head><body><p>Hello</p></body></html>`;

let web: FixtureServer;
let lens: TestServer;

beforeAll(async () => {
  web = await startFixtureServer();
  web.route('/wp.html', (_req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      server: 'cloudflare',
      'cf-ray': '8a1b2c3d4e5f6789-AMS',
      'x-powered-by': 'PHP/8.2.10',
      'strict-transport-security': 'max-age=63072000',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
    }).end(WORDPRESS);
  });
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}` });
});

afterAll(async () => {
  await lens?.close();
  await web?.close();
});

describe('GET /stack', () => {
  it('answers the stack result: technologies with versions, server, CDN and the security letter', async () => {
    const response = await lens.get(`/stack?url=${encodeURIComponent(web.url('/wp.html'))}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-limit')).toBe('5');
    const body = (await response.json()) as Record<string, any>;
    expect(Object.keys(body)).toEqual(['url', 'analyzedAt', 'technologies', 'server', 'cdn', 'security']);
    expect(body.analyzedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const byName = Object.fromEntries((body.technologies as any[]).map((t) => [t.name, t]));
    expect(byName.WordPress).toMatchObject({ version: '6.4.2', category: 'cms' });
    expect(byName.WordPress.detectedFrom).toContain('Meta');
    expect(byName.PHP).toBeDefined();
    expect(byName.jQuery?.version).toBe('3.7.1');
    expect(body.server).toEqual({ name: 'cloudflare', poweredBy: 'PHP/8.2.10' });
    expect(body.cdn).toContain('Cloudflare');
    expect(body.security).toEqual({
      score: 'C',
      headers: ['strict-transport-security', 'x-frame-options', 'x-content-type-options', 'referrer-policy'],
      missingHeaders: ['content-security-policy', 'x-xss-protection', 'permissions-policy'],
    });
  });

  it('adds absolute stylesheet URLs with includeCss=true, and refuses a non-boolean', async () => {
    const body = (await (await lens.get(`/stack?includeCss=true&url=${encodeURIComponent(web.url('/wp.html'))}`)).json()) as { stylesheets: string[] };
    expect(body.stylesheets).toEqual([web.url('/wp-content/themes/twentytwentyfour/style.css')]);
    const bad = await lens.get(`/stack?includeCss=maybe&url=${encodeURIComponent(web.url('/wp.html'))}`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'invalid_parameter' });
  });
});
