/**
 * Who wrote a page, when, in what language, under which logo (docs/reference/real-web.md#page-metadata). Each
 * field is an ordered list of small named rules; the first value its field accepts wins
 * (preview/first-valid.ts). The lists, in priority order:
 *
 * author        JSON-LD author/creator of the page's article (persons, else the organisation) →
 *               meta author, article:author (not a URL), byl, dc.creator, dcterms.creator,
 *               sailthru.author, parsely-author, citation_author → microdata itemprop=author →
 *               rel=author links → a byline element near the title → a line near the title
 *               starting "By", "Von", "Par", "Por"… → twitter:creator
 * published_at  [the structured date as the page shows it: a UTC date-time whose local day the
 *               page shows as the day before or after, or JSON-LD contradicted by meta tags] →
 *               JSON-LD datePublished (dateCreated, uploadDate) → meta article:published_time,
 *               og:published_time, parsely-pub-date, sailthru.date, citation_publication_date,
 *               DC/dcterms dates, date… → microdata datePublished → <time>/<abbr> near the title →
 *               a dateline near the title (a date-classed element, or a date alone on a short
 *               line) → a date in the text near the title → the date in the page's URL path,
 *               canonical URL, og:url, AMP/short/translated URL, the URL its share links pass on,
 *               the URL it redirects to → a "datePublished"-like key in the page's script data →
 *               the last resort: a guess from every date the page holds (dates/page-wide-dates.ts)
 * modified_at   JSON-LD dateModified → meta article:modified_time, og:updated_time, dcterms.modified,
 *               last-modified… → microdata dateModified → <time class=updated> → an "Updated …"
 *               date near the title
 * lang          <html lang> → content-language → og:locale → JSON-LD inLanguage → the text's language
 * logo          JSON-LD publisher.logo → JSON-LD Organization logo → <img itemprop=logo> → an <img>
 *               in the site header (or above the title) whose class, id, alt or file says logo
 *
 * The body's dates skip navigation, footers, sidebars, comments, related-article lists and the
 * site header (dates there belong to other pages, or are today's date); a date after an
 * "Updated"/"Aktualisiert"/"mis à jour" word is a modification, one after "©" a copyright (never
 * taken). Dates before 1995 are refused, and a publication date read from the body may not be
 * more than 2 days after the page's modification date. No clock is read.
 */
import type { Page } from '../../page/index.js';
import { firstValid, type FieldRules, type RuleHit } from '../preview/first-valid.js';
import { acceptAuthor, AUTHOR_RULES } from './rules/author-rules.js';
import { MODIFIED_AT, PUBLISHED_AT } from './rules/date-rules.js';
import { acceptLanguageTag, LANG_RULES } from './rules/lang-rules.js';
import { acceptLogo, LOGO_RULES } from './rules/logo-rules.js';

/** The five metadata fields of /preview and /extract; each is "" when the page does not say. */
export interface MetadataFields {
  readonly author: string;
  readonly published_at: string;
  readonly modified_at: string;
  readonly lang: string;
  readonly logo: string;
}

export type MetadataField = keyof MetadataFields;

export const METADATA_RULES = {
  author: { rules: AUTHOR_RULES, accept: acceptAuthor },
  published_at: PUBLISHED_AT,
  modified_at: MODIFIED_AT,
  lang: { rules: LANG_RULES, accept: acceptLanguageTag },
  logo: { rules: LOGO_RULES, accept: acceptLogo, acceptReads: ['meta', 'link'] },
} as const satisfies Record<MetadataField, FieldRules>;

/** For each field, the winning rule and value (`undefined` when no rule gave one). */
export function explainMetadata(page: Page): Record<MetadataField, RuleHit | undefined> {
  return {
    author: firstValid(METADATA_RULES.author, page),
    published_at: firstValid(METADATA_RULES.published_at, page),
    modified_at: firstValid(METADATA_RULES.modified_at, page),
    lang: firstValid(METADATA_RULES.lang, page),
    logo: firstValid(METADATA_RULES.logo, page),
  };
}

export function metadataFieldsOf(hits: Record<MetadataField, RuleHit | undefined>): MetadataFields {
  return {
    author: hits.author?.value ?? '',
    published_at: hits.published_at?.value ?? '',
    modified_at: hits.modified_at?.value ?? '',
    lang: hits.lang?.value ?? '',
    logo: hits.logo?.value ?? '',
  };
}

/** The metadata fields of `page`; a pure function of the parsed page. */
export function analyzeMetadata(page: Page): MetadataFields {
  return metadataFieldsOf(explainMetadata(page));
}
