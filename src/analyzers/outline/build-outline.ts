import { countWords } from '../../page/index.js';
import type { Page } from '../../page/index.js';
import { selectAll } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { ELEMENT_TEXT_LIMIT, textOf } from '../../page/index.js';
import { readMainText, titleMatcher } from '../extract/content/index.js';
import { readingMinutes } from '../extract/reading.js';
import { analyzePreview } from '../preview/index.js';
import { segmentContent } from './content-segments.js';
import { buildTree, countSections, maxDepth } from './section-tree.js';
import type { OutlineSection } from './section-tree.js';
import { collectSections } from './section-walk.js';
import type { FlatSection } from './section-walk.js';
import type { OutlineFields } from '../../results/outline.js';

export interface OutlineOptions {
  /** Maximum nesting, 1..6 (the route validates; out-of-range values are clamped here). */
  depth: number;
  includeSnippets: boolean;
}


/** Fewer usable headings than this and the main text is segmented instead (when it yields 2+ segments). */
export const MIN_HEADINGS = 2;

function safely<T>(compute: () => T, fallback: T): T {
  try {
    return compute();
  } catch {
    return fallback;
  }
}

interface MainContent {
  readonly text: string;
  /** False when the extractor found no main content: the text is then the page's visible text. */
  readonly found: boolean;
  readonly headings: ReadonlySet<string>;
}

/** The page's main text (readMainText) and the texts of its main content's headings. */
function readMain(page: Page): MainContent {
  const { root, text, found } = readMainText(page);
  const headings = found ? selectAll('h1, h2, h3, h4, h5, h6', root).map((h) => textOf(h, ELEMENT_TEXT_LIMIT)) : [];
  return { text, found, headings: new Set(headings) };
}

/**
 * When the page has main content, its outline is that content's headings under the page's title
 * heading, which the content extractor leaves out: the first h1 outside furniture, else the first
 * h1 anywhere that is the page's title (`<title>`, og:title, JSON-LD headline; news sites set it
 * in a site header). Headings of side blocks ("Most popular", "Leave a reply", "Newsletters") drop
 * out, and an article without headings of its own is outlined by topic segments under its title,
 * whose text is then the main text. Only a page without main content keeps every heading.
 */
function outlineHeadings(flat: readonly FlatSection[], main: MainContent, page: Page): FlatSection[] {
  if (!main.found) return [...flat];
  const firstH1 = flat.findIndex((s) => s.level === 1);
  const kept = flat.filter((s, i) => i === firstH1 || main.headings.has(s.title));
  if (firstH1 >= 0) return kept;
  const isTitle = titleMatcher(page);
  const h1 = selectAll<AnyNode, Element>('h1', page.document).find((el) => isTitle(el));
  if (h1 === undefined) return kept;
  return [{ level: 1, title: textOf(h1, ELEMENT_TEXT_LIMIT), text: kept.length === 0 ? main.text : '' }, ...kept];
}

/**
 * An article's only heading (its title) over the topic segments of its text, one level down. The
 * segments follow it straight away, so its own snippet is "" (as for a heading followed by a
 * subheading).
 */
function underHeading(heading: OutlineSection, segments: readonly OutlineSection[], depth: number): OutlineSection {
  const root: OutlineSection = { ...heading, ...(heading.snippet === undefined ? {} : { snippet: '' }) };
  if (depth > 1) root.subsections = segments.map((segment) => ({ ...segment, level: heading.level + 1 }));
  return root;
}

function clampDepth(depth: number): number {
  return Number.isFinite(depth) ? Math.min(6, Math.max(1, Math.trunc(depth))) : 3;
}

/**
 * The page's outline: its headings (outside navigation, sidebars and footers; only the main
 * content's when it has any) as a tree, or, on a page with fewer than two usable headings, topic
 * segments of the main text (under that heading when there is one). Word count
 * and read time are those of the main text, as in /extract.
 */
export function buildOutline(page: Page, options: OutlineOptions): OutlineFields {
  const depth = clampDepth(options.depth);
  const main = readMain(page);
  const text = main.text;
  const flat = safely(() => outlineHeadings(collectSections(page.document), main, page), []);
  let sections = buildTree(flat, depth, options.includeSnippets);
  let source: OutlineFields['source'] = 'headings';
  if (flat.length < MIN_HEADINGS) {
    const segments = safely(() => segmentContent(text, options.includeSnippets), []);
    if (segments.length >= 2 && sections.length === 1) [sections, source] = [[underHeading(sections[0]!, segments, depth)], 'content-segments'];
    else if (segments.length >= 2 || flat.length === 0) [sections, source] = [segments, 'content-segments'];
  }
  const words = countWords(text);
  return {
    title: safely(() => analyzePreview(page).title, ''),
    outline: { sections },
    metadata: {
      estimated_read_time: readingMinutes(words),
      max_depth: maxDepth(sections),
      total_sections: countSections(sections),
      word_count: words,
    },
    source,
  };
}

export type { OutlineFields };
