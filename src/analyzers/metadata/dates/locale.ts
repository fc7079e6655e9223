import type { NumericOrder } from './text-dates.js';

/** Regions that write the month first (`03/14/2021`): the United States and the places that follow it. */
const MONTH_FIRST_REGIONS: ReadonlySet<string> = new Set(['US', 'PH', 'FM', 'MH', 'PW', 'AS', 'GU', 'MP', 'PR', 'UM', 'VI']);

/**
 * How a page in language `tag` writes `a/b/yyyy`: month first for the United States (and plain
 * `en`, as most pages declaring it are American), day first everywhere else and when unknown.
 */
export function numericOrderOf(tag: string | undefined): NumericOrder {
  if (tag === undefined) return 'day-first';
  const [language, ...rest] = tag.split('-');
  const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part))?.toUpperCase();
  if (region !== undefined) return MONTH_FIRST_REGIONS.has(region) ? 'month-first' : 'day-first';
  return language?.toLowerCase() === 'en' ? 'month-first' : 'day-first';
}
