import { calendarDate, formatPageDate } from './calendar.js';

/** An archived copy's address: the archive's own capture time is not the page's date. */
const ARCHIVE_PREFIX = /^\/web\/\d{1,14}(?:[a-z]{2}_)?\/(?:https?:\/\/?)?/i;

const PATH_DATES: readonly RegExp[] = [
  // /2021/03/14/, /2021/3/14-slug
  /(?<![\d])((?:19|20)\d\d)\/(\d{1,2})\/(\d{1,2})(?![\d])/,
  // /2021-03-14-slug, /2021_03_14, /2020-4-15-16-5-0
  /(?<![\d])((?:19|20)\d\d)[-_](\d{1,2})[-_](\d{1,2})(?![\d])/,
  // /20210314/, /20210314-slug, _20210314
  /(?<![\d])((?:19|20)\d\d)(\d{2})(\d{2})(?![\d])/,
];

/**
 * The day a URL's path names (`/2021/03/14/…`, `/2021-03-14-…`, `/20210314/`), as `YYYY-MM-DD`;
 * an archived copy (web.archive.org) is read for the address it archived.
 */
export function urlPathDate(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  let path = url.pathname;
  if (/(?:^|\.)archive\.org$/i.test(url.hostname) && ARCHIVE_PREFIX.test(path)) {
    const archived = path.replace(ARCHIVE_PREFIX, '');
    try {
      path = new URL(`http://${archived}`).pathname;
    } catch {
      return undefined;
    }
  }
  for (const pattern of PATH_DATES) {
    const m = pattern.exec(path);
    const date = m === null ? undefined : calendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
    if (date !== undefined) return formatPageDate(date);
  }
  return undefined;
}
