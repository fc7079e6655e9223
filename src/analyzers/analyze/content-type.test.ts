import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { classifyContent } from './content-type.js';

const html = (name: string): string => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.html`), 'utf8');
const typeOf = (name: string, url: string, words = 0): string => classifyContent(parsePage(html(name), url), words);

describe('classifyContent (first rule that answers wins)', () => {
  it('reads schema.org types first', () => {
    expect(typeOf('product', 'https://shop.example/blog/tents')).toBe('product');
    expect(typeOf('english-article', 'https://news.example/')).toBe('article');
  });

  it('then the URL: home, documentation, forum, dated article paths', () => {
    expect(typeOf('empty', 'https://site.example/')).toBe('homepage');
    expect(typeOf('empty', 'https://site.example/en-gb/')).toBe('homepage');
    expect(typeOf('empty', 'https://site.example/docs/getting-started')).toBe('documentation');
    expect(typeOf('empty', 'https://docs.site.example/intro')).toBe('documentation');
    expect(typeOf('empty', 'https://site.example/forum/thread/42')).toBe('forum');
    expect(typeOf('empty', 'https://site.example/2023/04/spring-notes')).toBe('article');
  });

  it('then the content: code blocks, a price with a cart button, long prose', () => {
    expect(typeOf('code-guide', 'https://site.example/setup')).toBe('documentation');
    expect(typeOf('empty', 'https://site.example/about', 400)).toBe('article');
    expect(typeOf('empty', 'https://site.example/about', 20)).toBe('other');
    // /p/ names Substack posts as often as products: the URL says nothing, the prose does.
    expect(typeOf('empty', 'https://writer.substack.com/p/spring-notes', 400)).toBe('article');
  });
});
