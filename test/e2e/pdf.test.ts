import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';

/** /extract (and /preview) of a PDF answer like a page; the other endpoints refuse one (docs/reference/api.md#pdf-documents). */
const REPORT = readFileSync(new URL('../../src/analyzers/pdf/fixtures/report.pdf', import.meta.url));
const NOTES = readFileSync(new URL('../../src/analyzers/pdf/fixtures/notes.pdf', import.meta.url));

let web: FixtureServer;
let lens: TestServer;
let key: string;

beforeAll(async () => {
  web = await startFixtureServer();
  web.route('/report.pdf', (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': REPORT.length }).end(REPORT);
  });
  // No Content-Type at all: the body's "%PDF-" says what it is.
  web.route('/download', (_request, response) => {
    response.end(NOTES);
  });
  web.route('/broken.pdf', (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/pdf' }).end(REPORT.subarray(0, 300));
  });
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}` });
  key = lens.ownerKeys!.live.key;
});

afterAll(async () => {
  await lens?.close();
  await web?.close();
});

const call = (endpoint: string, target: string, query = '') => lens.get(`${endpoint}?url=${encodeURIComponent(target)}${query}`, { 'x-api-key': key });

describe('a PDF', () => {
  it('/extract answers its title, text, word count and page count', async () => {
    const response = await call('/extract', web.url('/report.pdf'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-render')).toBe('static');
    const body = (await response.json()) as Record<string, any>;
    expect(body).toMatchObject({
      url: web.url('/report.pdf'),
      title: 'Harbour Survey – Spring Report',
      description: 'Water quality at the old harbour, March to May',
      images: [],
      read_time: 1,
      cached: false,
    });
    expect(body.content).toBe([
      'Harbour Survey',
      'The spring survey measured water quality at twelve points around the old harbour, every week from March to May.',
      'Readings were taken at dawn, before the ferries ran, so that the wake of the boats did not stir up the silt.',
      'Results',
      'Clarity improved at ten of the twelve points. The café jetty and the slipway stayed cloudy all season.',
      'Weekly readings: harbour-readings.csv Method: https://survey.example.org/method',
    ].join('\n\n'));
    expect(body.word_count).toBe(67);
    expect(body.excerpt).toMatch(/^Harbour Survey The spring survey measured/);
    expect(body.metadata).toEqual({
      'pdf:pages': '2',
      'pdf:author': 'Ada Lovelace',
      'pdf:subject': 'Water quality at the old harbour, March to May',
      'pdf:keywords': 'harbour, water, survey',
      'pdf:creator': 'Pagelens fixture writer',
      'pdf:producer': 'Pagelens',
      'pdf:created': '2024-01-02T02:04:05Z',
      'pdf:modified': '2024-03-15T12:00:00Z',
    });
    expect(body.links).toEqual([
      { text: 'Weekly readings: harbour-readings.csv', href: web.url('/harbour/readings.csv'), type: 'internal' },
      { text: 'Method: https://survey.example.org/method', href: 'https://survey.example.org/method', type: 'external' },
    ]);
  });

  it('/extract renders the same paragraphs as HTML', async () => {
    const body = (await (await call('/extract', web.url('/report.pdf'), '&format=html')).json()) as { content: string; word_count: number };
    expect(body.content.split('\n')[0]).toBe('<p>Harbour Survey</p>');
    expect(body.word_count).toBe(67);
  });

  it('/preview answers its title, as a document', async () => {
    const response = await call('/preview', web.url('/report.pdf'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      title: 'Harbour Survey – Spring Report',
      description: 'Water quality at the old harbour, March to May',
      image: '',
      site_name: '127.0.0.1',
      type: 'document',
      favicon: web.url('/favicon.ico'),
    });
  });

  it.each(['/seo', '/aeo', '/stack', '/outline', '/analyze'])('%s answers 422 unsupported_content, naming the endpoints that read one', async (endpoint) => {
    const response = await call(endpoint, web.url('/report.pdf'));
    expect(response.status).toBe(422);
    const problem = (await response.json()) as { code: string; detail: string };
    expect(problem.code).toBe('unsupported_content');
    expect(problem.detail).toBe(`${web.url('/report.pdf')} is a PDF, which ${endpoint} does not analyse: a PDF is read by /extract and /preview only`);
  });

  it('sent without a Content-Type is read as a PDF', async () => {
    const body = (await (await call('/extract', web.url('/download'))).json()) as Record<string, any>;
    expect(body).toMatchObject({ title: 'Meeting notes for Tuesday', word_count: 12, metadata: { 'pdf:pages': '1', 'pdf:author': 'Grace Hopper' } });
    expect(body.content).toBe('Meeting notes for Tuesday\n\nAgreed to move the survey to the autumn.');
  });

  it('with render=always is read as fetched (a browser would only download it)', async () => {
    const response = await call('/extract', web.url('/report.pdf?render=always'), '&render=always');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-render')).toBe('static');
    expect(((await response.json()) as { title: string }).title).toBe('Harbour Survey – Spring Report');
  });

  it('that cannot be read answers 422 unsupported_content, not 500', async () => {
    const response = await call('/extract', web.url('/broken.pdf'));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'unsupported_content', detail: expect.stringContaining('could not be read as one') });
  });
});
