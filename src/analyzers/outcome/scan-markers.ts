/**
 * Looks for the marker tables' rows in a page, cheapest place first. The raw `<title>` and
 * `<h1>` texts and two cue patterns over the raw HTML need no parse: on an ordinary page the
 * cues find nothing and no row is tried one by one. `text` rows found in the raw HTML are then
 * confirmed on the parsed page's visible text (a sentence in a script's string table is not on
 * the page).
 */
import { collapseWhitespace, decodeHtmlText } from '../../page/index.js';
import { CHALLENGE_CUES, CHALLENGE_MARKERS } from './challenge-markers.js';
import { cueAlternatives, headlineSegments } from './marker-syntax.js';
import { NOT_FOUND_CUES, NOT_FOUND_MARKERS } from './not-found-markers.js';
import { PARKED_CUES, PARKED_MARKERS } from './parked-markers.js';
import type { Marker, MarkerTable } from './types.js';
import { CONSENT_CUES, CONSENT_MARKERS, LOGIN_CUES, LOGIN_MARKERS } from './wall-markers.js';

export const MARKER_TABLES: readonly MarkerTable[] = [
  { markers: CHALLENGE_MARKERS, cues: CHALLENGE_CUES },
  { markers: CONSENT_MARKERS, cues: CONSENT_CUES },
  { markers: PARKED_MARKERS, cues: PARKED_CUES },
  { markers: LOGIN_MARKERS, cues: LOGIN_CUES },
  { markers: NOT_FOUND_MARKERS, cues: NOT_FOUND_CUES },
];
export const ALL_MARKERS: readonly Marker[] = MARKER_TABLES.flatMap((table) => table.markers);

/** Most `<h1>` elements read, and most characters of each: walls have one or two short ones. */
const MAX_HEADINGS = 4;
const MAX_HEADLINE_CHARS = 600;
/**
 * The largest pages whose cues are looked for on the cheap path. Bot checks and parking landers
 * are small pages (a few KB to a few dozen), so their vendors' tokens are looked for in pages up
 * to 64K characters; wall and not-found sentences in pages up to 512K. Error answers are
 * searched whatever their size.
 */
const TOKEN_PAGE_MAX_CHARS = 64 * 1024;
const WORD_PAGE_MAX_CHARS = 512 * 1024;
export const CHEAP_PATH_LIMITS = { tokenPageMaxChars: TOKEN_PAGE_MAX_CHARS, wordPageMaxChars: WORD_PAGE_MAX_CHARS } as const;

const TITLE = new RegExp(`<title\\b[^>]*>([\\s\\S]{0,${MAX_HEADLINE_CHARS}}?)</title\\s*>`, 'i');
const H1 = new RegExp(`<h1\\b[^>]*>([\\s\\S]{0,${MAX_HEADLINE_CHARS}}?)</h1\\s*>`, 'gi');

function headlineText(raw: string): string {
  return raw.includes('<') || raw.includes('&') ? decodeHtmlText(raw) : collapseWhitespace(raw);
}

/** The page's `<title>` text and first `<h1>` texts, read from the raw HTML. */
export function readHeadlines(html: string): { title: string | undefined; headings: string[] } {
  const rawTitle = TITLE.exec(html)?.[1];
  const headings: string[] = [];
  for (const match of html.matchAll(H1)) {
    headings.push(match[1]!);
    if (headings.length === MAX_HEADINGS) break;
  }
  const title = rawTitle === undefined ? '' : headlineText(rawTitle);
  return { title: title === '' ? undefined : title, headings: headings.map(headlineText).filter((text) => text !== '') };
}

/** The rows of `title` and `headline` place the page's title and `<h1>`s hold (cut at their separators). */
function headlineRows(html: string, rows: readonly Marker[]): Marker[] {
  const { title, headings } = readHeadlines(html);
  const titleSegments = title === undefined ? [] : headlineSegments(title);
  const allSegments = [...titleSegments, ...headings.flatMap(headlineSegments)];
  return rows.filter((marker) => (marker.place === 'title' ? titleSegments : allSegments).some((segment) => marker.pattern.test(segment)));
}

/** One pattern over every table's cues of one kind; group `t<i>` says which table's cue matched. */
function gate(kind: 'words' | 'tokens'): RegExp {
  const groups = MARKER_TABLES
    .map((table, i) => (table.cues[kind].length === 0 ? '' : `(?<t${i}>${cueAlternatives(table.cues[kind])})`))
    .filter((group) => group !== '');
  // Words are tried only after a space or `>` (a text node's start): that is what keeps many
  // alternatives cheap (any whitespace would be slower by a third: indentation is mostly spaces).
  return new RegExp(kind === 'words' ? `[ >](?:${groups.join('|')})` : groups.join('|'), 'gi');
}

const WORD_GATE = gate('words');
const TOKEN_GATE = gate('tokens');

/** Characters either side of a cue in which its table's rows are tried: a row's match holds its cue. */
const CUE_REACH_CHARS = 512;
/** Most cue sightings followed up per page (a page naming a cue word a hundred times is no wall). */
const MAX_CUE_SIGHTINGS = 32;

interface CueSighting {
  readonly table: MarkerTable;
  readonly index: number;
}

/** Where the HTML holds a cue, and whose. */
function sightCues(html: string): CueSighting[] {
  const sightings: CueSighting[] = [];
  const collect = (pattern: RegExp): void => {
    for (const match of html.matchAll(pattern)) {
      for (const [name, value] of Object.entries(match.groups ?? {})) {
        if (value !== undefined) sightings.push({ table: MARKER_TABLES[Number(name.slice(1))]!, index: match.index });
      }
      if (sightings.length >= MAX_CUE_SIGHTINGS) return;
    }
  };
  if (html.length <= WORD_PAGE_MAX_CHARS) collect(WORD_GATE);
  if (html.length <= TOKEN_PAGE_MAX_CHARS) collect(TOKEN_GATE);
  return sightings;
}

/** The sure raw rows found around the page's cues: each table's rows, tried near its own cues only. */
function sureRowsNearCues(html: string): Marker[] {
  const found = new Set<Marker>();
  for (const { table, index } of sightCues(html)) {
    const near = html.slice(Math.max(0, index - CUE_REACH_CHARS), index + CUE_REACH_CHARS);
    for (const marker of table.markers) {
      if (!isHeadlineRow(marker) && marker.sure && !found.has(marker) && marker.pattern.test(near)) found.add(marker);
    }
  }
  return ALL_MARKERS.filter((marker) => found.has(marker));
}

const isHeadlineRow = (marker: Marker): boolean => marker.place === 'title' || marker.place === 'headline';
const HEADLINE_ROWS = ALL_MARKERS.filter(isHeadlineRow);
const RAW_ROWS = ALL_MARKERS.filter((marker) => !isHeadlineRow(marker));

/** What the raw HTML shows: rows found (headline, markup), and text rows still to confirm on the page. */
export interface RawSightings {
  readonly found: readonly Marker[];
  readonly toConfirm: readonly Marker[];
}

/**
 * The rows the raw HTML shows. `sure`: only sure rows, and raw rows only near their tables' cues
 * (the cheap path for 2xx pages); `all`: hints too, every row tried on the whole page (for error
 * answers, which are few).
 */
export function sightMarkers(html: string, scope: 'sure' | 'all'): RawSightings {
  if (html === '') return { found: [], toConfirm: [] };
  const headline = headlineRows(html, scope === 'all' ? HEADLINE_ROWS : HEADLINE_ROWS.filter((marker) => marker.sure));
  const raw = scope === 'all' ? RAW_ROWS.filter((marker) => marker.pattern.test(html)) : sureRowsNearCues(html);
  return {
    found: [...headline, ...raw.filter((marker) => marker.place === 'markup')],
    toConfirm: raw.filter((marker) => marker.place === 'text'),
  };
}

/** The text rows that the page's visible text holds. */
export function confirmText(rows: readonly Marker[], visibleText: string): Marker[] {
  return rows.filter((marker) => marker.pattern.test(visibleText));
}

/**
 * Every sure raw row the HTML holds, found without the cues: what the cues must not miss (tests,
 * bench). Rows of pages past the size limits are not looked for on the cheap path, by design.
 */
export function sightSureRowsExhaustively(html: string): Marker[] {
  return RAW_ROWS.filter((marker) => marker.sure && marker.pattern.test(html));
}


/** The sure raw rows the cheap path finds: {@link sightSureRowsExhaustively} through the cues. */
export function sightSureRowsThroughCues(html: string): Marker[] {
  return sureRowsNearCues(html);
}
