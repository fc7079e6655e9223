/**
 * The three main-content extractors the benchmark compares. Each takes a page's HTML
 * and URL and returns the article's plain text; each parses the HTML itself, so
 * parsing is part of every contestant's time.
 */
import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import { parseHTML } from 'linkedom';
import { extractMainContent, toPlainText } from '../../src/analyzers/extract/content/index.js';
import { parsePage } from '../../src/page/index.js';
import { withKeyFacts } from '../../src/analyzers/extract/key-facts-block.js';

export interface Contestant {
  readonly name: string;
  extract(html: string, url: string): string;
}

export const pagelens: Contestant = {
  name: 'pagelens (parsePage + extractMainContent + withKeyFacts + toPlainText)',
  extract: (html, url) => {
    const page = parsePage(html, url);
    return toPlainText(withKeyFacts(page, extractMainContent(page)));
  },
};

export const readabilityLinkedom: Contestant = {
  name: '@mozilla/readability over linkedom',
  extract: (html) => {
    const { document } = parseHTML(html);
    return new Readability(document as unknown as Document).parse()?.textContent ?? '';
  },
};

export const readabilityJsdom: Contestant = {
  name: '@mozilla/readability over jsdom',
  extract: (html, url) => {
    const dom = new JSDOM(html, { url, virtualConsole: new VirtualConsole() });
    try {
      return new Readability(dom.window.document).parse()?.textContent ?? '';
    } finally {
      dom.window.close();
    }
  },
};

export const CONTESTANTS: readonly Contestant[] = [pagelens, readabilityLinkedom, readabilityJsdom];
