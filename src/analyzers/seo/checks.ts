import type { CheckInput, CheckOutcome } from './check-types.js';
import { checkCanonical, checkIndexable, checkLang, checkViewport } from './indexing-checks.js';
import { checkHreflang, checkOpenGraph, checkStructuredData } from './metadata-checks.js';
import type { Priority } from './scoring.js';
import type { SeoCheck } from '../../results/seo.js';

/**
 * Audit checks beyond the scored components (docs/reference/api.md#seo), which they never change. Each failed check
 * becomes a recommendation with this priority and impact; they win back no score
 * points, so they rank after every recommendation that does.
 */
export interface SeoCheckRule {
  readonly id: string;
  /** What passing means, for the docs. */
  readonly passes: string;
  /** Recommendation title when it fails. */
  readonly fix: string;
  readonly priority: Priority;
  readonly impact: Priority;
  readonly run: (input: CheckInput) => CheckOutcome;
}

export const SEO_CHECKS: readonly SeoCheckRule[] = [
  {
    id: 'indexable', passes: 'no `noindex`/`none` in `<meta name="robots|googlebot|bingbot">` or in the `X-Robots-Tag` header (unscoped, or scoped to googlebot/bingbot)',
    fix: 'Allow indexing', priority: 'high', impact: 'high', run: checkIndexable,
  },
  {
    id: 'viewport', passes: '`<meta name="viewport">` sets `width=device-width` (mobile-first indexing)',
    fix: 'Add a responsive viewport', priority: 'high', impact: 'high', run: checkViewport,
  },
  {
    id: 'canonical', passes: 'exactly one canonical URL from `<link rel="canonical">` and the `Link` header; the message says whether it is this page',
    fix: 'Declare one canonical URL', priority: 'medium', impact: 'medium', run: checkCanonical,
  },
  {
    id: 'structured-data', passes: 'at least one typed JSON-LD node or microdata item',
    fix: 'Add structured data', priority: 'medium', impact: 'medium', run: checkStructuredData,
  },
  {
    id: 'hreflang', passes: 'no `hreflang` alternates, or alternates with valid values, no value repeated, one pointing back to the page (or its canonical)',
    fix: 'Fix the hreflang alternates', priority: 'medium', impact: 'medium', run: checkHreflang,
  },
  {
    id: 'lang', passes: '`<html lang>` holds a well-formed BCP 47 tag',
    fix: 'Declare the page language', priority: 'low', impact: 'medium', run: checkLang,
  },
  {
    id: 'open-graph', passes: 'og:title, og:type, og:image, og:url and og:description are all present',
    fix: 'Complete the Open Graph tags', priority: 'low', impact: 'low', run: checkOpenGraph,
  },
];


/** Runs every check; one that throws fails alone, with the error as its message. */
export function runChecks(input: CheckInput): SeoCheck[] {
  return SEO_CHECKS.map((rule) => {
    try {
      return { id: rule.id, ...rule.run(input) };
    } catch (error) {
      return { id: rule.id, passed: false, evidence: '', message: `The check could not run: ${String(error)}` };
    }
  });
}

export type { SeoCheck };
