import { Parser } from 'htmlparser2';

export interface Sitemap {
  /** `urlset` lists pages, `sitemapindex` lists sitemaps; `other` is anything else (HTML, a feed). */
  readonly kind: 'urlset' | 'sitemapindex' | 'other';
  /** Every `<loc>` of a `<url>` or `<sitemap>`, trimmed, in order, at most `maxLocations`. */
  readonly locations: readonly string[];
}

/** `sm:loc` → `loc`: some generators prefix the sitemap namespace. */
function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1).toLowerCase();
}

/**
 * Reads a sitemap or sitemap index (sitemaps.org 0.9) tolerantly: any namespace or prefix,
 * entities and CDATA decoded, unclosed tags forgiven. Streams tokens; builds no tree.
 */
export function parseSitemap(xml: string, maxLocations: number): Sitemap {
  let kind: Sitemap['kind'] | undefined;
  const locations: string[] = [];
  const open: string[] = [];
  let text: string | undefined;
  const parser = new Parser({
    onopentag(name) {
      const local = localName(name);
      if (kind === undefined) kind = local === 'urlset' || local === 'sitemapindex' ? local : 'other';
      const parent = open.at(-1);
      if (local === 'loc' && (parent === 'url' || parent === 'sitemap')) text = '';
      open.push(local);
    },
    ontext(data) {
      if (text !== undefined) text += data;
    },
    onclosetag(name) {
      if (localName(name) === 'loc' && text !== undefined) {
        const location = text.trim();
        if (location !== '' && locations.length < maxLocations) locations.push(location);
        text = undefined;
      }
      open.pop();
    },
  }, { xmlMode: true, decodeEntities: true });
  parser.end(xml);
  return { kind: kind ?? 'other', locations };
}

export interface SitemapLimits {
  /** Sitemap files read in all, indexes included. */
  readonly maxFiles: number;
  /** Page URLs gathered in all. */
  readonly maxUrls: number;
}

/** Reads one sitemap's text; undefined when it cannot be had (missing, refused, not allowed). */
export type ReadSitemap = (url: string) => Promise<string | undefined>;

/**
 * Page URLs of the sitemaps at `candidates`, in order, duplicates kept (the crawl's frontier
 * drops them). A sitemap index is followed one level deep: an index listed by an index is skipped.
 */
export async function collectSitemapUrls(candidates: readonly string[], read: ReadSitemap, limits: SitemapLimits): Promise<string[]> {
  const urls: string[] = [];
  const visited = new Set<string>();
  let level: readonly string[] = candidates;
  for (let depth = 0; depth < 2 && level.length > 0; depth += 1) {
    const children: string[] = [];
    for (const location of level) {
      if (visited.size >= limits.maxFiles || urls.length >= limits.maxUrls) return urls;
      if (visited.has(location)) continue;
      visited.add(location);
      const text = await read(location);
      if (text === undefined) continue;
      const sitemap = parseSitemap(text, limits.maxUrls - urls.length + limits.maxFiles);
      if (sitemap.kind === 'urlset') urls.push(...sitemap.locations.slice(0, limits.maxUrls - urls.length));
      else if (sitemap.kind === 'sitemapindex' && depth === 0) children.push(...sitemap.locations);
    }
    level = children;
  }
  return urls;
}
