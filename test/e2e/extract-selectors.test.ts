import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';

const PARAGRAPHS = [
  'Edge caches keep copies of responses close to readers, so a request from Lisbon is answered in Lisbon rather than in Virginia.',
  'The Cache-Control header tells every cache how long a copy stays fresh and whether it may be shared between readers at all.',
  'When a copy goes stale, the cache revalidates it with the origin, which answers 304 Not Modified when nothing changed.',
];

// A product page: the algorithm reads the review as the content; the caller knows the price box is.
const PAGE = `<!doctype html><html lang="en"><head><title>Cache appliance</title></head><body>
<nav><a href="/">Home</a></nav>
<div class="buy-box"><h1>Cache appliance X1</h1><p class="price">€149.00</p><p class="stock">In stock</p></div>
<article><h2>Review</h2>${PARAGRAPHS.map((p) => `<p>${p}</p>`).join('')}<p class="x7">This review was paid for by the sponsor of the appliance, who also lent us the unit.</p></article>
<div class="specs"><p>Weight: 2 kg</p><script>track()</script></div>
</body></html>`;

let web: FixtureServer;
let lens: TestServer;

beforeAll(async () => {
  web = await startFixtureServer();
  web.route('/product.html', (_q, r) => void r.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE));
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}` });
});

afterAll(async () => {
  await lens?.close();
  await web?.close();
});

async function extract(query: string) {
  const response = await lens.get(`/extract?url=${encodeURIComponent(web.url('/product.html'))}${query}`, { authorization: `Bearer ${lens.ownerKeys!.live.key}` });
  return { status: response.status, body: (await response.json()) as { content: string; detail?: string; code?: string } };
}

describe('/extract include and exclude', () => {
  it('include makes the matching elements the content, in document order, without their scripts', async () => {
    const { status, body } = await extract(`&include=${encodeURIComponent('.specs, .buy-box')}`);
    expect(status).toBe(200);
    expect(body.content).toBe('Cache appliance X1\n\n€149.00\n\nIn stock\n\nWeight: 2 kg');
  });

  it('exclude removes the matching elements before the content is found', async () => {
    const plain = await extract('');
    expect(plain.body.content).toContain('sponsor');
    const { status, body } = await extract(`&exclude=${encodeURIComponent('.x7')}`);
    expect(status).toBe(200);
    expect(body.content).toContain('Cache-Control header');
    expect(body.content).not.toContain('sponsor');
  });

  it('include matching nothing leaves the main content', async () => {
    const { body } = await extract('&include=.nothing-here');
    expect(body.content).toContain('Cache-Control header');
  });

  it('an invalid selector is 400 invalid_parameter naming the parameter', async () => {
    const bad = await extract(`&include=${encodeURIComponent('div[')}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid_parameter' });
    expect(bad.body.detail).toMatch(/^include: "div\[" is not a valid CSS selector/);
    const many = await extract(`&exclude=${encodeURIComponent(Array.from({ length: 11 }, (_, i) => `.c${i}`).join(','))}`);
    expect(many.body.detail).toBe('exclude takes at most 10 selectors; it has 11');
  });
});

describe('POST /batch with include', () => {
  it('applies the selectors to each extract item', async () => {
    const response = await fetch(`${lens.url}/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${lens.ownerKeys!.live.key}` },
      body: JSON.stringify({ operation: 'extract', urls: [web.url('/product.html')], include: '.buy-box' }),
    });
    const body = (await response.json()) as { results: { data: { content: string } }[] };
    expect(body.results[0]!.data.content).toBe('Cache appliance X1\n\n€149.00\n\nIn stock');
  });
});
