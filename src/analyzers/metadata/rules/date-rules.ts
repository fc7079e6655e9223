import type { JsonLdNode, Page } from '../../../page/index.js';
import { dereferenceJsonLd } from '../../../page/index.js';
import { firstValid, type Accept, type FieldRules, type Rule } from '../../preview/first-valid.js';
import { contentNodes } from '../../preview/json-ld-sources.js';
import { EARLIEST_DAY, dayOf, daysBetween, formatPageDate, type PageDate } from '../dates/calendar.js';
import { numericOrderOf } from '../dates/locale.js';
import { parseMachineDate } from '../dates/machine-date.js';
import { bodyDates, byDistance, DATELINE_MAX_CHARS, inPageMatter, nearTitle, type DateSighting } from '../dates/page-dates.js';
import { addressDays, alternateAddresses, redirectAddresses, sharedAddresses } from '../dates/page-addresses.js';
import { pageWideGuesses } from '../dates/page-wide-dates.js';
import { urlPathDate } from '../dates/url-date.js';
import { memoOn } from '../memo.js';
import { Region } from '../scan/regions.js';
import { declaredLanguage } from './lang-rules.js';

/** Meta tags (name or property, any case) that state the original publication, most specific first. */
export const PUBLISHED_META = [
  'article:published_time', 'article:published', 'article:published_date', 'article:post_date', 'article:publicationdate',
  'og:published_time', 'og:article:published_time', 'og:article:published', 'og:pubdate', 'og:publish_date',
  'og:datepublished', 'og:question:published_time', 'datepublished', 'date_published', 'date.published', 'publish-date',
  'publish_date', 'publishdate', 'published_time', 'published-date', 'publication_date', 'publication-date', 'pubdate',
  'bt:pubdate', 'rbpubdate', 'parsely-pub-date', 'sailthru.date', 'shareaholic:article_published_time',
  'mediator_published_time', 'vr:published_time', 'twt-published-at', 'cxenseparse:recs:publishtime',
  'dcsext.articlefirstpublished', 'citation_publication_date', 'citation_date', 'citation_online_date', 'dc.date.issued',
  'dc.date.publication', 'dcterms.issued', 'dc.date.created', 'dcterms.created', 'dc:date.created', 'dc.created', 'dc:created',
  'date_created', 'datecreated', 'content_create_date', 'originalpublicationdate', 'article.published', 'article.created',
  'article_date_original', 'rnews:datepublished', 'analyticsattributes.articledate', 'dateposted', 'pdate', 'ptime',
  'displaydate', 'doc_date', 'release_date', 'video:release_date', 'dc.date', 'dcterms.date', 'dc:date', 'date', 'created',
] as const;

/** Meta tags that state the last modification. */
export const MODIFIED_META = [
  'article:modified_time', 'article:modified', 'og:article:modified_time', 'og:updated_time', 'modified_time',
  'updated_time', 'datemodified', 'date_modified', 'date.modified', 'dcterms.modified', 'dc.date.modified',
  'dc:date.modified', 'dc.modified', 'last-modified', 'lastmodified', 'lastmod', 'last-updated', 'article.updated',
  'revision_date', 'revised', 'updated',
] as const;

/** How far from the title a date the markup marks as one (a `<time>`, a dateline's class) may lie. */
export const MARKED_NEAR_TITLE_CHARS = 3000;

/** A modification this many days before the publication still counts: pages round and shift their clocks. */
export const MODIFIED_SLACK_DAYS = 2;

function jsonLdDates(page: Page, keys: readonly string[]): unknown[] {
  const nodes = contentNodes(page);
  const withEntities = nodes.flatMap((node) => [node, dereferenceJsonLd(node['mainEntity'], page.jsonLd)].filter((n): n is JsonLdNode => n !== undefined));
  return keys.flatMap((key) => withEntities.map((node) => node[key]));
}

function strings(values: readonly unknown[]): string[] {
  return values.flatMap((v) => (Array.isArray(v) ? v : [v])).filter((v): v is string => typeof v === 'string');
}

/** Meta tags by name (or property) in the order given. */
function metaDates(page: Page, names: readonly string[]): (string | undefined)[] {
  return names.map((name) => page.meta(name));
}

/**
 * Microdata dates of the body nearest the title first, then `<meta itemprop>` ones anywhere (the
 * head's included); only those readers see with `shownOnly`.
 */
function microdataDates(page: Page, props: readonly string[], shownOnly = false): string[] {
  const marks = sightings(page, (s) => s.source === 'microdata' && props.includes(s.prop ?? '') && (s.visible || !shownOnly), 'marks').map(iso);
  if (shownOnly) return marks;
  const metas = page.metaTags.filter((tag) => props.includes(tag.itemprop?.toLowerCase() ?? '')).map((tag) => tag.content);
  return [...marks, ...metas];
}

const PUBLISHED_PROPS = ['datepublished', 'datecreated', 'uploaddate', 'dateposted'];

const iso = (sighting: DateSighting): string => formatPageDate(sighting.date);

/** Dates of the body, with what a rule wants of them, nearest the title first. */
function sightings(page: Page, pick: (s: DateSighting) => boolean, from: 'marks' | 'text'): DateSighting[] {
  const dates = bodyDates(page);
  return dates[from].filter((s) => inPageMatter(s) && pick(s)).sort(byDistance);
}

/** A publication date from the body must not come after the page's modification date (by more than the slack). */
function beforeModification(page: Page, dates: readonly (DateSighting | string)[]): string[] {
  const modified = modifiedDay(page);
  const values = dates.map((d) => (typeof d === 'string' ? acceptDate(d, page) : iso(d))).filter((v): v is string => v !== undefined);
  return values.filter((v) => modified === undefined || daysBetween(modified, v.slice(0, 10)) <= MODIFIED_SLACK_DAYS);
}

const isPublication = (s: DateSighting): boolean => s.role === 'published' || s.role === 'neutral';

/** A dateline: a date in an element classed as one (within MARKED_NEAR_TITLE_CHARS), or alone on a short line near the title. */
function isDateline(s: DateSighting): boolean {
  if ((s.flags & Region.dateLine) !== 0 && nearTitle(s, MARKED_NEAR_TITLE_CHARS)) return true;
  return s.lineChars <= DATELINE_MAX_CHARS && nearTitle(s);
}

/**
 * Reads a date value: machine formats, else a date written out, numeric dates in the order of
 * the language the page declares. Dates before 1995 are not a web page's.
 */
export const acceptDate: Accept = (raw, page) => {
  const date: PageDate | undefined = parseMachineDate(raw, () => numericOrderOf(declaredLanguage(page)));
  return date === undefined || dayOf(date) < EARLIEST_DAY ? undefined : formatPageDate(date);
};

const BODY_HAS_MICRODATA_DATE = (prop: string) => (body: string): boolean => new RegExp(`itemprop\\s*=\\s*["']?[^"'>]*${prop}`, 'i').test(body);

/** The publication date as structured data states it. */
const STRUCTURED_PUBLISHED_RULES: readonly Rule[] = [
  { name: 'json-ld-date-published', reads: 'json-ld', extract: (p) => strings(jsonLdDates(p, ['datePublished', 'dateCreated', 'uploadDate'])) },
  { name: 'meta-published', reads: 'meta', extract: (p) => metaDates(p, PUBLISHED_META) },
];

/** The publication date as the page shows it to readers: in its markup, its text, its URL. */
const SHOWN_PUBLISHED_RULES: readonly Rule[] = [
  {
    name: 'microdata-date-published', reads: 'body', bodyCouldFeed: BODY_HAS_MICRODATA_DATE('date(?:published|created)'),
    extract: (p) => beforeModification(p, microdataDates(p, PUBLISHED_PROPS)),
  },
  {
    name: 'time-element', reads: 'body',
    extract: (p) => beforeModification(p, sightings(p, (s) => s.source !== 'microdata' && isPublication(s) && nearTitle(s, MARKED_NEAR_TITLE_CHARS), 'marks')
      .sort((a, b) => Number(b.role === 'published') - Number(a.role === 'published'))),
  },
  {
    name: 'dateline', reads: 'body',
    extract: (p) => beforeModification(p, sightings(p, (s) => isPublication(s) && isDateline(s), 'text')),
  },
  { name: 'text-near-title', reads: 'body', extract: (p) => beforeModification(p, sightings(p, (s) => isPublication(s) && nearTitle(s), 'text')) },
  { name: 'url-path', reads: 'url', extract: (p) => urlPathDate(p.url.href) },
  { name: 'canonical-url-path', reads: 'link', extract: (p) => (p.canonical === undefined ? undefined : urlPathDate(p.canonical)) },
  { name: 'og:url-path', reads: 'meta', extract: (p) => (p.openGraph['og:url'] === undefined ? undefined : urlPathDate(p.openGraph['og:url'])) },
  { name: 'alternate-url-path', reads: 'link', extract: (p) => addressDays(alternateAddresses(p)) },
  { name: 'shared-url-path', reads: 'body', extract: (p) => addressDays(sharedAddresses(p)) },
  { name: 'redirect-url-path', reads: 'body', extract: (p) => addressDays(redirectAddresses(p)) },
  { name: 'script-data', reads: 'body', extract: scriptDataDates },
  { name: 'page-wide-guess', reads: 'body', extract: (p) => beforeModification(p, pageWideGuesses(p)) },
];

/** Keys of a publication date in the data a script-built page carries (JSON in scripts, state objects), most specific first. */
const SCRIPT_DATE_KEYS = [
  'datePublished', 'publishedAt', 'published_at', 'publishedDate', 'published_date', 'publishDate', 'publish_date',
  'publicationDate', 'publication_date', 'firstPublished', 'first_published_at', 'pubDate', 'pub_date', 'datePosted',
  'dateCreated', 'createdAt', 'created_at', 'uploadDate',
] as const;
const SCRIPT_DATE = new RegExp(`(${SCRIPT_DATE_KEYS.join('|')})(?:\\\\?"|&quot;)\\s*:\\s*(?:\\\\?"|&quot;)([^"\\\\&]{8,40})`, 'g');
/** How much of the page the script data search reads. */
const SCRIPT_DATA_CHARS = 2_000_000;

/**
 * Publication dates in the data of a page built by scripts (a JSON state object, an inline
 * `"datePublished":"…"`): its last resort, for pages whose markup holds no date at all.
 */
function scriptDataDates(page: Page): string[] {
  const found: { rank: number; at: number; value: string }[] = [];
  const html = page.html.length > SCRIPT_DATA_CHARS ? page.html.slice(0, SCRIPT_DATA_CHARS) : page.html;
  SCRIPT_DATE.lastIndex = 0;
  for (let m = SCRIPT_DATE.exec(html); m !== null; m = SCRIPT_DATE.exec(html)) {
    // The key must be a quoted key: "datePublished", \"datePublished\" or &quot;datePublished&quot;.
    if (!/(?:"|&quot;)$/.test(html.slice(Math.max(0, m.index - 6), m.index))) continue;
    found.push({ rank: SCRIPT_DATE_KEYS.indexOf(m[1] as (typeof SCRIPT_DATE_KEYS)[number]), at: m.index, value: m[2]! });
  }
  return found.sort((a, b) => a.rank - b.rank || a.at - b.at).map((f) => f.value);
}

/** The shown rules with microdata limited to what readers see, script data left out: what the page shows, as evidence against its structured data. */
const SEEN_PUBLISHED_RULES: readonly Rule[] = SHOWN_PUBLISHED_RULES.filter((rule) => rule.name !== 'script-data' && rule.name !== 'page-wide-guess').map((rule) => (rule.name === 'microdata-date-published'
  ? { ...rule, extract: (p: Page) => beforeModification(p, microdataDates(p, PUBLISHED_PROPS, true)) }
  : rule));

const UTC_DATE_TIME = /T(\d\d):\d\d:\d\d(?:Z|\+00:00)$/;

/** The publication date each structured source (JSON-LD, meta tags) states first, accepted. */
function structuredPublications(page: Page): string[] {
  return memoOn(page, 'structured-publications', () => STRUCTURED_PUBLISHED_RULES.flatMap((rule) => {
    const hit = firstValid({ rules: [rule], accept: acceptDate }, page);
    return hit === undefined ? [] : [hit.value];
  }));
}

/** Whether the structured publication date leaves room for the shown one: a UTC date-time, or sources naming different days. */
function structuredInDoubt(page: Page): boolean {
  const values = structuredPublications(page);
  if (values[0] !== undefined && UTC_DATE_TIME.test(values[0])) return true;
  return new Set(values.map((v) => v.slice(0, 10))).size > 1;
}

/**
 * The structured publication date, checked against the one the page shows readers (SHOWN_PUBLISHED_RULES):
 *
 * - A date-time in UTC names the reader's day only by chance: a page whose structured date is
 *   `2023-11-09T03:28:35Z` but which shows "November 8, 2023" (and /2023/11/08/ in its URL) was
 *   published on the 8th where it was published. When the shown date is the day before the UTC
 *   day (with a UTC hour before noon) or the day after (from 10:00 UTC), the shown date wins.
 * - When JSON-LD and meta tags name different days, the one the page shows wins.
 */
function shownPublication(page: Page): string | undefined {
  if (!structuredInDoubt(page)) return undefined;
  const shown = firstValid({ rules: SEEN_PUBLISHED_RULES, accept: acceptDate }, page)?.value;
  if (shown === undefined) return undefined;
  const values = structuredPublications(page);
  // Agreeing with the first source leaves that source's rule to answer.
  const agreeing = values.find((value) => value.slice(0, 10) === shown.slice(0, 10));
  if (agreeing !== undefined) return agreeing.slice(0, 10) === values[0]!.slice(0, 10) ? undefined : agreeing;
  const utc = UTC_DATE_TIME.exec(values[0]!);
  if (utc === null) return undefined;
  const hour = Number(utc[1]);
  const shift = daysBetween(values[0]!.slice(0, 10), shown.slice(0, 10));
  return (shift === -1 && hour < 12) || (shift === 1 && hour >= 10) ? shown : undefined;
}

export const PUBLISHED_RULES: readonly Rule[] = [
  { name: 'structured-date-as-shown', reads: 'body', bodyCouldFeed: (_, head) => structuredInDoubt(head), extract: shownPublication },
  ...STRUCTURED_PUBLISHED_RULES,
  ...SHOWN_PUBLISHED_RULES,
];

export const MODIFIED_RULES: readonly Rule[] = [
  { name: 'json-ld-date-modified', reads: 'json-ld', extract: (p) => strings(jsonLdDates(p, ['dateModified'])) },
  { name: 'meta-modified', reads: 'meta', extract: (p) => metaDates(p, MODIFIED_META) },
  {
    name: 'microdata-date-modified', reads: 'body', bodyCouldFeed: BODY_HAS_MICRODATA_DATE('datemodified'),
    extract: (p) => microdataDates(p, ['datemodified']),
  },
  {
    name: 'time-element-updated', reads: 'body',
    extract: (p) => sightings(p, (s) => s.source !== 'microdata' && s.role === 'modified' && nearTitle(s, MARKED_NEAR_TITLE_CHARS), 'marks').map(iso),
  },
  { name: 'text-updated', reads: 'body', extract: (p) => sightings(p, (s) => s.role === 'modified' && nearTitle(s), 'text').map(iso) },
];

export const PUBLISHED_AT: FieldRules = { rules: PUBLISHED_RULES, accept: acceptDate, acceptReads: ['root', 'meta'] };
export const MODIFIED_AT: FieldRules = { rules: MODIFIED_RULES, accept: acceptDate, acceptReads: ['root', 'meta'] };

/** The day of the page's modification date, as the modified_at field gives it. */
function modifiedDay(page: Page): string | undefined {
  return memoOn(page, 'modified-day', () => firstValid(MODIFIED_AT, page)?.value.slice(0, 10));
}
