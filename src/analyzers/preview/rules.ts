/**
 * The preview's field rules (docs/reference/design.md#fields-are-ordered-lists-of-rules). Each list is the documented priority:
 * the first rule yielding a value its field accepts wins, and a rule that throws
 * yields nothing.
 *
 * title        og:title → twitter:title → <title> → JSON-LD headline/name → first h1
 * description  og:description → twitter:description → meta description →
 *              JSON-LD description → first meaningful paragraph (≥ 50 chars, cut at ~300)
 * image        og:image:secure_url / og:image / og:image:url → twitter:image / twitter:image:src →
 *              JSON-LD image/primaryImageOfPage/thumbnailUrl → <link rel=image_src> → first content image in the page
 * site_name    og:site_name → application-name → apple-mobile-web-app-title →
 *              JSON-LD publisher.name → JSON-LD WebSite name → page hostname (no "www.")
 * type         og:type → JSON-LD @type mapped to an Open Graph type → "website"
 * favicon      largest rel=icon (SVG counts as largest) → shortcut icon →
 *              largest apple-touch-icon → /favicon.ico at the page's origin
 * author, published_at, modified_at, lang, logo   see metadata/metadata.ts
 *
 * JSON-LD sources are ranked articles → other creative works (Product, Recipe…) → WebPage types.
 * Text is whitespace-collapsed and capped (see MAX_CHARS); URLs resolve against the
 * page's base URL and must be absolute http(s).
 */
import { jsonLdTypes } from '../../page/index.js';
import type { Page } from '../../page/index.js';
import { METADATA_RULES } from '../metadata/metadata.js';
import type { FieldRules, Rule } from './first-valid.js';
import {
  contentNodes, jsonLdImageUrls, jsonLdText, nodesOfType, publisherName,
} from './json-ld-sources.js';
import { acceptHttpUrl, acceptText } from './normalize.js';
import {
  contentImageUrls, displayHostname, firstMeaningfulParagraph, iconsBySize,
} from './page-sources.js';

/** Caps on text fields, in characters; longer values are cut at a word boundary with "…". */
export const MAX_CHARS = { title: 300, description: 1000, site_name: 200, type: 100 } as const;

export const TITLE_RULES: readonly Rule[] = [
  { name: 'og:title', reads: 'meta', extract: (p) => p.openGraph['og:title'] },
  { name: 'twitter:title', reads: 'meta', extract: (p) => p.twitter['twitter:title'] },
  { name: 'html-title', reads: 'title', extract: (p) => p.title },
  { name: 'json-ld-headline', reads: 'json-ld', extract: (p) => contentNodes(p).map((n) => jsonLdText(n['headline']) || jsonLdText(n['name'])) },
  { name: 'h1', reads: 'body', extract: (p) => p.headings.filter((h) => h.level === 1).map((h) => h.text) },
];

export const DESCRIPTION_RULES: readonly Rule[] = [
  { name: 'og:description', reads: 'meta', extract: (p) => p.openGraph['og:description'] },
  { name: 'twitter:description', reads: 'meta', extract: (p) => p.twitter['twitter:description'] },
  { name: 'meta-description', reads: 'meta', extract: (p) => p.meta('description') },
  { name: 'json-ld-description', reads: 'json-ld', extract: (p) => contentNodes(p).map((n) => jsonLdText(n['description'])) },
  { name: 'first-paragraph', reads: 'body', extract: firstMeaningfulParagraph },
];

export const IMAGE_RULES: readonly Rule[] = [
  { name: 'og:image', reads: 'meta', extract: (p) => [p.openGraph['og:image:secure_url'], p.openGraph['og:image'], p.openGraph['og:image:url']] },
  { name: 'twitter:image', reads: 'meta', extract: (p) => [p.twitter['twitter:image'], p.twitter['twitter:image:src']] },
  { name: 'json-ld-image', reads: 'json-ld', extract: (p) => contentNodes(p).flatMap((n) => jsonLdImageUrls([n['image'], n['primaryImageOfPage'], n['thumbnailUrl']].flat(), p)) },
  { name: 'link-image-src', reads: 'link', extract: (p) => p.linkTags.filter((t) => t.rel.includes('image_src')).map((t) => t.href) },
  { name: 'content-image', reads: 'body', extract: contentImageUrls },
];

export const SITE_NAME_RULES: readonly Rule[] = [
  { name: 'og:site_name', reads: 'meta', extract: (p) => p.openGraph['og:site_name'] },
  { name: 'application-name', reads: 'meta', extract: (p) => p.meta('application-name') },
  { name: 'apple-mobile-web-app-title', reads: 'meta', extract: (p) => p.meta('apple-mobile-web-app-title') },
  { name: 'json-ld-publisher', reads: 'json-ld', extract: (p) => contentNodes(p).map((n) => publisherName(n, p)) },
  { name: 'json-ld-website', reads: 'json-ld', extract: (p) => nodesOfType(p, 'WebSite').map((n) => jsonLdText(n['name'])) },
  { name: 'hostname', reads: 'url', extract: displayHostname },
];

/** schema.org types with an Open Graph counterpart; types ending in "Article" map to "article" too. */
export const JSON_LD_TO_OG_TYPE: Readonly<Record<string, string>> = {
  BlogPosting: 'article', LiveBlogPosting: 'article', SocialMediaPosting: 'article', Report: 'article',
  Product: 'product', ProductGroup: 'product', IndividualProduct: 'product',
  ProfilePage: 'profile',
  VideoObject: 'video.other', Movie: 'video.movie', TVEpisode: 'video.episode', TVSeries: 'video.tv_show',
  MusicRecording: 'music.song', MusicAlbum: 'music.album', MusicPlaylist: 'music.playlist',
  Book: 'book',
};

function ogTypeOf(schemaType: string): string | undefined {
  if (Object.hasOwn(JSON_LD_TO_OG_TYPE, schemaType)) return JSON_LD_TO_OG_TYPE[schemaType];
  return schemaType.endsWith('Article') ? 'article' : undefined;
}

export const TYPE_RULES: readonly Rule[] = [
  { name: 'og:type', reads: 'meta', extract: (p) => p.openGraph['og:type']?.toLowerCase() },
  { name: 'json-ld-type', reads: 'json-ld', extract: (p: Page) => p.jsonLd.flatMap((n) => jsonLdTypes(n).map(ogTypeOf)) },
  { name: 'default', reads: 'url', extract: () => 'website' },
];

export const FAVICON_RULES: readonly Rule[] = [
  { name: 'icon', reads: 'link', extract: (p) => iconsBySize(p, (rel) => rel.includes('icon') && !rel.includes('shortcut')) },
  { name: 'shortcut-icon', reads: 'link', extract: (p) => iconsBySize(p, (rel) => rel.includes('shortcut')) },
  {
    name: 'apple-touch-icon', reads: 'link',
    extract: (p) => iconsBySize(p, (rel) => rel.includes('apple-touch-icon') || rel.includes('apple-touch-icon-precomposed')),
  },
  { name: 'favicon.ico', reads: 'url', extract: (p) => new URL('/favicon.ico', p.url).href },
];

/** Every preview field with its rules and acceptance test; the page metadata fields are metadata/metadata.ts's. */
export const PREVIEW_RULES = {
  title: { rules: TITLE_RULES, accept: acceptText(MAX_CHARS.title) },
  description: { rules: DESCRIPTION_RULES, accept: acceptText(MAX_CHARS.description) },
  image: { rules: IMAGE_RULES, accept: acceptHttpUrl },
  site_name: { rules: SITE_NAME_RULES, accept: acceptText(MAX_CHARS.site_name) },
  type: { rules: TYPE_RULES, accept: acceptText(MAX_CHARS.type) },
  favicon: { rules: FAVICON_RULES, accept: acceptHttpUrl },
  ...METADATA_RULES,
} as const satisfies Record<string, FieldRules>;
