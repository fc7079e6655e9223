import type { Page } from '../../page/index.js';
import { parseSetCookies } from './cookies.js';
import { rawText, walkElements } from './walk-elements.js';
import type { ElementCensus } from './walk-elements.js';

/** What the rules look at, gathered once per page. Texts are capped (see README, "Limits"). */
export interface PageSignals {
  readonly url: string;
  readonly html: string;
  /** Absolute `<script src>` URLs, document order. */
  readonly scriptSrc: readonly string[];
  /** The same joined by newlines (the text the prefilter scans), and where each starts in it. */
  readonly scriptSrcText: string;
  readonly scriptSrcOffsets: readonly number[];
  /** Inline JavaScript bodies joined by newlines (computed on first use). */
  readonly inlineScripts: () => string;
  /** Inline `<style>` bodies joined by newlines (computed on first use). */
  readonly styles: () => string;
  /** Visible text, computed on first use (shared with the Page's own memo). */
  readonly text: () => string;
  readonly meta: ReadonlyMap<string, readonly string[]>;
  readonly headers: ReadonlyMap<string, readonly string[]>;
  readonly cookies: ReadonlyMap<string, readonly string[]>;
  readonly elements: ElementCensus;
}

export interface SignalSources {
  readonly page: Page;
  readonly headers: Readonly<Record<string, string>>;
  readonly setCookies: readonly string[];
}

/** Beyond these, inputs are cut: regexes from the data must not run over unbounded text. */
export const LIMITS = {
  htmlHeadChars: 2_000_000,
  htmlTailChars: 500_000,
  scriptChars: 1_000_000,
  styleChars: 500_000,
  textChars: 500_000,
  valueChars: 4_096,
} as const;

export function collectSignals({ page, headers, setCookies }: SignalSources): PageSignals {
  const elements = walkElements(page.document);
  const scriptSrc = scriptSources(elements, page.baseUrl);
  const html = capHtml(page.html);
  return {
    url: cap(page.url.href, LIMITS.valueChars),
    html,
    scriptSrc,
    scriptSrcText: scriptSrc.join('\n'),
    scriptSrcOffsets: offsetsOf(scriptSrc),
    inlineScripts: memo(() => cap(inlineScripts(elements), LIMITS.scriptChars)),
    styles: memo(() => cap((elements.byTag.get('style') ?? []).map(rawText).join('\n'), LIMITS.styleChars)),
    text: memo(() => cap(page.visibleText, LIMITS.textChars)),
    meta: metaValues(page),
    headers: headerValues(headers, setCookies),
    cookies: parseSetCookies(setCookies.map((c) => cap(c, LIMITS.valueChars))),
    elements,
  };
}

function memo(compute: () => string): () => string {
  let value: string | undefined;
  return () => (value ??= compute());
}

function offsetsOf(parts: readonly string[]): number[] {
  let offset = 0;
  return parts.map((part) => {
    const start = offset;
    offset += part.length + 1;
    return start;
  });
}

function cap(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** Head and tail of a huge document: technologies announce themselves near either end. */
function capHtml(html: string): string {
  const max = LIMITS.htmlHeadChars + LIMITS.htmlTailChars;
  return html.length > max ? `${html.slice(0, LIMITS.htmlHeadChars)}\n${html.slice(-LIMITS.htmlTailChars)}` : html;
}

function scriptSources(elements: ElementCensus, base: URL): string[] {
  return (elements.byTag.get('script') ?? []).flatMap((script) => {
    const src = script.attribs['src']?.trim();
    if (!src) return [];
    try {
      return [cap(new URL(src, base).href, LIMITS.valueChars)];
    } catch {
      return [cap(src, LIMITS.valueChars)];
    }
  });
}

const JS_TYPE = /^(?:(?:text|application)\/(?:x-)?(?:java|ecma)script|module)?$/i;

function inlineScripts(elements: ElementCensus): string {
  return (elements.byTag.get('script') ?? [])
    .filter((s) => s.attribs['src'] === undefined && JS_TYPE.test((s.attribs['type'] ?? '').trim()))
    .map(rawText)
    .join('\n');
}

/** `<meta>` content by lower-cased `name`, else `property` (how the rules' authors key them). */
function metaValues(page: Page): Map<string, string[]> {
  const meta = new Map<string, string[]>();
  for (const tag of page.metaTags) {
    const key = (tag.name || tag.property)?.toLowerCase();
    if (key) meta.set(key, [...(meta.get(key) ?? []), cap(tag.content, LIMITS.valueChars)]);
  }
  return meta;
}

function headerValues(headers: Readonly<Record<string, string>>, setCookies: readonly string[]): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const [name, value] of Object.entries(headers)) values.set(name.toLowerCase(), [cap(value, LIMITS.valueChars)]);
  if (setCookies.length > 0) values.set('set-cookie', setCookies.map((c) => cap(c, LIMITS.valueChars)));
  return values;
}
