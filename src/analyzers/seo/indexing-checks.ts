import { withoutFragment } from '../../page/index.js';
import type { CheckInput, CheckOutcome } from './check-types.js';
import { headerEvidence, tagEvidence } from './evidence.js';
import { NOINDEX, collectRobotsDirectives, findDirective } from './robots-directives.js';

/** Fails on `noindex`/`none` for every crawler, Googlebot or Bingbot, in a robots meta tag or X-Robots-Tag. */
export function checkIndexable({ page, headers }: CheckInput): CheckOutcome {
  const groups = collectRobotsDirectives(page, headers);
  const blocking = findDirective(groups, NOINDEX);
  if (blocking !== undefined) {
    const who = blocking.agent === null ? 'Search engines are' : `${blocking.agent} is`;
    const evidence = [...new Set(groups.filter((g) => findDirective([g], NOINDEX)).map((g) => g.evidence))].join('; ');
    return { passed: false, evidence, message: `${who} told not to index this page.` };
  }
  const evidence = groups.length === 0
    ? 'no robots meta tag and no X-Robots-Tag header'
    : [...new Set(groups.map((g) => g.evidence))].join('; ');
  return { passed: true, evidence, message: 'Nothing stops search engines from indexing the page.' };
}

/** One `<url>; params` entry of a Link header; the params must hold rel="canonical". */
const LINK_ENTRY = /<([^>]*)>([^,<]*)/g;
const CANONICAL_REL = /;\s*rel\s*=\s*"?[^",;]*\bcanonical\b/i;

interface CanonicalSource { readonly href: string; readonly evidence: string }

function canonicalSources({ page, headers }: CheckInput): CanonicalSource[] {
  const fromTags = page.linkTags
    .filter((t) => t.rel.includes('canonical'))
    .map((t) => ({ href: t.href, evidence: tagEvidence('link', [['rel', 'canonical'], ['href', t.href]]) }));
  const header = headers['link'] ?? '';
  const fromHeader: CanonicalSource[] = [];
  for (const match of header.matchAll(LINK_ENTRY)) {
    if (!CANONICAL_REL.test(match[2]!)) continue;
    try {
      const href = new URL(match[1]!.trim(), page.url).href;
      fromHeader.push({ href, evidence: headerEvidence('Link', match[0].trim()) });
    } catch {
      // An unparseable URL in the header declares nothing.
    }
  }
  return [...fromTags, ...fromHeader];
}

/** Passes with exactly one canonical URL (tag and Link header agreeing); says whether it is this page. */
export function checkCanonical(input: CheckInput): CheckOutcome {
  const sources = canonicalSources(input);
  const evidence = sources.map((s) => s.evidence).join('; ');
  const distinct = [...new Set(sources.map((s) => withoutFragment(s.href)))];
  if (distinct.length === 0) {
    return { passed: false, evidence: 'no <link rel="canonical"> and no canonical Link header', message: 'The page declares no canonical URL.' };
  }
  if (distinct.length > 1) {
    return { passed: false, evidence, message: `The page declares ${distinct.length} different canonical URLs: ${distinct.join(', ')}.` };
  }
  const self = distinct[0] === withoutFragment(input.page.url.href);
  const message = self
    ? 'The canonical URL is this page.'
    : `The canonical URL is another page (${distinct[0]}): search engines will index that URL instead of this one.`;
  return { passed: true, evidence, message };
}

const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/i;

export function checkLang({ page }: CheckInput): CheckOutcome {
  const lang = page.lang;
  if (lang === undefined) {
    return { passed: false, evidence: 'no lang attribute on <html>', message: 'The page does not declare its language.' };
  }
  const evidence = tagEvidence('html', [['lang', lang]]);
  if (!LANGUAGE_TAG.test(lang)) return { passed: false, evidence, message: `"${lang}" is not a valid BCP 47 language tag.` };
  return { passed: true, evidence, message: `The page declares its language as ${lang}.` };
}

export function checkViewport({ page }: CheckInput): CheckOutcome {
  const content = page.meta('viewport');
  if (content === undefined) {
    return { passed: false, evidence: 'no <meta name="viewport">', message: 'The page has no viewport meta tag, so phones render it as a shrunken desktop page.' };
  }
  const evidence = tagEvidence('meta', [['name', 'viewport'], ['content', content]]);
  if (!/\bwidth\s*=\s*device-width\b/i.test(content)) {
    return { passed: false, evidence, message: 'The viewport does not set width=device-width, so the layout does not adapt to the screen.' };
  }
  return { passed: true, evidence, message: 'The viewport adapts the page to the device width.' };
}
