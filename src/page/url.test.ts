import { describe, expect, it } from 'vitest';
import { classifyLink, registrableDomain, resolveHttpUrl, resolveUrl } from './url.js';

const base = new URL('https://www.example.com/guides/edge-caching?ref=home#top');
const classify = (href: string, page = 'https://www.example.com/guides/edge-caching') =>
  classifyLink(new URL(href), new URL(page));

describe('resolveUrl', () => {
  it('trims and resolves relative, root-relative and protocol-relative URLs', () => {
    expect(resolveUrl('  faq  ', base)).toBe('https://www.example.com/guides/faq');
    expect(resolveUrl('/about', base)).toBe('https://www.example.com/about');
    expect(resolveUrl('//cdn.example.net/a.png', base)).toBe('https://cdn.example.net/a.png');
    expect(resolveUrl('#faq', base)).toBe('https://www.example.com/guides/edge-caching?ref=home#faq');
  });

  it('keeps mailto: and tel:', () => {
    expect(resolveUrl('mailto:a@example.com', base)).toBe('mailto:a@example.com');
    expect(resolveUrl('tel:+44 20 7946 0958', base)).toBe('tel:+44 20 7946 0958') // opaque paths keep spaces (WHATWG URL);
  });

  it('rejects empty, unparseable and non-web schemes', () => {
    for (const raw of ['', '   ', 'javascript:void(0)', 'JavaScript:alert(1)', 'data:,x', 'ftp://x.example/', 'http://[bad/']) {
      expect(resolveUrl(raw, base)).toBeUndefined();
    }
  });

  it('resolveHttpUrl accepts only http(s)', () => {
    expect(resolveHttpUrl('mailto:a@example.com', base)).toBeUndefined();
    expect(resolveHttpUrl('img/a.png', base)).toBe('https://www.example.com/guides/img/a.png');
  });
});

describe('classifyLink', () => {
  it('mailto and tel', () => {
    expect(classify('mailto:editors@example.com')).toBe('mailto');
    expect(classify('tel:+442079460958')).toBe('tel');
  });

  it('anchor: the same document but for the fragment', () => {
    expect(classify('https://www.example.com/guides/edge-caching#faq')).toBe('anchor');
    expect(classify('https://www.example.com/guides/edge-caching#')).toBe('anchor');
    expect(classify('https://www.example.com/guides/edge-caching')).toBe('internal');
    expect(classify('https://www.example.com/guides/other#faq')).toBe('internal');
    expect(classify('https://www.example.com/guides/edge-caching?page=2#faq')).toBe('internal');
  });

  it('internal: same registrable domain, any subdomain or scheme', () => {
    expect(classify('https://blog.example.com/')).toBe('internal');
    expect(classify('http://example.com/x')).toBe('internal');
    expect(classify('https://a.b.example.com/x')).toBe('internal');
    expect(classify('https://example.org/')).toBe('external');
    expect(classify('https://example.com.evil.net/')).toBe('external');
  });

  it('respects multi-label public suffixes (example.co.uk)', () => {
    const page = 'https://www.example.co.uk/news';
    expect(classify('https://shop.example.co.uk/', page)).toBe('internal');
    expect(classify('https://other.co.uk/', page)).toBe('external');
    expect(classify('https://bbc.co.uk/', 'https://itv.co.uk/')).toBe('external');
    expect(registrableDomain('www.example.co.uk')).toBe('example.co.uk');
  });

  it('uses the private suffix section: separate github.io sites are external', () => {
    expect(classify('https://bob.github.io/', 'https://alice.github.io/')).toBe('external');
    expect(classify('https://alice.github.io/post', 'https://alice.github.io/')).toBe('internal');
  });

  it('compares hostnames for IPs and localhost', () => {
    expect(classify('http://127.0.0.1:8080/b', 'http://127.0.0.1:9000/a')).toBe('internal');
    expect(classify('http://127.0.0.2/b', 'http://127.0.0.1/a')).toBe('external');
    expect(classify('http://localhost/b', 'http://localhost:3000/a')).toBe('internal');
    expect(classify('http://[::1]/b', 'http://[::1]/a')).toBe('internal');
    expect(classify('https://example.com/', 'http://localhost/a')).toBe('external');
  });
});
