import { describe, expect, it } from 'vitest';
import { normalizeUrl, pageKey } from './normalize-url.js';

describe('normalizeUrl', () => {
  it.each([
    ['HTTP://WWW.Example.COM/a', 'http://www.example.com/a'],
    ['http://example.com:80/a', 'http://example.com/a'],
    ['https://example.com:443', 'https://example.com/'],
    ['https://example.com:8443/a', 'https://example.com:8443/a'],
    ['https://example.com/a#section', 'https://example.com/a'],
    ['https://example.com/a/./b/../c', 'https://example.com/a/c'],
    ['https://user:secret@example.com/a', 'https://example.com/a'],
    ['https://example.com./a', 'https://example.com/a'],
    ['https://bücher.de/straße', 'https://xn--bcher-kva.de/stra%C3%9Fe'],
    ['https://example.com/%7euser/%2f%c3%a9', 'https://example.com/~user/%2F%C3%A9'],
    ['https://example.com/a?', 'https://example.com/a'],
    ['https://example.com/a?utm_source=x&utm_Medium=y&gclid=1&fbclid=2&msclkid=3', 'https://example.com/a'],
    ['https://example.com/a?b=2&a=1&utm_campaign=z', 'https://example.com/a?a=1&b=2'],
    ['https://example.com/a?tag=z&tag=a&id=1', 'https://example.com/a?id=1&tag=z&tag=a'],
    ['https://example.com/a?q=a/b&x&&y=', 'https://example.com/a?q=a/b&x&y='],
    ['https://example.com/a?q=a+b&utm=keep', 'https://example.com/a?q=a+b&utm=keep'],
    ['https://example.com/dir/', 'https://example.com/dir/'],
  ])('%s → %s', (raw, normalized) => {
    expect(normalizeUrl(raw)).toBe(normalized);
  });

  it('resolves against a base, and only http(s) is crawlable', () => {
    expect(normalizeUrl('../b?z=1&a=2#x', 'https://example.com/dir/page')).toBe('https://example.com/b?a=2&z=1');
    for (const raw of ['mailto:a@example.com', 'javascript:void(0)', 'ftp://example.com/', 'data:text/html,x', 'not a url', '']) {
      expect(normalizeUrl(raw)).toBeUndefined();
    }
  });

  it('is idempotent', () => {
    const once = normalizeUrl('HTTPS://Example.com:443/a/../b/%7e?utm_source=x&z=%2f&a#f')!;
    expect(normalizeUrl(once)).toBe(once);
  });
});

describe('pageKey', () => {
  it('treats a path with and without its trailing slash as one page; the root stays /', () => {
    expect(pageKey('https://example.com/docs/')).toBe(pageKey('https://example.com/docs'));
    expect(pageKey('https://example.com/docs/?a=1')).toBe('https://example.com/docs?a=1');
    expect(pageKey('https://example.com/')).toBe('https://example.com/');
    expect(pageKey('https://example.com/docs')).not.toBe(pageKey('https://example.com/docs/x'));
  });
});
