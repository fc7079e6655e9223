import { dereferenceJsonLd, jsonLdTypes } from '../../../page/index.js';
import type { JsonLdNode, Page } from '../../../page/index.js';
import type { Accept, Rule } from '../../preview/first-valid.js';
import { contentNodes, jsonLdImageUrls } from '../../preview/json-ld-sources.js';
import { acceptHttpUrl } from '../../preview/normalize.js';
import { scanPage } from '../scan/page-scan.js';
import { Region } from '../scan/regions.js';

/** Organisation types whose `logo` is the site's: any type ending in "Organization", and these. */
const ORGANIZATION_TYPES: ReadonlySet<string> = new Set(['Corporation', 'NGO', 'LocalBusiness', 'NewsMediaOrganization', 'Brand', 'OnlineBusiness', 'OnlineStore']);

function isOrganization(node: JsonLdNode): boolean {
  return jsonLdTypes(node).some((t) => t.endsWith('Organization') || ORGANIZATION_TYPES.has(t));
}

function logosOf(value: unknown, page: Page): string[] {
  const items: unknown[] = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => {
    const node = dereferenceJsonLd(item, page.jsonLd);
    return node === undefined ? [] : jsonLdImageUrls(node['logo'], page);
  });
}

/** The `publisher.logo` of the page's content nodes, then of its WebSite. */
function publisherLogos(page: Page): string[] {
  const websites = page.jsonLd.filter((n) => jsonLdTypes(n).includes('WebSite'));
  return [...contentNodes(page), ...websites].flatMap((node) => logosOf(node['publisher'], page));
}

function organizationLogos(page: Page): string[] {
  return page.jsonLd.filter(isOrganization).flatMap((node) => jsonLdImageUrls(node['logo'], page));
}

/** `<img itemprop="logo">` outside the page's chrome. */
function microdataLogos(page: Page): string[] {
  return scanPage(page).images.filter((img) => img.itempropLogo).map((img) => img.src);
}

/** Without a title, how much of the page's text counts as its top. */
const NO_TITLE_TOP_CHARS = 2000;

/**
 * Images of the site's header (or above the title) that say they are the logo: by their own
 * class, id, alt or file name, or by a link or box around them named logo or brand.
 */
function headerLogos(page: Page): string[] {
  const scan = scanPage(page);
  const titleStart = scan.title?.start ?? NO_TITLE_TOP_CHARS;
  return scan.images
    .filter((img) => img.namedLogo || (img.flags & Region.logo) !== 0)
    .filter((img) => (img.flags & Region.siteHeader) !== 0 || img.at < titleStart)
    .map((img) => img.src);
}

/** An absolute http(s) URL that is neither one of the page's icons nor its share image. */
export const acceptLogo: Accept = (raw, page) => {
  const url = acceptHttpUrl(raw, page);
  if (url === undefined || /favicon/i.test(new URL(url).pathname)) return undefined;
  const shareImages = [page.openGraph['og:image'], page.openGraph['og:image:secure_url'], page.openGraph['og:image:url'], page.twitter['twitter:image']]
    .flatMap((v) => (v === undefined ? [] : [acceptHttpUrl(v, page)]));
  if (shareImages.includes(url) || page.icons.some((icon) => icon.href === url)) return undefined;
  return url;
};

/** logo: JSON-LD publisher.logo → JSON-LD Organization logo → microdata logo → the site header's logo image. */
export const LOGO_RULES: readonly Rule[] = [
  { name: 'json-ld-publisher-logo', reads: 'json-ld', extract: publisherLogos },
  { name: 'json-ld-organization-logo', reads: 'json-ld', extract: organizationLogos },
  { name: 'microdata-logo', reads: 'body', bodyCouldFeed: (b) => /itemprop\s*=\s*["']?[^"'>]*logo/i.test(b), extract: microdataLogos },
  { name: 'header-logo-image', reads: 'body', bodyCouldFeed: (b) => /logo|brand|wordmark|emblem/i.test(b), extract: headerLogos },
];
