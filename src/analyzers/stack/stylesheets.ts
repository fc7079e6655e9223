import type { Page } from '../../page/index.js';

const IMPORT = /@import\s+(?:url\(\s*)?(["']?)([^"'()\s;]+)\1\s*\)?/gi;

/**
 * Absolute http(s) stylesheet URLs: `<link rel=stylesheet>` in document order, then
 * `@import`s of inline `<style>` bodies (resolved against the page's base URL), each once.
 */
export function collectStylesheets(page: Page, inlineStyles: string): string[] {
  const links = page.linkTags.filter((link) => link.rel.includes('stylesheet')).map((link) => link.href);
  const imports = [...inlineStyles.matchAll(IMPORT)].flatMap((m) => absoluteHttp(m[2] ?? '', page.baseUrl));
  return [...new Set([...links, ...imports])];
}

function absoluteHttp(href: string, base: URL): string[] {
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? [url.href] : [];
  } catch {
    return [];
  }
}
