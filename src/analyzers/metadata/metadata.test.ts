import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { analyzeMetadata, explainMetadata } from './metadata.js';

const NEWS_URL = 'https://www.example.com/news/story';
const load = (name: string, url = NEWS_URL) => parsePage(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8'), url);
const rulesOf = (page: ReturnType<typeof parsePage>) =>
  Object.fromEntries(Object.entries(explainMetadata(page)).map(([field, hit]) => [field, hit?.rule]));

describe('page metadata on the fixtures', () => {
  it('JSON-LD @graph: article authors from an array, dates with their offset, the publisher logo through an @id', () => {
    const page = load('jsonld-graph.html', 'https://stadtblatt.example.at/wien/u2-nacht');
    expect(analyzeMetadata(page)).toEqual({
      author: 'Anna Gruber, Lukas Wimmer',
      published_at: '2021-03-14T07:30:00+01:00',
      modified_at: '2021-03-15T10:02:00+01:00',
      lang: 'de-AT',
      logo: 'https://stadtblatt.example.at/static/stadtblatt-logo.png',
    });
    expect(rulesOf(page)).toEqual({
      author: 'json-ld-author', published_at: 'json-ld-date-published', modified_at: 'json-ld-date-modified',
      lang: 'html-lang', logo: 'json-ld-publisher-logo',
    });
  });

  it('meta tags: article:published_time and modified_time, author (not the article:author URL), og:locale; the header logo, not the favicon', () => {
    const page = load('meta-tags.html', 'https://northwind.example.com/blog/faster-builds');
    expect(analyzeMetadata(page)).toEqual({
      author: 'Priya Raman',
      published_at: '2022-06-01T08:15:00+01:00',
      modified_at: '2022-06-03T12:00:00+01:00',
      lang: 'en-GB',
      logo: 'https://northwind.example.com/images/northwind-wordmark.png',
    });
    expect(rulesOf(page)).toMatchObject({ author: 'meta-author', published_at: 'meta-published', lang: 'og:locale', logo: 'header-logo-image' });
  });

  it('microdata: itemprop author (its name), datePublished and dateModified', () => {
    const page = load('microdata.html');
    expect(analyzeMetadata(page)).toMatchObject({ author: 'Margaret Holt', published_at: '2020-02-11', modified_at: '2020-02-20T18:45:00-05:00' });
    expect(rulesOf(page)).toMatchObject({ author: 'microdata-author', published_at: 'microdata-date-published', modified_at: 'microdata-date-modified' });
  });

  it('<time datetime> in the byline wins; the site header\'s date, related articles, comments and the © year are not taken', () => {
    const page = load('time-byline.html');
    expect(analyzeMetadata(page)).toEqual({
      author: 'Jane Doe, John Roe',
      published_at: '2021-03-14T18:30:00-04:00',
      modified_at: '',
      lang: 'en-US',
      logo: 'https://cdn.dailyexample.com/brand/daily-example-logo.png',
    });
    expect(rulesOf(page)).toMatchObject({ author: 'byline', published_at: 'time-element', logo: 'header-logo-image' });
  });

  it('a German byline and date ("Von …", "14. März 2021"); "Aktualisiert am" goes to modified_at; the related list is not read', () => {
    const page = load('german-dateline.html');
    expect(analyzeMetadata(page)).toMatchObject({ author: 'Max Mustermann', published_at: '2021-03-14', modified_at: '2021-03-16', lang: 'de' });
    expect(rulesOf(page)).toMatchObject({ author: 'byline-text', published_at: 'dateline', modified_at: 'text-updated' });
  });

  it('a Japanese date (2021年3月14日)', () => {
    expect(analyzeMetadata(load('japanese.html'))).toMatchObject({ published_at: '2021-03-14', lang: 'ja' });
  });

  it('04/03/2021 on a French page is the 4th of March; the same on an en-US page is the 3rd of April', () => {
    const html = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'french-day-first.html'), 'utf8');
    expect(analyzeMetadata(parsePage(html, NEWS_URL))).toMatchObject({ published_at: '2021-03-04', author: 'Claire Martin', lang: 'fr' });
    expect(analyzeMetadata(parsePage(html.replace('lang="fr"', 'lang="en-US"'), NEWS_URL))).toMatchObject({ published_at: '2021-04-03', lang: 'en-US' });
  });

  it('a copyright year is no publication date', () => {
    expect(analyzeMetadata(load('copyright-only.html'))).toMatchObject({ published_at: '', modified_at: '' });
  });

  it('an "Updated" date is the modification only', () => {
    const page = load('updated-only.html');
    expect(analyzeMetadata(page)).toMatchObject({ published_at: '', modified_at: '2021-03-15' });
  });

  it('the date in the URL path when the page states none', () => {
    const page = load('url-date.html', 'https://blog.example.org/2021/03/14/spring-meetup-notes/');
    expect(analyzeMetadata(page)).toMatchObject({ published_at: '2021-03-14' });
    expect(rulesOf(page)).toMatchObject({ published_at: 'url-path' });
    expect(analyzeMetadata(load('url-date.html'))).toMatchObject({ published_at: '' });
  });

  it('lang from the text when the markup declares none', () => {
    const page = load('text-language.html');
    expect(analyzeMetadata(page)).toMatchObject({ lang: 'de' });
    expect(rulesOf(page)).toMatchObject({ lang: 'text-language' });
  });

  it('a date after the page\'s modification (an event), or before 1995, is not its publication', () => {
    const page = load('implausible.html');
    expect(analyzeMetadata(page)).toMatchObject({ published_at: '2021-03-08', modified_at: '2021-03-10T09:00:00Z' });
  });

  it('a page without any of it answers "" everywhere', () => {
    expect(analyzeMetadata(parsePage('<p>Hi</p>', NEWS_URL))).toEqual({ author: '', published_at: '', modified_at: '', lang: '', logo: '' });
  });
});

describe('page metadata from markup snippets', () => {
  const page = (head: string, body = '', url = NEWS_URL) => parsePage(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, url);

  it('JSON-LD arrays of nodes, an organisation-only author, and dates before 1995 refused', () => {
    const p = page(`<script type="application/ld+json">[{"@type":"WebPage","name":"x"},{"@type":"Article","author":{"@type":"Organization","name":"Reuters"},
      "datePublished":"1994-12-31","dateModified":"2021-03-15"}]</script>`);
    expect(analyzeMetadata(p)).toMatchObject({ author: 'Reuters', published_at: '', modified_at: '2021-03-15' });
  });

  it('persons before organisations, names deduplicated, @id references followed', () => {
    const p = page(`<script type="application/ld+json">{"@graph":[{"@id":"#jane","@type":"Person","name":"Jane Doe"},
      {"@type":"BlogPosting","author":[{"@id":"#jane"},{"@type":"Organization","name":"Example News"},"Jane Doe","John Roe"]}]}</script>`);
    expect(analyzeMetadata(p).author).toBe('Jane Doe, John Roe');
  });

  it('a UTC date-time that falls on the next day where the page was published gives way to the date it shows', () => {
    const p = page('<meta property="article:published_time" content="2023-11-09T03:28:35Z">', '<h1>Story</h1><p class="date">November 8, 2023</p>', 'https://news.example.com/2023/11/08/story/');
    expect(analyzeMetadata(p).published_at).toBe('2023-11-08');
    expect(rulesOf(p).published_at).toBe('structured-date-as-shown');
    const agreeing = page('<meta property="article:published_time" content="2023-11-09T15:28:35Z">', '<h1>Story</h1><p class="date">November 9, 2023</p>');
    expect(analyzeMetadata(agreeing).published_at).toBe('2023-11-09T15:28:35Z');
  });

  it('twitter:creator only when nothing else names the author', () => {
    expect(analyzeMetadata(page('<meta name="twitter:creator" content="@jdoe">')).author).toBe('@jdoe');
    expect(analyzeMetadata(page('<meta name="twitter:creator" content="@jdoe"><meta name="author" content="Jane Doe">')).author).toBe('Jane Doe');
  });

  it('lang: content-language, og:locale, normalised to BCP 47; x-default and und refused', () => {
    expect(analyzeMetadata(page('<meta http-equiv="content-language" content="pt_br">')).lang).toBe('pt-BR');
    expect(analyzeMetadata(page('<meta property="og:locale" content="de_AT">')).lang).toBe('de-AT');
    expect(analyzeMetadata(parsePage('<html lang="x-default"><body><p>ok</p></body></html>', NEWS_URL)).lang).toBe('');
  });

  it('logo: Organization logo; never the og:image or an icon', () => {
    const org = page('<script type="application/ld+json">{"@type":"Organization","name":"Acme","logo":"/acme-logo.png"}</script>');
    expect(analyzeMetadata(org).logo).toBe('https://www.example.com/acme-logo.png');
    const shared = page('<meta property="og:image" content="https://www.example.com/logo.png"><link rel="icon" href="/brand-logo.png">',
      '<header><img class="logo" src="/logo.png"><img class="logo" src="/brand-logo.png"><img src="/favicon-logo.png" class="logo"></header><h1>T</h1>');
    expect(analyzeMetadata(shared).logo).toBe('');
  });
});
