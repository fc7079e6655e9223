import { decodeHtmlText, dereferenceJsonLd, jsonLdTypes } from '../../page/index.js';
import type { JsonLdNode, Page } from '../../page/index.js';

const ARTICLE_TYPES: ReadonlySet<string> = new Set([
  'BlogPosting', 'LiveBlogPosting', 'SocialMediaPosting', 'DiscussionForumPosting', 'Report',
]);
/** Things a page is "about" whose name is a fair title: less specific than articles, more than pages. */
const OTHER_CREATIVE_TYPES: ReadonlySet<string> = new Set([
  'Product', 'ProductGroup', 'Recipe', 'VideoObject', 'Event', 'Course', 'Book', 'Movie',
  'HowTo', 'Review', 'PodcastEpisode', 'MusicRecording', 'MusicAlbum', 'SoftwareApplication',
  'JobPosting', 'Dataset', 'CreativeWork',
]);

/** Lower rank = better source for the page's own title, description and image. */
function contentRank(node: JsonLdNode): number | undefined {
  const types = jsonLdTypes(node);
  if (types.some((t) => t.endsWith('Article') || ARTICLE_TYPES.has(t))) return 0;
  if (types.some((t) => OTHER_CREATIVE_TYPES.has(t))) return 1;
  if (types.some((t) => t.endsWith('Page'))) return 2;
  return undefined;
}

/** JSON-LD nodes describing the page itself: articles, then products/recipes/videos…, then WebPage types. */
export function contentNodes(page: Page): JsonLdNode[] {
  return page.jsonLd
    .map((node) => ({ node, rank: contentRank(node) }))
    .filter((entry): entry is { node: JsonLdNode; rank: number } => entry.rank !== undefined)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.node);
}

/** Nodes whose `@type` includes `type`, in document order. */
export function nodesOfType(page: Page, type: string): JsonLdNode[] {
  return page.jsonLd.filter((node) => jsonLdTypes(node).includes(type));
}

/** A JSON-LD text value (string or `{"@value": string}`), entities decoded. */
export function jsonLdText(value: unknown): string | undefined {
  if (typeof value === 'string') return decodeHtmlText(value);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const inner = (value as Record<string, unknown>)['@value'];
    if (typeof inner === 'string') return decodeHtmlText(inner);
  }
  return undefined;
}

/** URLs in an `image`-like value: a string, an ImageObject (`url`/`contentUrl`) or an array of those. */
export function jsonLdImageUrls(value: unknown, page: Page): string[] {
  const items: unknown[] = Array.isArray(value) ? value : [value];
  const urls: string[] = [];
  for (const item of items) {
    if (typeof item === 'string') {
      urls.push(item);
      continue;
    }
    const object = dereferenceJsonLd(item, page.jsonLd);
    for (const key of ['url', 'contentUrl']) {
      const url = object?.[key];
      if (typeof url === 'string') urls.push(url);
    }
  }
  return urls;
}

/** The `name` of a node's `publisher`, following `@id` references within the page's JSON-LD. */
export function publisherName(node: JsonLdNode, page: Page): string | undefined {
  const publishers: unknown[] = Array.isArray(node['publisher']) ? node['publisher'] : [node['publisher']];
  for (const publisher of publishers) {
    const name = jsonLdText(dereferenceJsonLd(publisher, page.jsonLd)?.['name']);
    if (name) return name;
  }
  return undefined;
}
