import type { PdfInfo } from './pdf-document.js';

/** Info dictionary keys → PdfInfo fields. */
const INFO_KEYS: Readonly<Record<string, keyof PdfInfo>> = {
  Title: 'title',
  Author: 'author',
  Subject: 'subject',
  Keywords: 'keywords',
  Creator: 'creator',
  Producer: 'producer',
  CreationDate: 'created',
  ModDate: 'modified',
};

/**
 * The document information dictionary's text entries (PDF.js decodes their strings), trimmed;
 * empty ones are left out. An XMP dc:title stands in for a missing Title.
 */
export function infoOf(raw: Readonly<Record<string, unknown>>, xmpTitle?: unknown): PdfInfo {
  const info: Partial<Record<keyof PdfInfo, string>> = {};
  for (const [key, field] of Object.entries(INFO_KEYS)) {
    const value = raw[key];
    if (typeof value === 'string' && value.trim() !== '') info[field] = value.trim();
  }
  const fallback = Array.isArray(xmpTitle) ? xmpTitle.find((v) => typeof v === 'string') : xmpTitle;
  if (info.title === undefined && typeof fallback === 'string' && fallback.trim() !== '') info.title = fallback.trim();
  return info;
}

// PDF 32000-1 §7.9.4: D:YYYYMMDDHHmmSSOHH'mm', every part after the year optional.
const PDF_DATE = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz+-])(?:(\d{2})'?(?:(\d{2})'?)?)?)?$/;

/** A PDF date as ISO 8601 in UTC (`2024-01-02T02:04:05Z`); undefined when it is not one. No zone means UTC, as PDF.js reads it. */
export function isoDateOf(raw: string): string | undefined {
  const match = PDF_DATE.exec(raw.trim());
  if (match === null) return undefined;
  const part = (index: number, fallback: number): number => (match[index] === undefined ? fallback : Number(match[index]));
  const [year, month, day, hour, minute, second] = [part(1, 0), part(2, 1), part(3, 1), part(4, 0), part(5, 0), part(6, 0)];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  // Date.UTC rolls 31 February over into March: such a date is not one.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return undefined;
  const sign = match[7] === '-' ? -1 : match[7] === '+' ? 1 : 0;
  const offsetMinutes = sign * (part(8, 0) * 60 + part(9, 0));
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * 60_000);
  return date.toISOString().replace('.000Z', 'Z');
}
