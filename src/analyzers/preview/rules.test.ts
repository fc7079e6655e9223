import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import type { PreviewField } from './preview.js';
import { explainPreview } from './preview.js';

const PAGE_URL = 'https://www.example.com/news/story';
const ld = (json: object): string => `<script type="application/ld+json">${JSON.stringify(json)}</script>`;
const explain = (html: string) => explainPreview(parsePage(html, PAGE_URL));

interface Source { readonly html: string; readonly rule: string; readonly value: string }

/**
 * With sources[i..] present, rule i must win: removing each earlier source makes the
 * field fall through to the next rule in its documented order.
 */
function expectPriority(field: PreviewField, sources: readonly Source[], none: string | undefined): void {
  sources.forEach((source, i) => {
    const hit = explain(sources.slice(i).map((s) => s.html).join('\n'))[field];
    expect(hit, `${field} with sources from ${source.rule}`).toEqual({ rule: source.rule, value: source.value });
  });
  expect(explain('<html><body></body></html>')[field]?.value).toBe(none);
}

const PARAGRAPH = 'A paragraph long enough to stand in for a description of the page.';

describe('rule priority: each field falls through to the next rule', () => {
  it('title', () => expectPriority('title', [
    { html: '<meta property="og:title" content="OG">', rule: 'og:title', value: 'OG' },
    { html: '<meta name="twitter:title" content="TW">', rule: 'twitter:title', value: 'TW' },
    { html: '<title>HTML</title>', rule: 'html-title', value: 'HTML' },
    { html: ld({ '@type': 'NewsArticle', headline: 'LD' }), rule: 'json-ld-headline', value: 'LD' },
    { html: '<h1>H1</h1>', rule: 'h1', value: 'H1' },
  ], undefined));

  it('description', () => expectPriority('description', [
    { html: '<meta property="og:description" content="OG">', rule: 'og:description', value: 'OG' },
    { html: '<meta name="twitter:description" content="TW">', rule: 'twitter:description', value: 'TW' },
    { html: '<meta name="description" content="META">', rule: 'meta-description', value: 'META' },
    { html: ld({ '@type': 'Article', description: 'LD' }), rule: 'json-ld-description', value: 'LD' },
    { html: `<p>Short.</p><p>${PARAGRAPH}</p>`, rule: 'first-paragraph', value: PARAGRAPH },
  ], undefined));

  it('image', () => expectPriority('image', [
    { html: '<meta property="og:image" content="/og.png">', rule: 'og:image', value: 'https://www.example.com/og.png' },
    { html: '<meta name="twitter:image" content="/tw.png">', rule: 'twitter:image', value: 'https://www.example.com/tw.png' },
    { html: ld({ '@type': 'Article', image: 'ld.png' }), rule: 'json-ld-image', value: 'https://www.example.com/news/ld.png' },
    { html: '<link rel="image_src" href="/src.png">', rule: 'link-image-src', value: 'https://www.example.com/src.png' },
    { html: '<img src="/photo.jpg" width="600" height="400">', rule: 'content-image', value: 'https://www.example.com/photo.jpg' },
  ], undefined));

  it('site_name', () => expectPriority('site_name', [
    { html: '<meta property="og:site_name" content="OG">', rule: 'og:site_name', value: 'OG' },
    { html: '<meta name="application-name" content="APP">', rule: 'application-name', value: 'APP' },
    { html: '<meta name="apple-mobile-web-app-title" content="APPLE">', rule: 'apple-mobile-web-app-title', value: 'APPLE' },
    { html: ld({ '@type': 'Article', publisher: { '@type': 'Organization', name: 'PUB' } }), rule: 'json-ld-publisher', value: 'PUB' },
    { html: ld({ '@type': 'WebSite', name: 'SITE' }), rule: 'json-ld-website', value: 'SITE' },
  ], 'example.com'));

  it('type', () => expectPriority('type', [
    { html: '<meta property="og:type" content="Video.Movie">', rule: 'og:type', value: 'video.movie' },
    { html: ld({ '@type': 'Product', name: 'P' }), rule: 'json-ld-type', value: 'product' },
  ], 'website'));

  it('favicon', () => expectPriority('favicon', [
    { html: '<link rel="icon" href="/i.png">', rule: 'icon', value: 'https://www.example.com/i.png' },
    { html: '<link rel="shortcut icon" href="/s.ico">', rule: 'shortcut-icon', value: 'https://www.example.com/s.ico' },
    { html: '<link rel="apple-touch-icon" href="/t.png">', rule: 'apple-touch-icon', value: 'https://www.example.com/t.png' },
  ], 'https://www.example.com/favicon.ico'));
});

describe('validity: a rule whose value is unusable yields nothing', () => {
  it('blank text and non-http(s) URLs fall through', () => {
    const hits = explain(`<meta property="og:title" content="  \n "><title> Real </title>
      <meta property="og:image" content="javascript:alert(1)"><meta property="og:image:url" content="data:image/png;base64,AA">
      <meta name="twitter:image:src" content="//cdn.example.net/t.png">`);
    expect(hits.title).toEqual({ rule: 'html-title', value: 'Real' });
    expect(hits.image).toEqual({ rule: 'twitter:image', value: 'https://cdn.example.net/t.png' });
  });

  it('og:image order: secure_url, then og:image, then og:image:url', () => {
    const tags = (keys: string[]) => keys.map((k) => `<meta property="og:${k}" content="https://x.example/${k}.png">`).join('');
    expect(explain(tags(['image:url', 'image', 'image:secure_url'])).image?.value).toBe('https://x.example/image:secure_url.png');
    expect(explain(tags(['image:url', 'image'])).image?.value).toBe('https://x.example/image.png');
    expect(explain(tags(['image:url'])).image?.value).toBe('https://x.example/image:url.png');
  });

  it('caps long text at a word boundary with an ellipsis', () => {
    const word = 'lorem ';
    const title = explain(`<title>${word.repeat(100)}</title>`).title?.value ?? '';
    expect(title.length).toBeLessThanOrEqual(300);
    expect(title).toBe(`${'lorem '.repeat(49)}lorem…`); // 50 whole words, 300 chars
    const description = explain(`<meta name="description" content="${'abc '.repeat(400)}">`).description?.value ?? '';
    expect(description.length).toBe(1000);
    expect(description.endsWith('abc…')).toBe(true);
  });
});

describe('JSON-LD sources', () => {
  it('prefer an article over a WebPage that comes first', () => {
    const hits = explain(ld({
      '@graph': [
        { '@type': 'WebPage', name: 'Page name', description: 'Page description' },
        { '@type': ['BlogPosting'], headline: 'Post &amp; headline', description: 'Post description' },
      ],
    }));
    expect(hits.title).toEqual({ rule: 'json-ld-headline', value: 'Post & headline' });
    expect(hits.description).toEqual({ rule: 'json-ld-description', value: 'Post description' });
    expect(hits.type).toEqual({ rule: 'json-ld-type', value: 'article' });
  });

  it('image: ImageObject, @id reference, thumbnailUrl', () => {
    expect(explain(ld({ '@type': 'Article', image: { '@type': 'ImageObject', url: '/a.jpg' } })).image?.value)
      .toBe('https://www.example.com/a.jpg');
    expect(explain(ld({ '@graph': [
      { '@type': 'ImageObject', '@id': '#img', contentUrl: 'https://x.example/c.jpg' },
      { '@type': 'NewsArticle', image: { '@id': '#img' } },
    ] })).image?.value).toBe('https://x.example/c.jpg');
    expect(explain(ld({ '@type': 'VideoObject', thumbnailUrl: ['https://x.example/t.jpg'] })).image?.value)
      .toBe('https://x.example/t.jpg');
  });

  it('type mapping', () => {
    const typeOf = (type: unknown) => explain(ld({ '@type': type })).type?.value;
    expect(typeOf('ScholarlyArticle')).toBe('article');
    expect(typeOf('https://schema.org/NewsArticle')).toBe('article');
    expect(typeOf('ProfilePage')).toBe('profile');
    expect(typeOf('VideoObject')).toBe('video.other');
    expect(typeOf('MusicAlbum')).toBe('music.album');
    expect(typeOf('Book')).toBe('book');
    expect(typeOf('Person')).toBe('website');
    expect(typeOf('toString')).toBe('website');
  });
});

describe('favicon ranking', () => {
  it('largest rel=icon first; unsized icons last among them; shortcut only after every rel=icon', () => {
    const hit = explain(`<link rel="shortcut icon" sizes="512x512" href="/s.png"><link rel="icon" href="/plain.png">
      <link rel="icon" sizes="16x16" href="/16.png"><link rel="icon" sizes="32x32 192x192" href="/multi.png">
      <link rel="icon" sizes="96x96" href="/96.png">`).favicon;
    expect(hit).toEqual({ rule: 'icon', value: 'https://www.example.com/multi.png' });
  });

  it('sizes="any" and .svg count as largest', () => {
    expect(explain('<link rel="icon" sizes="512x512" href="/big.png"><link rel="icon" sizes="any" href="/any.png">')
      .favicon?.value).toBe('https://www.example.com/any.png');
    expect(explain('<link rel="icon" sizes="512x512" href="/big.png"><link rel="icon" href="/logo.svg?v=2">')
      .favicon?.value).toBe('https://www.example.com/logo.svg?v=2');
  });

  it('mask-icon is never the favicon', () => {
    expect(explain('<link rel="mask-icon" href="/pin.svg">').favicon?.rule).toBe('favicon.ico');
  });
});

describe('content image', () => {
  it('skips pixels, small or SVG images and logos', () => {
    const hit = explain(`<img src="/pixel.gif" width="1" height="1"><img src="/badge.png"><img src="/art.svg">
      <img src="/img/site-logo.png" width="400" height="100"><img src="/thumb.jpg" width="40" height="300">
      <img src="/hero.jpg"><img src="/second.jpg" width="800" height="600">`).image;
    expect(hit).toEqual({ rule: 'content-image', value: 'https://www.example.com/hero.jpg' });
  });

  it('first meaningful paragraph ignores nav, header, footer and aside', () => {
    const hit = explain(`<header><p>${PARAGRAPH} (header)</p></header><nav><p>${PARAGRAPH} (nav)</p></nav>
      <aside><p>${PARAGRAPH} (aside)</p></aside><main><p>${PARAGRAPH}</p></main><footer><p>${PARAGRAPH} (footer)</p></footer>`)
      .description;
    expect(hit).toEqual({ rule: 'first-paragraph', value: PARAGRAPH });
  });
});
