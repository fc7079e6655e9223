import { calendarDate, type PageDate } from './calendar.js';
import { MONTH_ALTERNATION, MONTH_FIRST_LETTER, monthOf } from './month-names.js';

/** How a page writes `a/b/yyyy`: day first (most of the world) or month first (the United States). */
export type NumericOrder = 'day-first' | 'month-first';
/** The order, or how to learn it: asked only when a date reads both ways (working it out may cost). */
export type NumericOrderSource = NumericOrder | (() => NumericOrder);

/** One date written in a text, and where. */
export interface TextDate {
  readonly date: PageDate;
  /** Offsets of the match in the text searched. */
  readonly start: number;
  readonly end: number;
}

const M = `(${MONTH_ALTERNATION})`;
/** Not inside a number; a letter may touch a numeric date ("Tanja Karrasch3.11.2023", "27.01.2022MineralölINFO"). */
const NOT_DIGIT_BEFORE = '(?<![\\d.])';
/** Not inside a word: month names must stand alone. */
const NOT_LETTER_BEFORE = '(?<![\\p{L}\\p{N}])';
const DAY = '(\\d{1,2})';
const YEAR = '((?:19|20)\\d\\d)';
const ORDINAL = '(?:\\.|st|nd|rd|th|er|e|º|°|ᵉ)?';

type Order = 'ymd' | 'dmy' | 'dmyy' | 'ambiguous' | 'ymonthd' | 'dmonthy' | 'monthdy';

/**
 * Every way of writing a day this finder knows, as [pattern, group order]. Numeric forms need a
 * four-digit year (1900–2099) so that version numbers, scores and prices are not read as dates;
 * the one exception is the German-style `28.01.22`, with two digits in every part.
 */
const FORMS: readonly (readonly [string, Order])[] = [
  // 2021-03-14, 2021/03/14, 2021.03.14, 2021. 3. 14. (Korean, Hungarian)
  [`${NOT_DIGIT_BEFORE}${YEAR}(?:-(\\d{1,2})-(\\d{1,2})|/(\\d{1,2})/(\\d{1,2})|\\.\\s?(\\d{1,2})\\.\\s?(\\d{1,2}))(?![\\d]|\\.\\d)`, 'ymd'],
  // 2021年3月14日, 2021년 3월 14일
  [`${YEAR}\\s*[年년]\\s*(\\d{1,2})\\s*[月월]\\s*(\\d{1,2})\\s*[日일]`, 'ymd'],
  // 14.03.2021, 14. 3. 2021, 14-03-2021, 14 | 03 | 2021
  [`${NOT_DIGIT_BEFORE}${DAY}(?:\\.\\s?(\\d{1,2})\\.\\s?|-(\\d{1,2})-| ?\\| ?(\\d{1,2}) ?\\| ?)${YEAR}(?!\\d|\\.\\d)`, 'dmy'],
  // 14/03/2021 or 03/14/2021: the page's order decides when both read as a date
  [`${NOT_DIGIT_BEFORE}(\\d{1,2})/(\\d{1,2})/${YEAR}(?!\\d)`, 'ambiguous'],
  // 14. März 2021, 14 mars 2021, 14th March 2021, 14 de marzo de 2021, 14-Mar-2021, 14 марта 2021 г.
  [`${NOT_DIGIT_BEFORE}${DAY}${ORDINAL}(?:\\s*|\\s+de\\s+|-)${M}(?!\\p{L})\\.?(?:\\s*,?\\s*|\\s+de\\s+|\\s+del\\s+|-)${YEAR}(?!\\d)`, 'dmonthy'],
  // March 14, 2021, Mar. 14 2021, March 14th, 2021
  // (The look-ahead only skips places where no month name starts: trying every name there is what costs.)
  [`(?=${MONTH_FIRST_LETTER})${NOT_LETTER_BEFORE}${M}\\.?\\s+${DAY}(?:st|nd|rd|th)?,?\\s+${YEAR}(?!\\d)`, 'monthdy'],
  // ngày 14 tháng 3 năm 2021, 14 tháng 3, 2021 (Vietnamese)
  [`${NOT_DIGIT_BEFORE}${DAY}\\s+tháng\\s+(\\d{1,2}),?\\s+(?:năm\\s+)?${YEAR}(?!\\d)`, 'dmy'],
  // 2021. március 14. (Hungarian)
  [`${NOT_DIGIT_BEFORE}${YEAR}\\.?\\s+${M}\\s+${DAY}\\.?(?!\\d)`, 'ymonthd'],
];

const FORM_PATTERNS = FORMS.map(([source, order]) => ({ pattern: new RegExp(source, 'giu'), order }));
/** 28.01.22: two digits in every part, so that it needs no year to find it. */
const SHORT_YEAR_FORM = { pattern: new RegExp(`${NOT_DIGIT_BEFORE}(\\d{2})\\.(\\d{2})\\.(\\d{2})(?![\\d]|\\.\\d)`, 'gu'), order: 'dmyy' as const };
/** Every form above holds a four-digit year: the text around each one is all the patterns need to read. */
const YEAR_ANYWHERE = /(?<!\d)(?:19|20)\d\d(?!\d)/g;
/** How far a date may reach before its year ("14th of September, 2021") and after it ("2021. március 14."). */
const REACH_BEFORE = 48;
const REACH_AFTER = 24;

function numbers(groups: readonly (string | undefined)[]): number[] {
  return groups.filter((g): g is string => g !== undefined).map(Number);
}

function dateOf(match: RegExpExecArray, order: Order, numericOrder: NumericOrderSource): PageDate | undefined {
  const groups = match.slice(1);
  switch (order) {
    case 'ymd': {
      const [y, m, d] = numbers(groups);
      return calendarDate(y!, m!, d!);
    }
    case 'dmy': {
      const [d, m, y] = numbers(groups);
      return calendarDate(y!, m!, d!);
    }
    case 'dmyy': {
      const [d, m, y] = numbers(groups);
      return calendarDate(y! >= 95 ? 1900 + y! : 2000 + y!, m!, d!);
    }
    case 'ambiguous': {
      const [a, b, y] = numbers(groups);
      const dayFirst = calendarDate(y!, b!, a!);
      const monthFirst = calendarDate(y!, a!, b!);
      if (dayFirst === undefined || monthFirst === undefined) return dayFirst ?? monthFirst;
      return (typeof numericOrder === 'function' ? numericOrder() : numericOrder) === 'month-first' ? monthFirst : dayFirst;
    }
    case 'dmonthy':
      return calendarDate(Number(groups[2]), monthOf(groups[1]!) ?? 0, Number(groups[0]));
    case 'monthdy':
      return calendarDate(Number(groups[2]), monthOf(groups[0]!) ?? 0, Number(groups[1]));
    case 'ymonthd':
      return calendarDate(Number(groups[0]), monthOf(groups[1]!) ?? 0, Number(groups[2]));
  }
}

/** Stretches of `text` around its four-digit years, overlapping ones merged. */
function yearWindows(text: string): [number, number][] {
  const windows: [number, number][] = [];
  YEAR_ANYWHERE.lastIndex = 0;
  for (let m = YEAR_ANYWHERE.exec(text); m !== null; m = YEAR_ANYWHERE.exec(text)) {
    const start = Math.max(0, m.index - REACH_BEFORE);
    const end = Math.min(text.length, m.index + 4 + REACH_AFTER);
    const last = windows[windows.length - 1];
    if (last !== undefined && start <= last[1]) last[1] = end;
    else windows.push([start, end]);
  }
  return windows;
}

function collect(found: TextDate[], text: string, offset: number, form: { pattern: RegExp; order: Order }, numericOrder: NumericOrderSource): void {
  const { pattern, order } = form;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const date = dateOf(match, order, numericOrder);
    if (date !== undefined) found.push({ date, start: offset + match.index, end: offset + match.index + match[0].length });
  }
}

/**
 * Every day written in `text`, in order of position; overlapping matches keep the one starting
 * first (the longer on a tie). The patterns run only on the text around four-digit years (and one
 * cheap pattern over the whole text for `28.01.22`). Times of day are not read: a date written out
 * in text carries no offset.
 */
export function findTextDates(text: string, numericOrder: NumericOrderSource): TextDate[] {
  const found: TextDate[] = [];
  for (const [start, end] of yearWindows(text)) {
    const window = text.slice(start, end);
    for (const form of FORM_PATTERNS) collect(found, window, start, form, numericOrder);
  }
  collect(found, text, 0, SHORT_YEAR_FORM, numericOrder);
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: TextDate[] = [];
  for (const item of found) {
    const last = kept[kept.length - 1];
    if (last === undefined || item.start >= last.end) kept.push(item);
  }
  return kept;
}

/** The first day written in `text`, if any. */
export function firstTextDate(text: string, numericOrder: NumericOrderSource): PageDate | undefined {
  return findTextDates(text, numericOrder)[0]?.date;
}
