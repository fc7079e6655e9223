import type { Page } from '../../page/index.js';
import { analyzePreview } from '../preview/index.js';
import { extractMainContent, toHtml, toMarkdown, toPlainText } from './content/index.js';
import { describeImages, type ExtractImage, type MeasuredSize } from './images.js';
import { MAX_EXTRACT_IMAGES, MAX_EXTRACT_LINKS } from './limits.js';
import { collectMetadata } from './metadata.js';
import { textStatistics } from './reading.js';
import { excludeFromPage, includedContent, type ContentSelectors } from './content/selected-content.js';
import { withKeyFacts } from './key-facts-block.js';
import { structuredDataOf } from '../structured-data/index.js';
export { CONTENT_FORMATS, type ContentFormat } from './formats.js';

import type { ContentFormat } from './formats.js';
import type { ExtractFields } from '../../results/extract.js';
import type { ExtractTruncation } from '../../results/extract.js';
import type { ExtractLink } from '../../results/extract.js';

export { MAX_EXTRACT_IMAGES, MAX_EXTRACT_LINKS };




/** What else /extract was asked for. */
export interface ExtractAnalysisOptions {
  /** Add `structured_data` (docs/reference/api.md#structured-data). */
  readonly structuredData?: boolean;
  /** Markdown content keeps its links as `[text](url)` (default); false keeps only their text. */
  readonly markdownLinks?: boolean;
}

function truncation(page: Page): { truncated?: ExtractTruncation } {
  const truncated = { links: page.links.length > MAX_EXTRACT_LINKS, images: page.images.length > MAX_EXTRACT_IMAGES };
  return truncated.links || truncated.images ? { truncated } : {};
}

/**
 * The extract analyser: pure over the parsed page and the image sizes the service measured.
 * `content` is the main content in the asked format; excerpt, word_count and read_time are
 * always computed from its plain text.
 */
export function analyzeExtract(page: Page, format: ContentFormat, measured: ReadonlyMap<string, MeasuredSize>, selectors: ContentSelectors = {}, options: ExtractAnalysisOptions = {}): ExtractFields {
  // exclude first: what it removes is neither content nor read for the title.
  if (selectors.exclude?.length) excludeFromPage(page, selectors.exclude);
  const { title, description, author, published_at, modified_at, lang, logo } = analyzePreview(page);
  // Selected content is what was asked for; the page's own main content gains the key facts it lacks.
  const main = (selectors.include?.length ? includedContent(page, selectors.include) : undefined) ?? withKeyFacts(page, extractMainContent(page));
  const text = toPlainText(main);
  const content = format === 'markdown' ? toMarkdown(main, { links: options.markdownLinks ?? true }) : format === 'html' ? toHtml(main) : text;
  return {
    title,
    description,
    author, published_at, modified_at, lang, logo,
    ...textStatistics(text),
    content,
    links: page.links.slice(0, MAX_EXTRACT_LINKS).map(({ text: linkText, href, type }) => ({ text: linkText, href, type })),
    images: describeImages(page, measured, MAX_EXTRACT_IMAGES),
    ...truncation(page),
    metadata: collectMetadata(page),
    ...(options.structuredData ? { structured_data: [...structuredDataOf(page)] } : {}),
  };
}

export type { ExtractFields };

export type { ExtractTruncation };

export type { ExtractLink };
