import type { Page } from '../../page/index.js';
import { analyzePreview } from '../preview/index.js';
import { extractMainContent, toHtml, toMarkdown, toPlainText } from './content/index.js';
import { describeImages, type ExtractImage, type MeasuredSize } from './images.js';
import { collectMetadata } from './metadata.js';
import { textStatistics } from './reading.js';

export const CONTENT_FORMATS = ['text', 'markdown', 'html'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

export interface ExtractLink {
  readonly text: string;
  readonly href: string;
  readonly type: string;
}

/** SPEC 2.2 without url, cached and extracted_at, which the service adds. */
export interface ExtractFields {
  readonly title: string;
  readonly description: string;
  readonly excerpt: string;
  readonly content: string;
  readonly links: readonly ExtractLink[];
  readonly images: readonly ExtractImage[];
  readonly metadata: Readonly<Record<string, string>>;
  readonly read_time: number;
  readonly word_count: number;
}

/**
 * The extract analyser: pure over the parsed page and the image sizes the service measured.
 * `content` is the main content in the asked format; excerpt, word_count and read_time are
 * always computed from its plain text.
 */
export function analyzeExtract(page: Page, format: ContentFormat, measured: ReadonlyMap<string, MeasuredSize>): ExtractFields {
  const { title, description } = analyzePreview(page);
  const main = extractMainContent(page);
  const text = toPlainText(main);
  const content = format === 'markdown' ? toMarkdown(main) : format === 'html' ? toHtml(main) : text;
  return {
    title,
    description,
    ...textStatistics(text),
    content,
    links: page.links.map(({ text: linkText, href, type }) => ({ text: linkText, href, type })),
    images: describeImages(page, measured),
    metadata: collectMetadata(page),
  };
}
