import type { Page } from '../../../page/index.js';
import { memoOn } from '../memo.js';
import { Region } from '../scan/regions.js';
import { dayOf, EARLIEST_DAY } from './calendar.js';
import { DATELINE_MAX_CHARS, inPageMatter, numericOrderOfPage, wholeBodyDates, type DateSighting } from './page-dates.js';
import { findTextDates } from './text-dates.js';
import { addressDays } from './page-addresses.js';

/**
 * The last resort for a page that states its publication nowhere a rule reads it (after the
 * structured data, the markup and text near the title, the page's addresses and script data): a
 * guess from every date the page holds, in the manner of htmldate's extensive search.
 *
 * Where a date was found, most trustworthy first (each measured on the tune half of the date
 * benchmark by how often its date is the page's publication day: bench/dates/README.md):
 *
 * body          a date anywhere in the page's own matter (a `<time>`, microdata, the text, the
 *               first 100,000 characters of it: scanWholePage), on a dateline first (an element
 *               named for a date, or a short line), then nearest the title
 * image         the day in the path of the page's shared image (og:image, twitter:image): CMSs file
 *               uploads by day (`/files/2016/05/04/…`)
 * description   a date in the `<title>` or the page's description ("Notizia del 14 Gennaio 2020")
 * body-image    the day in the path of an image in the page's own matter
 * copyright-day a whole day after "©" ("© 19.12.2019 - 12:14 h"): the day the page was made
 *
 * Never taken: dates after "Updated"/"Aktualisiert"… (modifications), a copyright year (a year
 * alone is no day), dates before 1995, a date more than 2 days after the page's modification date
 * (the rule's check), and dates in the page's chrome: comments, related-article lists, teasers,
 * sidebars, navigation, the site header (other pages' dates; on the tune half, as often wrong as
 * right). No clock is read, so no date is refused for lying in the future; refusing those after the
 * page's latest copyright year was measured and dropped (footers' years lag: it refused more right
 * dates than wrong ones).
 */
export type WideSource = 'body' | 'image' | 'description' | 'chrome' | 'body-image' | 'copyright-day';

export const WIDE_SOURCE_ORDER: readonly WideSource[] = ['body', 'image', 'description', 'chrome', 'body-image', 'copyright-day'];

/** One date the last resort sees, where, and how it ranks within its source (lower first). */
export interface WideDate {
  readonly day: string;
  readonly source: WideSource;
  readonly rank: number;
}

const isPublication = (s: DateSighting): boolean => s.role === 'published' || s.role === 'neutral';

/** A date on a dateline (a date-named element, or a short line) ranks before one in a sentence; then nearness to the title. */
function bodyRank(s: DateSighting): number {
  const onDateline = (s.flags & Region.dateLine) !== 0 ? 0 : s.lineChars <= DATELINE_MAX_CHARS ? 1 : 2;
  return onDateline * 1e9 + s.distance;
}

function bodySightings(page: Page): WideDate[] {
  const { marks, text } = wholeBodyDates(page);
  const all = [...marks, ...text];
  return [
    ...all.filter((s) => isPublication(s) && (s.flags & Region.otherPages) === 0).map((s) => (inPageMatter(s)
      ? { day: dayOf(s.date), source: 'body' as const, rank: bodyRank(s) }
      : { day: dayOf(s.date), source: 'chrome' as const, rank: s.distance })),
    // "© 19.12.2019 - 12:14 h": a whole day after "©" stamps when the page was made (a year alone is never read as a date).
    ...all.filter((s) => s.role === 'copyright').map((s) => ({ day: dayOf(s.date), source: 'copyright-day' as const, rank: s.distance })),
  ];
}

const DESCRIPTIONS = ['description', 'og:description', 'twitter:description'] as const;

function descriptionDates(page: Page): WideDate[] {
  const order = () => numericOrderOfPage(page);
  const texts = [page.title, ...DESCRIPTIONS.map((name) => page.meta(name))].filter((t): t is string => t !== undefined);
  return texts.flatMap((t) => findTextDates(t, order)).map((d, i) => ({ day: dayOf(d.date), source: 'description' as const, rank: i }));
}

function imageDates(page: Page): WideDate[] {
  const shared = [page.meta('og:image'), page.meta('twitter:image')].filter((u): u is string => u !== undefined);
  const shown = wholeBodyDates(page).scan.images.filter((i) => (i.flags & (Region.chrome | Region.siteHeader)) === 0).map((i) => i.src);
  return [
    ...addressDays(shared).map((day, i) => ({ day, source: 'image' as const, rank: i })),
    ...addressDays(shown).map((day, i) => ({ day, source: 'body-image' as const, rank: i })),
  ];
}

/** Every date the last resort sees (from 1995 on). */
export function pageWideDates(page: Page): readonly WideDate[] {
  return memoOn(page, 'page-wide-dates', () => [...bodySightings(page), ...imageDates(page), ...descriptionDates(page)].filter((d) => d.day >= EARLIEST_DAY));
}

/** The last resort's guesses at the publication day, best first: the dates of the most trustworthy source that has any, best ranked first. */
export function pageWideGuesses(page: Page): string[] {
  const dates = pageWideDates(page);
  for (const source of WIDE_SOURCE_ORDER) {
    const found = dates.filter((d) => d.source === source);
    if (found.length > 0) return found.sort((a, b) => a.rank - b.rank).map((d) => d.day);
  }
  return [];
}
