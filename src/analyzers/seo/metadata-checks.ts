import type { LinkTag } from '../../page/index.js';
import type { CheckInput, CheckOutcome } from './check-types.js';
import { tagEvidence } from './evidence.js';
import { schemaItems } from './structured-data.js';

/** ogp.me's four required properties, plus og:description, which every link preview shows. */
export const OPEN_GRAPH_EXPECTED = ['og:title', 'og:type', 'og:image', 'og:url', 'og:description'] as const;

export function checkOpenGraph({ page }: CheckInput): CheckOutcome {
  const present = OPEN_GRAPH_EXPECTED.filter((key) => page.openGraph[key] !== undefined);
  const missing = OPEN_GRAPH_EXPECTED.filter((key) => page.openGraph[key] === undefined);
  const evidence = [
    present.length > 0 ? `present: ${present.join(', ')}` : '',
    missing.length > 0 ? `missing: ${missing.join(', ')}` : '',
  ].filter((p) => p !== '').join('; ');
  if (missing.length === 0) return { passed: true, evidence, message: 'Open Graph is complete: shared links get a full preview.' };
  return {
    passed: false,
    evidence,
    message: `Open Graph is incomplete (${present.length} of ${OPEN_GRAPH_EXPECTED.length}): shared links show a poorer preview.`,
  };
}

export function checkStructuredData({ page }: CheckInput): CheckOutcome {
  const items = schemaItems(page);
  const bySource = (source: 'json-ld' | 'microdata') =>
    [...new Set(items.filter((i) => i.source === source).flatMap((i) => i.types))];
  const jsonLd = bySource('json-ld');
  const microdata = bySource('microdata');
  const evidence = [
    jsonLd.length > 0 ? `JSON-LD: ${jsonLd.join(', ')}` : '',
    microdata.length > 0 ? `microdata: ${microdata.join(', ')}` : '',
  ].filter((p) => p !== '').join('; ');
  if (items.length === 0) {
    return { passed: false, evidence: 'no typed JSON-LD or microdata', message: 'The page has no structured data for rich results.' };
  }
  return { passed: true, evidence, message: `The page describes itself with ${items.length} structured-data item${items.length === 1 ? '' : 's'}.` };
}

/** "en", "en-GB", "zh-Hant", "zh-Hant-TW", "es-419", or "x-default" (Google's hreflang values). */
const HREFLANG = /^(?:x-default|[a-z]{2,3}(?:-[a-z]{4})?(?:-(?:[a-z]{2}|\d{3}))?)$/i;

function hreflangProblems(alternates: readonly LinkTag[], selfUrls: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const codes = alternates.map((a) => a.hreflang ?? '');
  const invalid = codes.filter((c) => !HREFLANG.test(c));
  if (invalid.length > 0) problems.push(`invalid hreflang value${invalid.length === 1 ? '' : 's'}: ${invalid.join(', ')}`);
  const repeated = [...new Set(codes.filter((c, i) => codes.indexOf(c) !== i))];
  if (repeated.length > 0) problems.push(`hreflang repeated for different URLs: ${repeated.join(', ')}`);
  if (!alternates.some((a) => selfUrls.has(a.href))) problems.push('no alternate points back to this page');
  return problems;
}

/** Passes without alternates (a one-language page needs none); with them, values must be valid and include the page itself. */
export function checkHreflang({ page }: CheckInput): CheckOutcome {
  const alternates = page.linkTags.filter((t) => t.rel.includes('alternate') && t.hreflang !== undefined);
  if (alternates.length === 0) {
    return { passed: true, evidence: 'no <link rel="alternate" hreflang>', message: 'No language alternates are declared; fine for a page in one language.' };
  }
  const evidence = alternates.map((a) => tagEvidence('link', [['rel', 'alternate'], ['hreflang', a.hreflang], ['href', a.href]])).join('; ');
  const selfUrls = new Set([page.url.href, page.canonical].filter((u): u is string => u !== undefined));
  const problems = hreflangProblems(alternates, selfUrls);
  if (problems.length > 0) return { passed: false, evidence, message: `The hreflang alternates have problems: ${problems.join('; ')}.` };
  return { passed: true, evidence, message: `${alternates.length} language alternates are declared correctly.` };
}
