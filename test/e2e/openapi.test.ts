import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPagelens, type TestServer } from '../start-pagelens.js';

let lens: TestServer;

beforeAll(async () => {
  lens = await startPagelens();
});

afterAll(async () => {
  await lens?.close();
});

describe('API description', () => {
  it('GET /openapi.json is a valid OpenAPI 3.1 document describing every served route', async () => {
    const response = await lens.get('/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/', '/healthz', '/preview']));
    expect(document.components.schemas).toHaveProperty('Problem');
  });

  it('GET /docs serves a readable reference, rendered from the document, with no outside resources', async () => {
    const response = await fetch(`${lens.url}/docs/`, { redirect: 'follow' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).not.toContain('swagger-ui');
    const outside = [...html.matchAll(/(?:src|href)="(https?:[^"]+)"/g)].map((m) => m[1]);
    expect(outside).toEqual([]);
    const document = (await (await lens.get('/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) expect(html, `${method} ${path}`).toContain(`id="${method}${path.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-$/, '')}"`);
    }
  });
});
