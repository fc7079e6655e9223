/**
 * Hostile HTML pages for the bounded-parsing tests: each is well-formed enough to reach
 * the parser yet built to make a naive tree builder or tree walk super-linear (deep
 * nesting, unclosed and stray tags, millions of tiny elements, hundreds of thousands of
 * links). Every page is at most {@link MAX_HOSTILE_BYTES} (the default body cap, 10 MB),
 * so a fetch under the default limits lets it through.
 */

/** The default decoded body cap (settings `maxBodyBytes`). */
export const MAX_HOSTILE_BYTES = 10 * 1024 * 1024;

export interface HostilePage {
  readonly name: string;
  /** Builds the HTML (deterministic; a few MB, so build it when needed, not at import). */
  build(): string;
}

const HEAD = '<!doctype html><html><head><title>Hostile</title><meta name="description" content="A hostile page."></head><body>';
const TAIL = '</body></html>';

function page(body: string): string {
  return HEAD + body + TAIL;
}

/** `count` levels of `<tag>` properly closed: `<div><div>…</div></div>`. */
export function nestedTags(count: number, tag = 'div'): string {
  return page(`<${tag}>`.repeat(count) + 'deep' + `</${tag}>`.repeat(count));
}

/** `count` opening tags never closed, each followed by a word of text. */
export function unclosedTags(count: number, tag = 'div'): string {
  return page(`<${tag}>x`.repeat(count));
}

/** `count` tiny paragraphs side by side: millions of nodes in a flat tree. */
export function tinyParagraphs(count: number): string {
  return page('<p>x</p>'.repeat(count));
}

/** `count` distinct links, one in four external. */
export function manyLinks(count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    parts.push(i % 4 === 3 ? `<a href="https://x.io/${i}">l</a>` : `<a href="/p${i}">l</a>`);
  }
  return page(parts.join(''));
}

/** `count` images with alt text. */
export function manyImages(count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(`<img src="/i${i}" alt="a">`);
  return page(parts.join(''));
}

/** Inline formatting nested `count` levels deep, never closed: `<b><i><u><em><strong>…`. */
export function deepInline(count: number): string {
  const cycle = ['b', 'i', 'u', 'em', 'strong', 'span', 'a href="#x"'];
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(`<${cycle[i % cycle.length]!}>w `);
  return page(parts.join(''));
}

/** `count` unclosed `<span>`s each followed by a close tag that matches nothing open. */
export function unclosedSpansWithStrayCloses(count: number): string {
  return page('<span>x</div>'.repeat(count));
}

/** Deep nesting whose every level closes a `<p>` implicitly (`<div><p>` never closed). */
export function nestedImpliedCloses(count: number): string {
  return page('<div><p>x'.repeat(count));
}

/** Nested tables and lists, never closed: table-section and list implied-close rules at depth. */
export function nestedTablesAndLists(count: number): string {
  return page('<table><tr><td><ul><li>x'.repeat(count));
}

/** Headings nested in sections, never closed: every analyser reading headings sees them all. */
export function nestedHeadings(count: number): string {
  return page('<section><h2>h</h2><div>x'.repeat(count));
}

export const HOSTILE_PAGES: readonly HostilePage[] = [
  { name: '200k nested divs', build: () => nestedTags(200_000) },
  { name: '900k nested divs', build: () => nestedTags(900_000) },
  { name: '100k unclosed divs', build: () => unclosedTags(100_000) },
  { name: '1.4M unclosed divs', build: () => unclosedTags(1_400_000) },
  { name: '1.25M tiny paragraphs', build: () => tinyParagraphs(1_250_000) },
  { name: '340k links', build: () => manyLinks(340_000) },
  { name: '300k images', build: () => manyImages(300_000) },
  { name: 'deep inline nesting', build: () => deepInline(1_200_000) },
  { name: '100k unclosed spans with stray closes', build: () => unclosedSpansWithStrayCloses(100_000) },
  { name: '700k unclosed spans with stray closes', build: () => unclosedSpansWithStrayCloses(700_000) },
  { name: 'nested implied closes', build: () => nestedImpliedCloses(1_000_000) },
  { name: 'nested tables and lists', build: () => nestedTablesAndLists(400_000) },
  { name: 'nested headings', build: () => nestedHeadings(300_000) },
];
