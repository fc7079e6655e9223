import { collapseWhitespace, dereferenceJsonLd, jsonLdTypes } from '../../../page/index.js';
import type { JsonLdNode, Page } from '../../../page/index.js';
import type { Accept, Rule } from '../../preview/first-valid.js';
import { contentNodes, jsonLdText } from '../../preview/json-ld-sources.js';
import { NEAR_TITLE_CHARS } from '../dates/page-dates.js';
import { findTextDates } from '../dates/text-dates.js';
import { flagsAt, scanPage, type AuthorMark, type PageScan } from '../scan/page-scan.js';
import { Region } from '../scan/regions.js';

/** Longest author value given out (several names joined); longer ones are not bylines. */
export const MAX_AUTHOR_CHARS = 200;
/** A name has at most this many words ("Jean-Claude Van Damme", "María de los Ángeles García"). */
const MAX_NAME_WORDS = 6;

/** "By", "Von", "Par", "Por", "Di", "Door", "Av", "Af", "Przez", "Autor:", "Written by"… before a byline's names. */
const BYLINE_PREFIX = /^(?:(?:[\p{L}-]+\s+){0,2}(?:by|von|par|por|door|przez)|vom|di|da|av|af|autor(?:in)?|author|auteur|autore|text|texte|redakteur(?:in)?|от|автор|текст)(?![\p{L}])\s*:?\s*/iu;
/** Where a byline's names end: a separator, a date, a time or words that are not names. */
const BYLINE_END = /\s*(?:[|•·\n]|\s[-–—]\s|\b(?:on|am|le|el|il|op|den|updated|aktualisiert|published|veröffentlicht|posted)\b\s|\d).*$/isu;
const NAME_SEPARATOR = /\s*(?:,|&|\band\b|\bund\b|\bet\b|\by\b|\be\b|\ben\b|\boch\b|\bog\b|\bi\b)\s*/u;
const PERSON_TYPES: ReadonlySet<string> = new Set(['Person']);

function uniqueJoin(names: readonly string[]): string | undefined {
  const seen = new Set<string>();
  const kept = names.map(collapseWhitespace).filter((name) => {
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return kept.length === 0 ? undefined : kept.join(', ');
}

/** Names in a JSON-LD `author`: persons when any is named, else the organisations' names. */
function jsonLdAuthorNames(value: unknown, page: Page): string | undefined {
  const items: unknown[] = Array.isArray(value) ? value : [value];
  const persons: string[] = [];
  const others: string[] = [];
  for (const item of items) {
    if (typeof item === 'string') {
      persons.push(item);
      continue;
    }
    const node: JsonLdNode | undefined = dereferenceJsonLd(item, page.jsonLd);
    if (node === undefined) continue;
    const given = [jsonLdText(node['givenName']), jsonLdText(node['familyName'])].filter(Boolean).join(' ');
    const name = jsonLdText(node['name']) || given;
    if (!name) continue;
    const types = jsonLdTypes(node);
    (types.length === 0 || types.some((t) => PERSON_TYPES.has(t)) ? persons : others).push(name);
  }
  return uniqueJoin(persons.length > 0 ? persons : others);
}

function jsonLdAuthors(page: Page): (string | undefined)[] {
  return contentNodes(page).flatMap((node) => [jsonLdAuthorNames(node['author'], page), jsonLdAuthorNames(node['creator'], page)]);
}

/** Meta tags naming the author; `article:author` is often a profile URL, which acceptAuthor refuses. */
function metaAuthors(page: Page): (string | undefined)[] {
  const citation = uniqueJoin(page.metaTags.filter((t) => (t.name ?? t.property)?.toLowerCase() === 'citation_author').map((t) => t.content));
  return [
    page.meta('author'), page.meta('article:author'), page.meta('byl'), page.meta('dc.creator'), page.meta('dcterms.creator'),
    page.meta('dc:creator'), page.meta('sailthru.author'), page.meta('parsely-author'), citation, page.meta('og:article:author'),
    page.meta('book:author'),
  ];
}

/** The names a byline states: after "By"/"Von"/"Par"…, up to a separator or a date, split at "and"/"und"/","… */
export function bylineNames(text: string): string | undefined {
  const collapsed = collapseWhitespace(text);
  const date = findTextDates(collapsed, 'day-first')[0];
  const body = (date === undefined ? collapsed : collapsed.slice(0, date.start)).replace(BYLINE_PREFIX, '').replace(BYLINE_END, '');
  const names = body.split(NAME_SEPARATOR).map((n) => n.trim().replace(/[.,:;]+$/, ''));
  const plausible = names.filter((n) => n !== '' && n.split(' ').length <= MAX_NAME_WORDS && /^\p{Lu}/u.test(n) && !/\d|@|https?:/.test(n));
  return plausible.length === names.filter((n) => n !== '').length ? uniqueJoin(plausible) : undefined;
}

function nearTitleMarks(scan: PageScan, source: AuthorMark['source']): AuthorMark[] {
  const title = scan.title;
  return scan.authors.filter((mark) => {
    if (mark.source !== source || (mark.flags & (Region.chrome | Region.siteHeader)) !== 0) return false;
    if (title === undefined) return mark.at <= NEAR_TITLE_CHARS * 2;
    return mark.at >= title.start - NEAR_TITLE_CHARS / 2 && mark.at <= title.end + NEAR_TITLE_CHARS * 2;
  });
}

function microdataAuthors(page: Page): string | undefined {
  return uniqueJoin(nearTitleMarks(scanPage(page), 'microdata').map((m) => m.text).filter((t) => t.length <= MAX_AUTHOR_CHARS));
}

function relAuthors(page: Page): string | undefined {
  return uniqueJoin(nearTitleMarks(scanPage(page), 'rel-author').map((m) => m.text).filter((t) => t.length <= MAX_AUTHOR_CHARS));
}

function bylineAuthors(page: Page): (string | undefined)[] {
  return nearTitleMarks(scanPage(page), 'byline').map((m) => bylineNames(m.text));
}

/** A line that starts as a byline does: "By Jane Doe", "Von Max Mustermann", "Par Claire Martin", "Por María García". */
const BYLINE_LINE = /^\s*(?:by|von|par|por|door|przez|av|af)\s+\p{Lu}/iu;
/** A byline is a short line. */
const MAX_BYLINE_LINE_CHARS = 120;

/** Short lines near the title that read as a byline, nearest first. */
function bylineLines(page: Page): (string | undefined)[] {
  const scan = scanPage(page);
  const from = scan.title === undefined ? 0 : Math.max(0, scan.title.start - NEAR_TITLE_CHARS / 2);
  const to = scan.title === undefined ? NEAR_TITLE_CHARS * 2 : scan.title.end + NEAR_TITLE_CHARS;
  const lines: string[] = [];
  let at = from;
  for (const line of scan.text.slice(from, to).split('\n')) {
    const flags = flagsAt(scan, at);
    at += line.length + 1;
    if ((flags & (Region.chrome | Region.siteHeader)) !== 0 || line.length > MAX_BYLINE_LINE_CHARS || !BYLINE_LINE.test(line)) continue;
    lines.push(line);
  }
  return lines.map(bylineNames);
}

/** Whitespace collapsed, a leading "By" dropped; URLs, addresses, numbers and sentences refused. */
export function cleanAuthor(raw: string): string | undefined {
  const text = collapseWhitespace(raw).replace(BYLINE_PREFIX, '');
  if (text === '' || text.length > MAX_AUTHOR_CHARS) return undefined;
  if (/^(?:https?:|www\.)|\.(?:com|org|net)\/|^\d+$|[<>{}]/i.test(text)) return undefined;
  if (text.split(',').some((name) => name.trim().split(/\s+/).length > MAX_NAME_WORDS)) return undefined;
  return text;
}

export const acceptAuthor: Accept = (raw) => cleanAuthor(raw);

const BODY_MAY_NAME_AUTHOR = (body: string): boolean => /author|byline|autor|auteur|writer|reporter|creator|contributor|\b(?:by|von|vom|par|por|door|przez|av|af|di|da)\b/i.test(body);

/** author: JSON-LD → meta tags → microdata → rel=author → a byline element, then a byline line, near the title → twitter:creator. */
export const AUTHOR_RULES: readonly Rule[] = [
  { name: 'json-ld-author', reads: 'json-ld', extract: jsonLdAuthors },
  { name: 'meta-author', reads: 'meta', extract: metaAuthors },
  { name: 'microdata-author', reads: 'body', bodyCouldFeed: (b) => /itemprop\s*=\s*["']?[^"'>]*(?:author|creator)/i.test(b), extract: microdataAuthors },
  { name: 'rel-author', reads: 'body', bodyCouldFeed: (b) => /rel\s*=\s*["']?[^"'>]*author/i.test(b), extract: relAuthors },
  { name: 'byline', reads: 'body', bodyCouldFeed: BODY_MAY_NAME_AUTHOR, extract: bylineAuthors },
  { name: 'byline-text', reads: 'body', bodyCouldFeed: BODY_MAY_NAME_AUTHOR, extract: bylineLines },
  { name: 'twitter:creator', reads: 'meta', extract: (p) => p.twitter['twitter:creator'] },
];
