import type { Page } from '../../page/index.js';

const PREFIXES = ['og:', 'twitter:', 'article:'];

/**
 * Every og:*, twitter:* and article:* meta tag keyed by its name (from `property` or `name`),
 * lower-cased. A repeated tag keeps its first value (og:image often repeats; the first is the
 * one consumers use).
 */
export function collectMetadata(page: Page): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const tag of page.metaTags) {
    const key = (tag.property ?? tag.name ?? '').trim().toLowerCase();
    if (!PREFIXES.some((prefix) => key.startsWith(prefix)) || key.length > 100) continue;
    const value = tag.content.trim();
    if (value !== '' && !Object.hasOwn(metadata, key)) metadata[key] = value;
  }
  return metadata;
}
