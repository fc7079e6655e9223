import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../../page/index.js';
import { explainMetadata } from '../metadata.js';

const NEWS_URL = 'https://www.example.com/news/story';
const fixture = (name: string): string => fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', name), 'utf8');
const publishedOf = (html: string, url = NEWS_URL): { value: string; rule: string } => {
  const hit = explainMetadata(parsePage(html, url)).published_at;
  return { value: hit?.value ?? '', rule: hit?.rule ?? '' };
};
const page = (head: string, body: string): string => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe('the page\'s own address, as the page names it', () => {
  it('where a script sends the reader (a DDoS shield\'s waiting page)', () => {
    expect(publishedOf(fixture('redirect-script.html'))).toEqual({ value: '2020-04-28', rule: 'redirect-url-path' });
  });

  it('where a meta refresh sends the reader', () => {
    const html = page('<meta http-equiv="refresh" content="0; url=https://news.example/2019/07/02/story/">', '<p>Redirecting…</p>');
    expect(publishedOf(html)).toEqual({ value: '2019-07-02', rule: 'redirect-url-path' });
  });

  it('the address its share links pass on; the dated links to other stories are not read', () => {
    expect(publishedOf(fixture('share-links.html'))).toEqual({ value: '2021-05-08', rule: 'shared-url-path' });
  });

  it('its AMP version\'s address', () => {
    const html = page('<title>Story</title><link rel="amphtml" href="https://news.example/amp/2018/11/23/story.html">', '<h1>Story</h1><p>Text.</p>');
    expect(publishedOf(html)).toEqual({ value: '2018-11-23', rule: 'alternate-url-path' });
  });
});

describe('the last resort: a guess from every date the page holds', () => {
  it('a date on its own line far below the title, before a date in a sentence; not the update, the related list, the comments or the ©', () => {
    expect(publishedOf(fixture('wide-press-release.html'))).toEqual({ value: '2019-03-12', rule: 'page-wide-guess' });
  });

  it('the date in the path of the page\'s shared image; not a link\'s date, not a sidebar image\'s', () => {
    expect(publishedOf(fixture('wide-og-image.html'))).toEqual({ value: '2016-05-04', rule: 'page-wide-guess' });
  });

  it('a date in the page\'s description', () => {
    expect(publishedOf(fixture('wide-description.html'))).toEqual({ value: '2020-01-14', rule: 'page-wide-guess' });
  });

  it('a whole day after "©" (the day the page was made); a copyright year alone is never a date', () => {
    expect(publishedOf(fixture('copyright-stamp.html'))).toEqual({ value: '2019-12-19', rule: 'page-wide-guess' });
    expect(publishedOf(fixture('copyright-only.html'))).toEqual({ value: '', rule: '' });
  });

  it('no date from comments or related articles, nor an "Updated" date, even as a last resort', () => {
    expect(publishedOf(fixture('wide-comments-only.html'))).toEqual({ value: '', rule: '' });
    expect(publishedOf(fixture('updated-only.html'))).toEqual({ value: '', rule: '' });
  });

  it('a date in the site\'s navigation, when the page holds no other', () => {
    const html = page('<title>Contact</title>', '<h1>Contact</h1><p>Write to us.</p><nav class="menu"><a href="/news">News of 3 May 2022</a></nav>');
    expect(publishedOf(html)).toEqual({ value: '2022-05-03', rule: 'page-wide-guess' });
  });

  it('never a date before 1995, nor one more than 2 days after the page\'s modification', () => {
    expect(publishedOf(page('<title>History</title>', '<h1>History</h1><p>Founded 12 May 1987.</p>')).value).toBe('');
    const modified = page('<title>T</title><meta property="article:modified_time" content="2021-03-10T09:00:00Z">', '<h1>T</h1><div class="sidebar">Next meeting: 14 July 2021</div>');
    expect(publishedOf(modified).value).toBe('');
  });
});

describe('parts of a date in separate elements', () => {
  it('"<span>18</span><span>2009</span>" reads as 18 2009, not 182009', () => {
    expect(publishedOf(fixture('split-date.html'))).toEqual({ value: '2009-02-18', rule: 'dateline' });
  });
});
