import { selectAll } from 'css-select';
import { jsonLdTypes } from '../../page/index.js';
import type { Page } from '../../page/index.js';

/** The content types /analyze reports. */
export const CONTENT_TYPES = [
  'article', 'product', 'homepage', 'documentation', 'forum', 'recipe', 'event', 'video', 'listing', 'other',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

interface Signals {
  readonly page: Page;
  /** Words of the main content. */
  readonly words: number;
}

type Rule = (signals: Signals) => ContentType | undefined;

/** schema.org types, in priority order (a product page's embedded Article loses to its Product). */
const JSON_LD_TYPES: readonly (readonly [RegExp, ContentType])[] = [
  [/^(?:Product|ProductGroup|IndividualProduct|ProductModel)$/, 'product'],
  [/^Recipe$/, 'recipe'],
  [/^(?:QAPage|DiscussionForumPosting)$/, 'forum'],
  [/^(?:TechArticle|APIReference)$/, 'documentation'],
  [/Event$/, 'event'],
  [/^(?:Article|NewsArticle|BlogPosting|Report|ScholarlyArticle|OpinionNewsArticle|AnalysisNewsArticle|ReportageNewsArticle|LiveBlogPosting|SocialMediaPosting)$/, 'article'],
];

/** URL path segments (or host prefixes) per type. */
const PATH_SEGMENTS: readonly (readonly [ContentType, readonly string[]])[] = [
  ['documentation', ['docs', 'doc', 'documentation', 'api', 'reference', 'manual', 'handbook', 'guide', 'guides', 'kb', 'wiki']],
  ['forum', ['forum', 'forums', 'thread', 'threads', 't', 'topic', 'questions', 'discussion', 'discussions', 'community', 'r']],
  // Not `p`: Substack's posts and Blogger's pages live under /p/ as much as shops' products do.
  ['product', ['product', 'products', 'dp', 'item', 'items', 'shop', 'store']],
  ['recipe', ['recipe', 'recipes']],
  ['event', ['event', 'events']],
  ['video', ['watch', 'video', 'videos']],
  ['listing', ['category', 'categories', 'tag', 'tags', 'search', 'archive', 'collections', 'topics']],
  ['article', ['blog', 'news', 'article', 'articles', 'story', 'stories', 'post', 'posts']],
];
const HOST_PREFIXES: readonly (readonly [string, ContentType])[] = [
  ['docs.', 'documentation'], ['developer.', 'documentation'], ['developers.', 'documentation'],
  ['forum.', 'forum'], ['forums.', 'forum'], ['community.', 'forum'], ['discuss.', 'forum'],
];

function segments(page: Page): string[] {
  return page.url.pathname.split('/').map((s) => decodeURIComponent(s).toLowerCase()).filter((s) => s !== '');
}

const fromJsonLd: Rule = ({ page }) => {
  const types = page.jsonLd.flatMap(jsonLdTypes);
  return JSON_LD_TYPES.find(([pattern]) => types.some((t) => pattern.test(t)))?.[1];
};

const fromOpenGraph: Rule = ({ page }) => {
  const type = (page.openGraph['type'] ?? '').toLowerCase();
  if (type === 'product' || type.startsWith('product.') || type === 'og:product') return 'product';
  if (type === 'article') return 'article';
  return type.startsWith('video.') ? 'video' : undefined;
};

const fromHomePath: Rule = ({ page }) => {
  const parts = segments(page);
  const isLocale = parts.length === 1 && /^[a-z]{2}(?:[-_][a-z]{2})?$/.test(parts[0]!);
  const isIndex = parts.length === 1 && /^index\.\w+$/.test(parts[0]!);
  return parts.length === 0 || isLocale || isIndex ? 'homepage' : undefined;
};

const fromUrl: Rule = ({ page }) => {
  const host = page.url.hostname.toLowerCase();
  const byHost = HOST_PREFIXES.find(([prefix]) => host.startsWith(prefix))?.[1];
  if (byHost !== undefined) return byHost;
  const parts = segments(page);
  const bySegment = PATH_SEGMENTS.find(([, names]) => parts.some((p) => names.includes(p)))?.[0];
  if (bySegment !== undefined) return bySegment;
  return /\/(?:19|20)\d{2}\/\d{1,2}\//.test(page.url.pathname) ? 'article' : undefined;
};

const PRICE = /(?:[$€£¥]\s?\d|\d(?:[.,]\d{2})?\s?(?:€|EUR|USD|GBP))/;
const CART = /\b(?:add to (?:cart|basket|bag)|buy now|in den warenkorb|ajouter au panier|añadir al carrito)\b/i;

const fromContent: Rule = ({ page, words }) => {
  if (PRICE.test(page.visibleText) && CART.test(page.visibleText)) return 'product';
  if (selectAll('pre', page.document).length >= 3) return 'documentation';
  return words >= 250 ? 'article' : undefined;
};

/** The rules, first answer wins (docs/reference/design.md#fields-are-ordered-lists-of-rules). */
export const CONTENT_TYPE_RULES: readonly (readonly [string, Rule])[] = [
  ['json-ld', fromJsonLd], ['og:type', fromOpenGraph], ['home path', fromHomePath], ['url', fromUrl], ['content', fromContent],
];

export function classifyContent(page: Page, words: number): ContentType {
  for (const [, rule] of CONTENT_TYPE_RULES) {
    try {
      const type = rule({ page, words });
      if (type !== undefined) return type;
    } catch {
      // A rule that throws gives no answer.
    }
  }
  return 'other';
}
