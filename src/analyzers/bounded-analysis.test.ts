/**
 * Acceptance of bounded parsing (issue 19): hostile pages cost about what ordinary pages of
 * the same size cost. Timed, so robust on a loaded 2-core machine: medians, generous factors.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deepInline, nestedHeadings, nestedTags, tinyParagraphs, unclosedSpansWithStrayCloses, unclosedTags,
} from '../../test/hostile-pages.js';
import { parsePageWithin } from '../page/index.js';
import type { Page } from '../page/index.js';
import { analyzeAeo } from './aeo/index.js';
import { analyzeText } from './analyze/index.js';
import { analyzeExtract } from './extract/extract.js';
import { buildOutline } from './outline/index.js';
import { analyzePreview } from './preview/index.js';
import { analyzeSeo } from './seo/index.js';
import { createStackDetector } from './stack/index.js';

const URL_OF_PAGE = 'https://hostile.test/page';
const FACTOR = 8;
const detector = createStackDetector();

/** Every analyser of the service, each on the same page (the page's views are shared, as in a batch). */
function analyseAll(page: Page, bytes: number): void {
  analyzePreview(page);
  for (const format of ['text', 'markdown', 'html'] as const) analyzeExtract(page, format, new Map());
  analyzeSeo({ page, headers: {} });
  analyzeAeo({ page, headers: {}, finalUrl: URL_OF_PAGE, pageBytes: bytes, robotsTxt: { status: 'missing' }, llmsTxt: { status: 'missing' } });
  detector.detect({ page, headers: {}, setCookies: [] }, { includeCss: true });
  buildOutline(page, { depth: 6, includeSnippets: true });
  analyzeText(page);
}

interface Cost { readonly ms: number; readonly nodes: number; readonly tooComplex: boolean }

/** What the service does with the HTML: parse within bounds, then analyse unless it failed. */
function serve(html: string): Cost {
  const start = performance.now();
  const parsed = parsePageWithin(html, URL_OF_PAGE);
  if (parsed.ok) analyseAll(parsed.value, html.length);
  const nodes = parsed.ok ? parsed.value.limits.nodes : 0;
  return { ms: performance.now() - start, nodes, tooComplex: !parsed.ok };
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[values.length >> 1]!;
}

/** An ordinary article page of about `bytes`: the article fixture's body, repeated. */
function ordinaryPage(bytes: number): string {
  const article = readFileSync(new URL('../../fixtures/pages/article-full-meta.html', import.meta.url), 'utf8');
  const body = article.slice(article.indexOf('<body'), article.lastIndexOf('</body>'));
  return article.replace(body, body.repeat(Math.max(1, Math.round(bytes / body.length))));
}

const MB = 1024 * 1024;
let ordinary: { msPerMb: number; msPerNode: number };

beforeAll(() => {
  serve(ordinaryPage(20_000)); // warm-up: language data, segmenters, compiled code
  const html = ordinaryPage(300_000);
  const runs = [0, 1, 2].map(() => serve(html));
  const ms = median(runs.map((r) => r.ms));
  ordinary = { msPerMb: ms / (html.length / MB), msPerNode: ms / runs[0]!.nodes };
}, 60_000);

describe('10 MB of hostile markup costs per MB no more than an ordinary page', () => {
  it.each([
    ['nesting (900k nested <div>s)', () => nestedTags(900_000)],
    ['unclosed tags (1.4M <div>s)', () => unclosedTags(1_400_000)],
    ['tiny elements (1.25M <p>s)', () => tinyParagraphs(1_250_000)],
  ])('%s', (_, build) => {
    const html = build();
    expect(html.length).toBeGreaterThan(8 * MB);
    const cost = serve(html);
    // Each is over the node budget: refused as page_too_complex after building 300,000 nodes.
    expect(cost.tooComplex).toBe(true);
    expect(cost.ms / (html.length / MB)).toBeLessThan(Math.max(ordinary.msPerMb, 20) * FACTOR);
  }, 30_000);
});

describe('hostile pages within the node budget cost per node no more than an ordinary page', () => {
  // Per node: these pages pack 5–10 times the nodes of an ordinary page into a megabyte.
  it.each([
    ['nesting', () => nestedTags(20_000)],
    ['unclosed tags', () => unclosedTags(10_000)],
    ['tiny elements', () => tinyParagraphs(10_000)],
    ['inline nesting', () => deepInline(10_000)],
    ['stray close tags', () => unclosedSpansWithStrayCloses(10_000)],
    ['nested headings', () => nestedHeadings(4_000)],
  ])('%s', (_, build) => {
    const cost = serve(build());
    expect(cost.tooComplex).toBe(false);
    expect(cost.ms / cost.nodes).toBeLessThan(ordinary.msPerNode * FACTOR);
  }, 30_000);
});
