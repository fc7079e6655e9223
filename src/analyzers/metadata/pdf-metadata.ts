import { detectLanguage } from '../../text/index.js';
import type { MetadataFields } from './metadata.js';
import { calendarDate, EARLIEST_DAY, dayOf, formatPageDate, normalizeOffset, withTime, type PageDate } from './dates/calendar.js';
import { cleanAuthor } from './rules/author-rules.js';
import { MIN_TEXT_LANGUAGE_LETTERS } from './rules/lang-rules.js';

/** What of a PDF the metadata fields read: its information entries (dates in PDF form) and some of its text. */
export interface PdfMetadataInput {
  readonly author?: string | undefined;
  readonly created?: string | undefined;
  readonly modified?: string | undefined;
  readonly text: string;
}

// PDF 32000-1 §7.9.4: D:YYYYMMDDHHmmSSOHH'mm', every part after the year optional.
const PDF_DATE = /^(?:D:)?(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?(?:(Z|[+-])(\d{2})?'?(\d{2})?'?)?)?$/i;

/** A PDF date as the file states it: its day, and its time when it also gives the zone. */
export function pdfDate(raw: string | undefined): string {
  const m = raw === undefined ? null : PDF_DATE.exec(raw.trim());
  if (m === null) return '';
  const day = calendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
  if (day === undefined || dayOf(day) < EARLIEST_DAY) return '';
  let date: PageDate = day;
  if (m[4] !== undefined && m[7] !== undefined) {
    const offset = m[7].toUpperCase() === 'Z' ? 'Z' : normalizeOffset(`${m[7]}${m[8] ?? '00'}:${m[9] ?? '00'}`);
    if (offset !== undefined) date = withTime(day, Number(m[4]), Number(m[5]), Number(m[6] ?? '0'), offset);
  }
  return formatPageDate(date);
}

/**
 * The metadata fields of a PDF: Author, CreationDate and ModDate of its information dictionary,
 * the language of its text (of its first pages, when long enough to tell); a PDF has no publisher logo.
 */
export function pdfMetadata(input: PdfMetadataInput): MetadataFields {
  const letters = input.text.slice(0, 2000).match(/\p{L}/gu)?.length ?? 0;
  const detected = letters < MIN_TEXT_LANGUAGE_LETTERS ? 'und' : detectLanguage(input.text);
  return {
    author: (input.author === undefined ? undefined : cleanAuthor(input.author)) ?? '',
    published_at: pdfDate(input.created),
    modified_at: pdfDate(input.modified),
    lang: detected === 'und' ? '' : detected,
    logo: '',
  };
}
