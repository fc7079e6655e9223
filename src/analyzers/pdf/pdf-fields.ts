import { domainToUnicode } from 'node:url';
import { collapseWhitespace, escapeHtml } from '../../page/index.js';
import { createLinkClassifier, parseLinkUrl } from '../../page/url.js';
import type { ExtractFields, ExtractLink } from '../../results/extract.js';
import type { PreviewFields } from '../../results/preview.js';
import { escapeBlockStart, escapeMarkdown } from '../extract/content/markdown-inline.js';
import type { ContentFormat } from '../extract/formats.js';
import { MAX_EXTRACT_LINKS } from '../extract/limits.js';
import { textStatistics } from '../extract/reading.js';
import { pdfMetadata } from '../metadata/pdf-metadata.js';
import { truncateAtWord } from '../preview/normalize.js';
import { MAX_CHARS } from '../preview/rules.js';
import type { PdfDocument, PdfInfo } from './pdf-document.js';
import { isoDateOf } from './pdf-info.js';

/** A PDF's preview type: it has no og:type, and "website" would misdescribe it. */
export const PDF_PREVIEW_TYPE = 'document';

const capped = (text: string, maxChars: number): string => truncateAtWord(collapseWhitespace(text), maxChars);

/** A line broken after a hyphen inside a word ("exam-" / "ple") continues the word rather than starting one. */
function joinLines(lines: readonly string[]): string {
  return lines.reduce((text, line) => (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(line) ? `${text}${line}` : `${text} ${line}`));
}

/** Every paragraph of the pages read, lines rejoined: a PDF's line breaks are layout, not text. */
function paragraphsOf(document: PdfDocument): string[] {
  return document.pages.flatMap((page) => page.paragraphs.map(joinLines));
}

/** The Title entry (or XMP dc:title), else the first line of text. */
function titleOf(document: PdfDocument): string {
  const firstLine = document.pages.find((page) => page.paragraphs.length > 0)?.paragraphs[0]?.[0] ?? '';
  return capped(document.info.title ?? firstLine, MAX_CHARS.title);
}

/** As the preview rules' last resort for a page: the host without "www.". */
function displayHostname(url: URL): string {
  return (domainToUnicode(url.hostname) || url.hostname).replace(/^www\./i, '');
}

/** /preview of a PDF: title and description from its metadata; site name and favicon as for a page without tags. */
export function pdfPreview(document: PdfDocument, finalUrl: string): PreviewFields {
  const url = new URL(finalUrl);
  return {
    title: titleOf(document),
    description: capped(document.info.subject ?? '', MAX_CHARS.description),
    image: '',
    site_name: displayHostname(url),
    type: PDF_PREVIEW_TYPE,
    favicon: new URL('/favicon.ico', url).href,
    ...pdfMetadata({ ...document.info, text: document.pages.slice(0, 2).flatMap((page) => page.paragraphs.map(joinLines)).join('\n') }),
  };
}

function render(paragraphs: readonly string[], format: ContentFormat): string {
  if (format === 'markdown') return paragraphs.map((paragraph) => escapeBlockStart(escapeMarkdown(paragraph))).join('\n\n');
  if (format === 'html') return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  return paragraphs.join('\n\n');
}

/** Link annotations whose target resolves (against the PDF's URL) to http(s), mailto: or tel:, in page order. */
function linksOf(document: PdfDocument, base: URL): ExtractLink[] {
  const classify = createLinkClassifier(base);
  return document.pages.flatMap((page) => page.links.flatMap(({ url, text }) => {
    const href = parseLinkUrl(url, base);
    return href === undefined ? [] : [{ text, href: href.href, type: classify(href) }];
  }));
}

const TEXT_ENTRIES = ['author', 'subject', 'keywords', 'creator', 'producer'] as const satisfies readonly (keyof PdfInfo)[];
const DATE_ENTRIES = ['created', 'modified'] as const satisfies readonly (keyof PdfInfo)[];

/** pdf:pages always; pdf:pages_read when pages were left unread; the information entries the file has. */
function metadataOf(document: PdfDocument): Record<string, string> {
  const metadata: Record<string, string> = { 'pdf:pages': String(document.pageCount) };
  if (document.pages.length < document.pageCount) metadata['pdf:pages_read'] = String(document.pages.length);
  for (const entry of TEXT_ENTRIES) {
    const value = document.info[entry];
    if (value !== undefined) metadata[`pdf:${entry}`] = value;
  }
  for (const entry of DATE_ENTRIES) {
    const value = document.info[entry];
    if (value !== undefined) metadata[`pdf:${entry}`] = isoDateOf(value) ?? value;
  }
  return metadata;
}

/** /extract of a PDF: its text as paragraphs in the asked format, with the statistics /extract gives a page. */
export function pdfExtract(document: PdfDocument, format: ContentFormat, finalUrl: string): ExtractFields {
  const { title, description, author, published_at, modified_at, lang, logo } = pdfPreview(document, finalUrl);
  const paragraphs = paragraphsOf(document);
  const links = linksOf(document, new URL(finalUrl));
  return {
    title,
    description,
    author, published_at, modified_at, lang, logo,
    ...textStatistics(paragraphs.join('\n\n')),
    content: render(paragraphs, format),
    links: links.slice(0, MAX_EXTRACT_LINKS),
    images: [],
    ...(links.length > MAX_EXTRACT_LINKS ? { truncated: { links: true, images: false } } : {}),
    metadata: metadataOf(document),
  };
}
