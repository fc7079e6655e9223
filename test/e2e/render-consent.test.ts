/**
 * Rendered pages (render=always|auto) answer consent banners the way /screenshot does
 * (docs/reference/real-web.md#screenshot-options): autoconsent opts
 * out, and the known consent containers are taken out of the DOM the extractor reads.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';

const ARTICLE = `<article><h1>Edge caching, explained</h1>
<p>Edge caches keep copies of responses close to readers, so a request from Lisbon is answered in Lisbon rather than in Virginia.</p>
<p>The Cache-Control header tells every cache how long a copy stays fresh and whether it may be shared between readers at all.</p>
<p>When a copy goes stale, the cache revalidates it with the origin, which answers 304 Not Modified when nothing changed.</p></article>`;

/** The OneTrust fixture with a real article in place of its two lines. */
const PAGE = fs
  .readFileSync(`${REPO_ROOT}test/fixtures/consent/onetrust.html`, 'utf8')
  .replace(/<main>[\s\S]*<\/main>/, `<main>${ARTICLE}</main>`);

let web: FixtureServer;
let lens: TestServer;
let key: string;

beforeAll(async () => {
  web = await startFixtureServer();
  web.route('/onetrust-article.html', (_q, r) => void r.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE));
  web.route('/consent', (_q, r) => void r.writeHead(204).end());
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}` });
  key = lens.ownerKeys!.live.key;
});

afterAll(async () => {
  await lens?.close();
  await web?.close();
});

describe('render=always and consent banners', () => {
  it('(control) the page as served carries the banner: its link is among the links', async () => {
    const answer = await lens.get(`/extract?url=${encodeURIComponent(web.url('/onetrust-article.html'))}&render=never`, { 'x-api-key': key });
    const body = (await answer.json()) as { links: { href: string }[] };
    expect(body.links.map((link) => new URL(link.href).pathname)).toContain('/cookie-policy');
  });

  it('the OneTrust banner is answered with "Reject All" and its text is not in the content', async () => {
    const answer = await lens.get(`/extract?url=${encodeURIComponent(web.url('/onetrust-article.html'))}&render=always`, { 'x-api-key': key });
    const body = (await answer.json()) as { content: string; links: { href: string }[]; detail?: string };
    expect(answer.status, body.detail).toBe(200);
    expect(answer.headers.get('x-render')).toBe('browser');
    expect(body.content).toContain('revalidates it with the origin');
    expect(body.content).not.toContain('We and our partners store');
    expect(body.content).not.toContain('Accept All Cookies');
    // The banner's own link was in the page served (render=never lists it); the rendered DOM has no banner left.
    expect(body.links.map((link) => new URL(link.href).pathname)).not.toContain('/cookie-policy');
    expect(web.requests.map((r) => r.path)).toContain('/consent?cmp=onetrust&choice=reject');
  });
});
