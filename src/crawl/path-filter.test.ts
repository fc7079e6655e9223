import { describe, expect, it } from 'vitest';
import { createPathFilter, globSubject } from './path-filter.js';
import { createSiteScope } from './site-scope.js';

function passes(include: string[], exclude: string[], path: string): boolean {
  const filter = createPathFilter(include, exclude);
  if (!filter.ok) throw new Error(filter.failure.detail);
  return filter.value(new URL(`https://example.com${path}`));
}

describe('createPathFilter', () => {
  it.each([
    [['/blog/**'], '/blog', true],
    [['/blog/**'], '/blog/', true],
    [['/blog/**'], '/blog/2024/post', true],
    [['/blog/**'], '/blogger', false],
    [['/blog/*'], '/blog/a/b', false],
    [['blog/*'], '/blog/a', true],
    [['**/*.pdf'], '/a.pdf', true],
    [['/**/*.pdf'], '/a.pdf', true],
    [['/**/*.pdf'], '/x/y/a.pdf', true],
    [['/docs/{api,guide}/**'], '/docs/guide/intro', true],
    [['/p/[0-9]*'], '/p/42', true],
    [['/Blog/**'], '/blog/a', false],
    [['/.well-known/*'], '/.well-known/security.txt', true],
    [['/café/**'], '/caf%C3%A9/menu', true],
    [['/'], '/', true],
    [['/**'], '/', true],
  ])('include %j, path %s → %s', (include, path, expected) => {
    expect(passes(include, [], path)).toBe(expected);
  });

  it('matches the path only, never the query; exclude wins over include; no include means all', () => {
    expect(passes(['/search'], [], '/search?q=x')).toBe(true);
    expect(passes(['**/*.pdf'], [], '/file?name=a.pdf')).toBe(false);
    expect(passes(['/blog/**'], ['/blog/drafts/**'], '/blog/drafts/x')).toBe(false);
    expect(passes([], ['/private/**'], '/public/x')).toBe(true);
    expect(passes([], ['/private/**'], '/private')).toBe(false);
  });

  it('refuses empty globs and too many', () => {
    expect(createPathFilter([''], [])).toMatchObject({ ok: false, failure: { code: 'invalid_parameter' } });
    expect(createPathFilter([], Array(101).fill('/a'))).toMatchObject({ ok: false, failure: { code: 'invalid_parameter' } });
  });

  it('globSubject is the decoded path; an undecodable escape stays as written', () => {
    expect(globSubject(new URL('https://example.com/caf%C3%A9?x=1#y'))).toBe('/café');
    expect(globSubject(new URL('https://example.com/bad%E0%A4'))).toBe('/bad%E0%A4');
  });
});

describe('createSiteScope', () => {
  it('is the registrable domain: subdomains in, other domains and other github.io sites out', () => {
    const inScope = createSiteScope(new URL('https://www.example.co.uk/'));
    for (const host of ['example.co.uk', 'www.example.co.uk', 'docs.example.co.uk']) expect(inScope(new URL(`http://${host}:8080/x`))).toBe(true);
    for (const host of ['example.com', 'other.co.uk', 'example.co.uk.evil.test']) expect(inScope(new URL(`https://${host}/`))).toBe(false);
    const pages = createSiteScope(new URL('https://alice.github.io/'));
    expect(pages(new URL('https://bob.github.io/'))).toBe(false);
  });

  it('an IP address or localhost is a site of that one host', () => {
    const ip = createSiteScope(new URL('http://192.0.2.1:8080/'));
    expect(ip(new URL('http://192.0.2.1/other'))).toBe(true);
    expect(ip(new URL('http://192.0.2.2/'))).toBe(false);
    expect(createSiteScope(new URL('http://localhost/'))(new URL('http://sub.localhost/'))).toBe(false);
  });
});
