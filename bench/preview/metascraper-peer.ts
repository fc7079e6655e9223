/**
 * A second /preview peer: the same endpoint on fastify, fetching with undici and reading the page
 * with metascraper and the rule set Microlink uses for a preview (title, description, image, logo,
 * publisher, author, date, lang, url). 5.49.24 is the last release that runs on Node 20. Benchmark use only.
 */
import Fastify from 'fastify';
import metascraper from 'metascraper';
import author from 'metascraper-author';
import date from 'metascraper-date';
import description from 'metascraper-description';
import image from 'metascraper-image';
import lang from 'metascraper-lang';
import logo from 'metascraper-logo';
import publisher from 'metascraper-publisher';
import title from 'metascraper-title';
import url from 'metascraper-url';
import { Agent, interceptors, request } from 'undici';

const port = Number(process.env.PORT ?? 8092);
const app = Fastify({ logger: false });
const dispatcher = new Agent().compose(interceptors.redirect({ maxRedirections: 5 }));
const scrape = metascraper([author(), date(), description(), image(), lang(), logo(), publisher(), title(), url()]);

app.get('/healthz', async () => ({ status: 'ok' }));
app.get<{ Querystring: { url?: string } }>('/preview', async (req, reply) => {
  const target = req.query.url ?? '';
  const response = await request(target, { dispatcher });
  if (response.statusCode >= 400) {
    await response.body.dump();
    return reply.code(502).send({ error: `upstream ${response.statusCode}` });
  }
  const html = await response.body.text();
  const found = await scrape({ html, url: target });
  return { ...found, cached: false, extracted_at: new Date().toISOString() };
});

await app.listen({ port, host: '127.0.0.1' });
