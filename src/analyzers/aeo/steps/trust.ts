import { selectAll } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { ELEMENT_TEXT_LIMIT, classifyLink, textOf, withoutFragment } from '../../../page/index.js';
import type { Page, PageLink } from '../../../page/index.js';
import type { AeoContext } from '../context.js';
import { isPresent, jsonLdHas, itemsOf } from '../json-ld-values.js';
import { ORGANIZATION_TYPES } from '../schema-types.js';

/** Trust & Credibility details (docs/reference/api.md#aeo). */
export interface TrustDetails {
  readonly citation_count: number;
  readonly has_about: boolean;
  readonly has_author: boolean;
  readonly has_contact: boolean;
  readonly trust_signals: number;
}

export interface TrustFacts extends TrustDetails {
  readonly has_published_date: boolean;
  readonly has_modified_date: boolean;
  readonly has_publisher: boolean;
  readonly has_policies: boolean;
}

const AUTHOR_SELECTOR = '[itemprop~=author], [rel~=author], [class*=author i], [class*=byline i], [id*=author i], [id*=byline i]';

function hasAuthor(ctx: AeoContext): boolean {
  if (ctx.page.meta('author') !== undefined || jsonLdHas(ctx.schema, ['author', 'creator'])) return true;
  if (ctx.page.linkTags.some((t) => t.rel.includes('author'))) return true;
  return selectAll<AnyNode, Element>(AUTHOR_SELECTOR, ctx.page.document)
    .some((el) => el.name !== 'meta' && (textOf(el, ELEMENT_TEXT_LIMIT) !== '' || isPresent(el.attribs['content'])));
}

function hasDate(ctx: AeoContext, kind: 'published' | 'modified'): boolean {
  const meta = kind === 'published' ? ['article:published_time', 'date', 'dc.date'] : ['article:modified_time', 'og:updated_time', 'last-modified'];
  const itemprop = kind === 'published' ? 'datePublished' : 'dateModified';
  if (meta.some((key) => ctx.page.meta(key) !== undefined) || jsonLdHas(ctx.schema, [itemprop])) return true;
  if (selectAll<AnyNode, Element>(`[itemprop~=${itemprop}]`, ctx.page.document).length > 0) return true;
  // A bare <time datetime> is taken as the publication date.
  return kind === 'published' && selectAll<AnyNode, Element>('time[datetime]', ctx.page.document).length > 0;
}

/** A same-site link whose path segment or text matches `pattern`. */
function linksTo(page: Page, pattern: RegExp): boolean {
  return page.links.some((link) => link.type === 'internal' && (pathMatches(link, pattern) || pattern.test(link.text)));
}

function pathMatches(link: PageLink, pattern: RegExp): boolean {
  try {
    return new URL(link.href).pathname.split('/').some((segment) => pattern.test(segment.replace(/\.\w+$/, '')));
  } catch {
    return false;
  }
}

const ABOUT = /^(?:about|about[\s_-]us|who[\s_-]we[\s_-]are|our[\s_-]story|team|our[\s_-]team)$/i;
const CONTACT = /^(?:contact|contact[\s_-]us|kontakt|contacto|get[\s_-]in[\s_-]touch)$/i;
const POLICIES = /^(?:privacy|privacy[\s_-]policy|terms|terms[\s_-]of[\s_-](?:service|use)|imprint|impressum|legal|cookies?[\s_-]policy)$/i;

function hasContact(ctx: AeoContext): boolean {
  if (linksTo(ctx.page, CONTACT) || ctx.page.links.some((l) => l.type === 'mailto' || l.type === 'tel')) return true;
  return jsonLdHas(ctx.schema, ['contactPoint', 'email']);
}

/** Links to share buttons, not sources. */
const SHARE_URL = /\/share(?:r|Article)?\b|\/intent\/|\/pin\/create|addtoany\.com|\/submit\?url=/i;

export function citationCount(ctx: AeoContext): number {
  const cited = new Set<string>();
  for (const a of selectAll<AnyNode, Element>('a[href]', ctx.contentRoot)) {
    if ((a.attribs['rel'] ?? '').toLowerCase().split(/\s+/).includes('sponsored')) continue;
    let url: URL;
    try {
      url = new URL(a.attribs['href']!.trim(), ctx.page.baseUrl);
    } catch {
      continue;
    }
    if (classifyLink(url, ctx.page.url) !== 'external' || SHARE_URL.test(url.href)) continue;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    cited.add(withoutFragment(url.href));
  }
  return cited.size;
}

export function collectTrust(ctx: AeoContext): TrustFacts {
  const signals = {
    has_author: hasAuthor(ctx),
    has_published_date: hasDate(ctx, 'published'),
    has_modified_date: hasDate(ctx, 'modified'),
    has_about: linksTo(ctx.page, ABOUT),
    has_contact: hasContact(ctx),
    citation_count: citationCount(ctx),
    has_publisher: jsonLdHas(ctx.schema, ['publisher']) || itemsOf(ctx.schema, ORGANIZATION_TYPES).length > 0,
    has_policies: linksTo(ctx.page, POLICIES),
  };
  const held = Object.values(signals).filter((v) => v === true || (typeof v === 'number' && v > 0)).length;
  return { ...signals, trust_signals: held };
}
