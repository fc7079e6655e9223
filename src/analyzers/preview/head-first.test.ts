import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePage, parsePageHead } from '../../page/index.js';
import { previewFromHead, previewOf } from './head-first.js';
import { analyzePreview } from './preview.js';

const URL_OF_PAGE = 'https://engineering.example.com/posts/edge-caching';
const settles = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/head-settles.html'), 'utf8');
const whole = (html: string) => analyzePreview(parsePage(html, URL_OF_PAGE));
const fromHead = (html: string) => previewFromHead(parsePageHead(html, URL_OF_PAGE));
const inBody = (tags: string) => settles.replace('</head>\n<body>', `</head>\n<body>\n${tags}`);

describe('previewFromHead', () => {
  it('answers from the head when it settles every field, as a parse of the whole page does', () => {
    const preview = fromHead(settles);
    expect(preview).toEqual(whole(settles));
    expect(preview).toMatchObject({ title: 'Edge caching, explained', image: 'https://engineering.example.com/images/edge-cache.png', favicon: 'https://engineering.example.com/favicon-32.png' });
    expect(preview).toMatchObject({
      author: 'Ada Example', published_at: '2026-11-02T09:00:00+01:00', modified_at: '2026-11-03', lang: 'en',
      logo: 'https://engineering.example.com/images/example-engineering.png',
    });
  });

  it.each([
    ['an Open Graph tag', '<meta property="og:image:secure_url" content="https://cdn.example.com/edge.png">'],
    ['a meta tag whose value holds a "<"', '<meta content="a<b" property="og:title">'],
    ['a character reference in a meta tag', '<meta property="og&#58;title" content="Other">'],
    ['a <base>', '<base href="https://cdn.example.com/">'],
    ['an icon link', '<link rel="apple-touch-icon" href="/touch.png">'],
  ])('reads the whole page when the body holds %s', (_, tags) => {
    const html = inBody(tags);
    expect(fromHead(html)).toBeUndefined();
  });

  it('reads the whole page when a field falls through to the body (no description in the head)', () => {
    const html = settles.replace(/<meta property="og:description"[^>]*>/, '');
    expect(fromHead(html)).toBeUndefined();
    expect(whole(html).description).toMatch(/^Every response a CDN keeps/);
  });

  it('reads the whole page when it has no <body> tag', () => {
    expect(fromHead(settles.replace(/<\/?body>/g, ''))).toBeUndefined();
  });

  it('previewOf answers as a parse of the whole page does, from the head or not', () => {
    const unsettled = settles.replace(/<meta property="og:description"[^>]*>/, '');
    for (const html of [settles, unsettled, settles.replace(/<\/?body>/g, '')]) expect(previewOf(html, URL_OF_PAGE)).toEqual({ ok: true, value: whole(html) });
  });

  it('gives the whole-page answer or none for every HTML fixture in the project', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
    let settled = 0;
    for (const file of files) {
      const html = fs.readFileSync(path.join(root, file), 'utf8');
      expect(previewOf(html, URL_OF_PAGE), file).toEqual({ ok: true, value: whole(html) });
      const preview = fromHead(html);
      if (preview === undefined) continue;
      settled += 1;
      expect(preview, file).toEqual(whole(html));
    }
    expect(files.length).toBeGreaterThan(50);
    expect(settled).toBeGreaterThan(1);
  });
});
