/**
 * The peer: the same /preview endpoint, on the same framework (fastify), built on
 * open-graph-scraper, the most used npm library for this job. Benchmark use only.
 */
import Fastify from 'fastify';
import ogs from 'open-graph-scraper';

const port = Number(process.env.PORT ?? 8090);
const app = Fastify({ logger: false });
const validatorSettings = {
  allow_fragments: true,
  allow_protocol_relative_urls: false,
  allow_query_components: true,
  allow_trailing_dot: false,
  allow_underscores: true,
  protocols: ['http', 'https'],
  require_host: true,
  require_port: false,
  require_protocol: true,
  require_tld: false,
  require_valid_protocol: true,
  validate_length: true,
};

app.get('/healthz', async () => ({ status: 'ok' }));
app.get<{ Querystring: { url?: string } }>('/preview', async (request, reply) => {
  try {
    const { result } = await ogs({ url: request.query.url ?? '', timeout: 15, urlValidatorSettings: validatorSettings });
    const image = result.ogImage?.[0]?.url ?? result.twitterImage?.[0]?.url ?? '';
    return {
      url: request.query.url,
      title: result.ogTitle ?? result.twitterTitle ?? result.dcTitle ?? '',
      description: result.ogDescription ?? result.twitterDescription ?? result.dcDescription ?? '',
      image: image ? new URL(image, request.query.url).href : '',
      site_name: result.ogSiteName ?? '',
      type: result.ogType ?? 'website',
      favicon: result.favicon ? new URL(result.favicon, request.query.url).href : '',
      cached: false,
      extracted_at: new Date().toISOString(),
    };
  } catch (error) {
    return reply.code(502).send({ error: String((error as { result?: { error?: string } }).result?.error ?? error) });
  }
});

await app.listen({ port, host: '127.0.0.1' });
