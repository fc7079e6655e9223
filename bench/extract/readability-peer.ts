/**
 * The peer of the service-level /extract benchmark: the same endpoint on the same framework
 * (fastify), fetching with undici and extracting with @mozilla/readability over linkedom, the
 * usual hand-made stack. No cache, no SSRF policy, no limits. Benchmark use only.
 */
import { Readability } from '@mozilla/readability';
import Fastify from 'fastify';
import { parseHTML } from 'linkedom';
import { Agent, interceptors, request } from 'undici';

const port = Number(process.env.PORT ?? 8091);
const app = Fastify({ logger: false });
const dispatcher = new Agent().compose(interceptors.redirect({ maxRedirections: 5 }));

app.get('/healthz', async () => ({ status: 'ok' }));
app.get<{ Querystring: { url?: string } }>('/extract', async (req, reply) => {
  const url = req.query.url ?? '';
  const response = await request(url, { dispatcher });
  if (response.statusCode >= 400) {
    await response.body.dump();
    return reply.code(502).send({ error: `upstream ${response.statusCode}` });
  }
  const html = await response.body.text();
  const { document } = parseHTML(html);
  const article = new Readability(document as unknown as Document).parse();
  const content = article?.textContent ?? '';
  return {
    url,
    title: article?.title ?? '',
    description: article?.excerpt ?? '',
    content,
    word_count: content.split(/\s+/).filter(Boolean).length,
    extracted_at: new Date().toISOString(),
  };
});

await app.listen({ port, host: '127.0.0.1' });
