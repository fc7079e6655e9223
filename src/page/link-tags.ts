import type { Element } from 'domhandler';
import { relTokens } from './links.js';
import type { LinkTag, PageIcon } from './types.js';
import { resolveHttpUrl } from './url.js';

const OPTIONAL_ATTRIBUTES = ['type', 'sizes', 'hreflang', 'media', 'as'] as const;
const ICON_RELS: ReadonlySet<string> = new Set([
  'icon', 'apple-touch-icon', 'apple-touch-icon-precomposed', 'mask-icon',
]);

/** Every `<link>` whose `href` resolves to http(s); optional attributes are trimmed, set when non-empty. */
export function collectLinkTags(links: readonly Element[], baseUrl: URL): LinkTag[] {
  const tags: LinkTag[] = [];
  for (const el of links) {
    const href = resolveHttpUrl(el.attribs['href'] ?? '', baseUrl);
    if (href === undefined) continue;
    const tag: { -readonly [K in keyof LinkTag]: LinkTag[K] } = { rel: relTokens(el.attribs['rel']), href };
    for (const name of OPTIONAL_ATTRIBUTES) {
      const value = el.attribs[name]?.trim();
      if (value) tag[name] = value;
    }
    tags.push(tag);
  }
  return tags;
}

/** Icon links in document order (`icon`, `shortcut icon`, apple-touch and mask icons). */
export function collectIcons(tags: readonly LinkTag[]): PageIcon[] {
  const icons: PageIcon[] = [];
  for (const tag of tags) {
    if (!tag.rel.some((r) => ICON_RELS.has(r))) continue;
    const icon: { href: string; rel: string; sizes?: string; type?: string } = {
      href: tag.href,
      rel: tag.rel.join(' '),
    };
    if (tag.sizes !== undefined) icon.sizes = tag.sizes;
    if (tag.type !== undefined) icon.type = tag.type;
    icons.push(icon);
  }
  return icons;
}

/** First `<link rel=canonical>` with a usable href. */
export function findCanonical(tags: readonly LinkTag[]): string | undefined {
  return tags.find((t) => t.rel.includes('canonical'))?.href;
}
