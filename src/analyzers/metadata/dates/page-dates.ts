import type { Page } from '../../../page/index.js';
import { memoOn } from '../memo.js';
import { declaredLanguage, textLanguage } from '../rules/lang-rules.js';
import { flagsAt, scanPage, scanWholePage, type DateMark, type PageScan } from '../scan/page-scan.js';
import { Region } from '../scan/regions.js';
import { dayOf, daysBetween, type PageDate } from './calendar.js';
import { numericOrderOf } from './locale.js';
import { parseMachineDate } from './machine-date.js';
import { roleFromNames, roleFromText, type DateRole } from './markers.js';
import { findTextDates, type NumericOrder, type NumericOrderSource } from './text-dates.js';

/** One date the body states, where, and what the page says it is. */
export interface DateSighting {
  readonly date: PageDate;
  readonly source: 'text' | 'time' | 'abbr' | 'microdata';
  /** The microdata property, lower-cased, for microdata dates. */
  readonly prop: string | undefined;
  readonly role: DateRole;
  readonly flags: number;
  /** Characters between the date and the page's title (doubled before it), or from the top without one. */
  readonly distance: number;
  /** Characters of the line of text the date is written on (0 for markup dates). */
  readonly lineChars: number;
  /** Whether readers see it (a `<meta itemprop>` they do not). */
  readonly visible: boolean;
}

/** A date on a line this short stands alone, as in a dateline ("am 24. Juli 2017 - 18:55"), not inside a sentence. */
export const DATELINE_MAX_CHARS = 100;

/**
 * How far (in characters of text) a date may lie from the title and still belong to it; text
 * before the title counts double, as the title usually comes first.
 */
export const NEAR_TITLE_CHARS = 1200;
/** Without a title, how much of the body's text (from its top) a date may lie in. */
export const NO_TITLE_TOP_CHARS = 2500;
/** How much text before a date is read for the word that says what it is. */
const MARKER_CHARS = 60;

/** How the page writes numeric dates: from the language it declares, else its text's language. */
export function numericOrderOfPage(page: Page): NumericOrder {
  return memoOn(page, 'numeric-order', () => numericOrderOf(declaredLanguage(page) ?? textLanguage(page)));
}

function distanceFrom(scan: PageScan, at: number): number {
  const { title } = scan;
  if (title === undefined) return Math.round((at * NEAR_TITLE_CHARS) / NO_TITLE_TOP_CHARS);
  if (at >= title.end) return at - title.end;
  if (at >= title.start) return 0;
  return (title.start - at) * 2;
}

/** Whether a sighting lies within `chars` of the title (or of the top of a page without one). */
export function nearTitle(sighting: DateSighting, chars = NEAR_TITLE_CHARS): boolean {
  return sighting.distance <= chars;
}

/** The text just before `at`, from the start of its line or the end of the date before it. */
function textBefore(text: string, at: number, floor: number): string {
  const from = Math.max(floor, at - MARKER_CHARS, text.lastIndexOf('\n', at - 1) + 1);
  return text.slice(from, at);
}

function textSightings(scan: PageScan, order: NumericOrderSource): DateSighting[] {
  let previousEnd = 0;
  return findTextDates(scan.text, order).map((found) => {
    const flags = flagsAt(scan, found.start);
    let role = roleFromText(textBefore(scan.text, found.start, previousEnd));
    if (role === 'neutral' && (flags & Region.updated) !== 0) role = 'modified';
    previousEnd = found.end;
    const lineStart = scan.text.lastIndexOf('\n', found.start) + 1;
    const lineEnd = scan.text.indexOf('\n', found.end);
    const lineChars = (lineEnd < 0 ? scan.text.length : lineEnd) - lineStart;
    return { date: found.date, source: 'text' as const, prop: undefined, role, flags, distance: distanceFrom(scan, found.start), lineChars, visible: true };
  });
}

/**
 * The date of a `<time>`-like element: its machine value, unless that is a UTC date-time and the
 * text readers see names the day before or after (the local day of the same moment).
 */
function markDate(mark: DateMark, order: NumericOrderSource): PageDate | undefined {
  // The text readers see is read only when it can decide: without a machine value, or against a UTC one.
  const shownDate = (): PageDate | undefined => (mark.visible && mark.text !== '' ? parseMachineDate(mark.text, order) : undefined);
  const machine = mark.machine === undefined ? undefined : parseMachineDate(mark.machine, order);
  if (machine === undefined) return shownDate();
  if (machine.time === undefined || (machine.time.offset !== 'Z' && machine.time.offset !== '+00:00')) return machine;
  const shown = shownDate();
  if (shown === undefined) return machine;
  return Math.abs(daysBetween(dayOf(machine), dayOf(shown))) === 1 ? shown : machine;
}

function markSightings(scan: PageScan, order: NumericOrderSource): DateSighting[] {
  const sightings: DateSighting[] = [];
  for (const mark of scan.dates) {
    const date = markDate(mark, order);
    if (date === undefined) continue;
    let role: DateRole;
    if (mark.prop !== undefined) role = mark.prop === 'datemodified' ? 'modified' : 'published';
    else {
      role = roleFromNames(mark.names) ?? (mark.pubdate ? 'published' : roleFromText(textBefore(scan.text, mark.at, 0)));
      if (role === 'neutral' && (mark.flags & Region.updated) !== 0) role = 'modified';
    }
    sightings.push({ date, source: mark.source, prop: mark.prop, role, flags: mark.flags, distance: distanceFrom(scan, mark.at), lineChars: 0, visible: mark.visible });
  }
  return sightings;
}

/** Every date the page's body states in markup (`<time>`, `<abbr>`, microdata) and in its text. */
export function bodyDates(page: Page): { readonly scan: PageScan; readonly marks: readonly DateSighting[]; readonly text: readonly DateSighting[] } {
  return memoOn(page, 'body-dates', () => {
    const scan = scanPage(page);
    const order = (): NumericOrder => numericOrderOfPage(page);
    return { scan, marks: markSightings(scan, order), text: textSightings(scan, order) };
  });
}

/** bodyDates of the whole body (scanWholePage), for the last-resort search: the same when the page's scan read it all. */
export function wholeBodyDates(page: Page): ReturnType<typeof bodyDates> {
  const scan = scanWholePage(page);
  const dates = bodyDates(page);
  if (scan === dates.scan) return dates;
  return memoOn(page, 'whole-body-dates', () => {
    const order = (): NumericOrder => numericOrderOfPage(page);
    return { scan, marks: markSightings(scan, order), text: textSightings(scan, order) };
  });
}

/** Not in navigation, comments, related lists, sidebars, footers or the site's header. */
export function inPageMatter(sighting: DateSighting): boolean {
  return (sighting.flags & (Region.chrome | Region.siteHeader)) === 0;
}

/** Nearest the title first. */
export function byDistance(a: DateSighting, b: DateSighting): number {
  return a.distance - b.distance;
}
