import { readFileSync } from 'node:fs';
import { getOuterHTML } from 'domutils';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../../page/index.js';
import type { Page } from '../../../page/index.js';
import { extractMainContent, toHtml, toMarkdown, toPlainText } from './index.js';

const fixture = (name: string, url: string): Page =>
  parsePage(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'), url);

const ARTICLE_URL = 'https://news.example.com/city/trams?ref=home';

describe('extractMainContent on news-article.html', () => {
  const page = fixture('news-article.html', ARTICLE_URL);
  const content = extractMainContent(page);
  const text = toPlainText(content);

  it('keeps the article: paragraphs, headings, lists, table, code and quote', () => {
    expect(text.startsWith('Ten years ago the last tram rattled out of the old depot')).toBe(true);
    for (const kept of [
      'What changed', 'The numbers', 'Dedicated lanes on every street wider than twelve metres',
      'Trams get a green wave at peak hours', '2024\t5\t91,000', "const { departures } = await res.json();",
      'We built it one boring decision at a time', 'The next extension, to the airport, is due to open in 2026.',
    ]) expect(text).toContain(kept);
  });

  it.each([
    ['navigation', 'Business'],
    ['site header', 'The Harbour Gazette'],
    ['cookie banner', 'We use cookies'],
    ['share bar', 'Share on Facebook'],
    ['advert', 'Advertisement'],
    ['sponsored block', 'Switch to Harbour Energy'],
    ['related stories', 'New ferry timetable'],
    ['comments', 'changed my life'],
    ['newsletter box', 'morning briefing'],
    ['article footer tags', 'Tags:'],
    ['site footer', 'All rights reserved'],
    ['title', 'How the city rebuilt its tram network'],
    ['byline', 'Mara Lindqvist'],
    ['image caption (plain text only)', 'first morning run'],
  ])('leaves out the %s', (_, boilerplate) => {
    expect(text).not.toContain(boilerplate);
  });

  it('keeps the image and its caption in Markdown', () => {
    const markdown = toMarkdown(content);
    expect(markdown).toContain('![A new tram leaving the depot](https://news.example.com/media/tram-depot.jpg)\n\n_A new tram leaves the rebuilt depot on its first morning run._');
  });

  it('does not change the page document', () => {
    const fresh = fixture('news-article.html', ARTICLE_URL);
    const before = getOuterHTML(fresh.document);
    const main = extractMainContent(fresh);
    toPlainText(main);
    toMarkdown(main);
    toHtml(main);
    expect(getOuterHTML(fresh.document)).toBe(before);
    expect(main.root.parent).toBeNull();
  });

  it('is deterministic', () => {
    expect(toPlainText(extractMainContent(fixture('news-article.html', ARTICLE_URL)))).toBe(text);
  });
});

describe('extractMainContent: closing matter and forum threads (issue 30)', () => {
  it('leaves out a closing "more on this" section with teasers that carry summaries, not a "read also" box inside the text', () => {
    const text = toPlainText(extractMainContent(fixture('closing-section.html', 'https://werkstatt.example.de/blog/schwalbenschwanz')));
    expect(text.startsWith('Wer Schwalbenschwänze von Hand sägt')).toBe(true);
    expect(text.endsWith('in das Verputzen der fertigen Kanten.')).toBe(true);
    expect(text).toContain('Die Schablone bekommt auf beiden Seiten einen Anschlag');
    expect(text).not.toContain('Das könnte Sie auch interessieren');
    expect(text).not.toContain('Ein scharfes Eisen allein reicht nicht');
  });

  it('leaves out the calls to action closing an article (follow us, join our channel), not a paragraph naming one network', () => {
    const text = toPlainText(extractMainContent(fixture('closing-calls.html', 'https://diario.example.com/deportes/pista')));
    expect(text.endsWith('al final de la jornada.')).toBe(true);
    expect(text).toContain('canal de Instagram del club');
    expect(text).not.toContain('Telegram');
    expect(text).not.toContain('Síguenos');
  });

  it('keeps a forum thread\'s replies: repeated post templates that each hold prose', () => {
    const text = toPlainText(extractMainContent(fixture('forum-thread.html', 'https://forum.example.com/threads/patch-notes-4-47.3976/')));
    expect(text.startsWith('The night bosses now spawn every twenty minutes')).toBe(true);
    expect(text).toContain('Does the shorter spawn time also apply to the desert zone');
    expect(text.endsWith('plan your evening runs with the new timer in mind.')).toBe(true);
    expect(text).not.toContain('Terms and rules');
  });

  it('does not take the next articles of an endless page for a thread: the copy holding the title is the article', () => {
    const text = toPlainText(extractMainContent(fixture('scrolled-articles.html', 'https://diario.example.com/nacionales/bendicion')));
    expect(text.startsWith('Conductores de todo tipo de vehículos')).toBe(true);
    expect(text).not.toContain('corte programado');
    expect(text).not.toContain('feria del libro');
  });
});

describe('extractMainContent on other pages', () => {
  it('keeps an article whose every container has a furniture-like name (a page builder\'s widgets)', () => {
    const text = toPlainText(extractMainContent(fixture('page-builder-widgets.html', 'https://northbridge.example.org/about')));
    expect(text).toContain('Northbridge Growers began in 1998');
    expect(text).toContain('open to school visits every autumn.');
    expect(text).not.toContain('Shop');
  });

  it('joins an article split by a video box, without the sidebar', () => {
    const text = toPlainText(extractMainContent(fixture('split-article.html', 'https://reise.example.de/nachtzuege')));
    expect(text).toContain('Nach Jahren des Rückzugs fahren wieder Nachtzüge');
    expect(text).toContain('Die Bahnen wollen das Angebot bis 2030 verdoppeln.');
    expect(text).not.toContain('Beliebte Beiträge');
    expect(text).not.toContain('Interrail');
  });

  it('follows a JSON-LD articleBody away from an unmarked reader thread of longer prose', () => {
    const html = readFileSync(new URL('./fixtures/jsonld-hint.html', import.meta.url), 'utf8');
    const hinted = toPlainText(extractMainContent(parsePage(html, 'https://gazette.example.com/silos')));
    expect(hinted.startsWith('The harbour authority confirmed on Tuesday')).toBe(true);
    expect(hinted.endsWith('asked residents to send in their ideas before the summer.')).toBe(true);
    expect(hinted).not.toContain('What readers say');
    expect(hinted).not.toContain('grandfather');
    // Without the declaration, the thread is taken for more of the article.
    const bare = html.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/, '');
    expect(toPlainText(extractMainContent(parsePage(bare, 'https://gazette.example.com/silos')))).toContain('grandfather');
  });

  it('does not grow past an <article> into the next one', () => {
    const long = (topic: string) => `<p>${topic}: a paragraph long enough to be prose, with a comma, a clause and a full stop at its end, written for this test.</p>`;
    const html = `<body><article>${long('First')}${long('First again')}${long('First once more')}</article>`
      + `<div class="next">${long('Second')}${long('Second again')}</div></body>`;
    const text = toPlainText(extractMainContent(parsePage(html, 'https://example.com/')));
    expect(text).toContain('First once more');
    expect(text).not.toContain('Second');
  });

  it('gives a home page its best text block, not its link lists', () => {
    const text = toPlainText(extractMainContent(fixture('homepage.html', 'https://shop.example.com/')));
    expect(text).toBe('Gear for long days outside');
  });

  it.each([
    ['an empty body', '<html><body></body></html>'],
    ['an empty document', ''],
    ['only navigation', '<body><nav><a href="/a">A</a> <a href="/b">B</a></nav></body>'],
  ])('gives an empty result for %s', (_, html) => {
    const content = extractMainContent(parsePage(html, 'https://example.com/'));
    expect(toPlainText(content)).toBe('');
    expect(toMarkdown(content)).toBe('');
    expect(toHtml(content)).toBe('');
  });

  it('reads a fragment without <html> or <body>', () => {
    const prose = 'A fragment of prose, long enough to count as a paragraph of the article, ends here.';
    const content = extractMainContent(parsePage(`<p>${prose}</p><p>${prose}</p>`, 'https://example.com/'));
    expect(toPlainText(content)).toBe(`${prose}\n\n${prose}`);
  });

  it('survives pathologically deep markup', () => {
    const depth = 20000;
    const html = `<body>${'<div>'.repeat(depth)}<p>Deep text, with a comma, inside many divs of a broken page.</p>${'</div>'.repeat(depth)}</body>`;
    const content = extractMainContent(parsePage(html, 'https://example.com/'));
    expect(toPlainText(content)).toContain('Deep text, with a comma');
    expect(() => toMarkdown(content)).not.toThrow();
    expect(() => toHtml(content)).not.toThrow();
  });
});

describe('extractMainContent on pages it has never seen', () => {
  it('takes a short article right under the title over a longer text in another column', () => {
    const text = toPlainText(extractMainContent(fixture('short-notice.html', 'https://library.example.org/news/desk-closed')));
    expect(text.startsWith('The service desk on the ground floor will be closed all day on Friday')).toBe(true);
    expect(text).toContain('thank you for your patience while the work is done.');
    expect(text).not.toContain('Riverside Library opened in 1904');
    expect(text).not.toContain('Poetry night returns');
    expect(text).not.toContain('Readers are invited');
  });

  it('reads the <noscript> copy of a text that a script writes into the page', () => {
    const content = extractMainContent(fixture('scripted-post.html', 'https://tools.example.com/2024/05/faster-builds.html'));
    const text = toPlainText(content);
    expect(text).toContain('Remote caching lets every machine reuse those results');
    expect(text.endsWith('the cache paid for its storage within a week.')).toBe(true);
    expect(text.match(/Most of a build repeats work/g)).toHaveLength(1);
    expect(toHtml(content)).toContain('<p>In our tests the median build');
  });

  it('joins sections that each sit in a deep stack of wrappers, across an empty advert slot', () => {
    const text = toPlainText(extractMainContent(fixture('wrapped-sections.html', 'https://coast.example.com/ferries')));
    expect(text).toContain('After four quiet winters the harbour ferries are back');
    expect(text).toContain('Timetable');
    expect(text.endsWith('taking half the old mooring space.')).toBe(true);
    expect(text).not.toContain('The bridge that never opened');
  });

  it('keeps both halves of an article cut by an embedded block, each half under its own heading', () => {
    const text = toPlainText(extractMainContent(fixture('interrupted-article.html', 'https://valley.example.com/orchard')));
    expect(text).toContain('When Ana Ruiz bought the old orchard above the village');
    expect(text).toContain('What comes next');
    expect(text.endsWith('the old apples do not disappear again.')).toBe(true);
    expect(text).not.toContain('The bridge reopens');
    expect(text).not.toContain('The orchard that came back');
  });

  it('keeps the lead from the article header and trims the edges around the article', () => {
    const content = extractMainContent(fixture('article-edges.html', 'https://metro.example.com/transport/night-buses'));
    const text = toPlainText(content);
    expect(text.startsWith('The city will double its night service from May')).toBe(true);
    expect(text.endsWith('the canteens close before the night shift begins.')).toBe(true);
    for (const edge of ['Transport', 'Night buses to run every ten minutes', 'Jonas Berg', '12 March 2026', 'Share', 'Photo: Metro Daily', 'morning briefing', 'Related', 'Tram extension']) {
      expect(text).not.toContain(edge);
    }
  });
});


describe('extractMainContent: script and wrapper signals', () => {
  const para = (n: number): string => `<p>Paragraph ${n} of the story goes on for a while, long enough to be read as prose by the extractor, with a full stop at the end.</p>`;

  it('leaves out ruby annotations (furigana) and gives NFC text', () => {
    const html = `<html><body><main><h1>虐待</h1><p><ruby>子<rt>こ</rt></ruby>どもへの<ruby>虐待<rp>(</rp><rt>ぎゃくたい</rt><rp>)</rp></ruby>をなくすための法律ができて、親が子どもを教育するために、体罰を禁止することになりました。</p><p>আসনের সংসদ সদস্য কুষ্টিয়া (এমপি) অ্যাডভোকেট আ ক ম সারওয়ার জাহান বাদশার ফুপাতো ভাই হাসিনুর রহমানকে কুপিয়ে হত্যা করা হয়েছে।</p></main></body></html>`;
    const text = toPlainText(extractMainContent(parsePage(html, 'https://example.jp/news')));
    expect(text).toContain('子どもへの虐待をなくすための法律ができて');
    expect(text).not.toContain('ぎゃくたい');
    expect(text).not.toContain('子こ');
    expect(text).toContain('কুষ্টিয়া'.normalize('NFC'));
    expect(text).toBe(text.normalize('NFC'));
  });

  it('keeps a page wrapped whole in an ad vendor\'s box when that box holds the page\'s <main>', () => {
    const html = `<html><body><div id="theme-taboola"><main><h1>Story</h1>${para(1)}${para(2)}${para(3)}</main><div class="taboola-feed">${para(9)}</div></div></body></html>`;
    const text = toPlainText(extractMainContent(parsePage(html, 'https://example.com/story')));
    expect(text).toContain('Paragraph 1 of the story');
    expect(text).toContain('Paragraph 3 of the story');
    expect(text).not.toContain('Paragraph 9');
  });
});
