import { describe, expect, it } from 'vitest';
import { dereferenceJsonLd, jsonLdTypes } from './json-ld.js';
import { parsePage } from './page.js';

const jsonLdOf = (...scripts: string[]) =>
  parsePage(
    scripts.map((s) => `<script type="application/ld+json">${s}</script>`).join(''),
    'https://example.com/',
  ).jsonLd;

describe('jsonLd view', () => {
  it('flattens top-level arrays and @graph; keeps a graph container only when it has own data', () => {
    expect(jsonLdOf(
      '[{"@type":"A"},{"@type":"B"}]',
      '{"@context":"https://schema.org","@graph":[{"@type":"C"},[{"@type":"D"}]]}',
      '{"@type":"E","@graph":[{"@type":"F"}]}',
    ).map((n) => n['@type'])).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });

  it('skips invalid JSON, non-objects and empty scripts without losing the rest', () => {
    expect(jsonLdOf('{"@type":', '"text"', '42', 'null', '', '{"@type":"Ok"}')).toEqual([{ '@type': 'Ok' }]);
  });

  it('forgives CDATA/comment wrappers and raw control characters in strings', () => {
    expect(jsonLdOf('//<![CDATA[\n{"@type":"A"}\n//]]>', '<!-- {"name":"line\nbreak\ttab"} -->')).toEqual([
      { '@type': 'A' },
      { name: 'line break tab' },
    ]);
  });

  it('matches the script type case-insensitively, with parameters; ignores other scripts', () => {
    const page = parsePage(
      '<script type="Application/LD+JSON; charset=utf-8">{"a":1}</script><script type="application/json">{"b":2}</script>',
      'https://example.com/',
    );
    expect(page.jsonLd).toEqual([{ a: 1 }]);
  });
});

describe('JSON-LD helpers', () => {
  it('jsonLdTypes normalises strings, arrays and schema.org prefixes', () => {
    expect(jsonLdTypes({ '@type': 'Article' })).toEqual(['Article']);
    expect(jsonLdTypes({ '@type': ['http://schema.org/NewsArticle', 'schema:WebPage', 7, ' '] })).toEqual(['NewsArticle', 'WebPage']);
    expect(jsonLdTypes({})).toEqual([]);
  });

  it('dereferenceJsonLd follows bare @id references', () => {
    const org = { '@id': '#org', '@type': 'Organization', name: 'Acme' };
    const nodes = [org];
    expect(dereferenceJsonLd({ '@id': '#org' }, nodes)).toBe(org);
    expect(dereferenceJsonLd({ '@id': '#org', name: 'Inline' }, nodes)).toEqual({ '@id': '#org', name: 'Inline' });
    expect(dereferenceJsonLd({ '@id': '#missing' }, nodes)).toEqual({ '@id': '#missing' });
    expect(dereferenceJsonLd('#org', nodes)).toBeUndefined();
  });
});
