import { describe, expect, it } from 'vitest';
import { checkDeclaredType, parseContentType } from './content-type.js';

const judged = (header: string, expect: Parameters<typeof checkDeclaredType>[1]) => checkDeclaredType(parseContentType(header), expect).ok;

describe('declared types a text fetch takes (robots.txt, llms.txt, sitemaps)', () => {
  it('takes text/* and XML however it is labelled', () => {
    for (const header of ['text/plain', 'text/xml; charset=utf-8', 'application/xml', 'application/rss+xml', 'application/atom+xml']) expect(judged(header, 'text'), header).toBe(true);
  });

  it('refuses what is not text', () => {
    for (const header of ['application/json', 'image/png', 'application/pdf', 'application/octet-stream']) expect(judged(header, 'text'), header).toBe(false);
  });
});
