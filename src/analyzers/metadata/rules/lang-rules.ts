import { detectLanguage } from '../../../text/index.js';
import type { Page } from '../../../page/index.js';
import type { Accept, Rule } from '../../preview/first-valid.js';
import { contentNodes, jsonLdText } from '../../preview/json-ld-sources.js';
import { memoOn } from '../memo.js';
import { memoizeByString } from '../string-memo.js';

/** Tags that name no language: undetermined, no linguistic content, multiple, private use. */
const NOT_A_LANGUAGE: ReadonlySet<string> = new Set(['und', 'zxx', 'mul', 'mis', 'xx', 'x', 'i']);

/**
 * A BCP 47 tag in its canonical case (`de-AT`, `zh-Hant-TW`) from what pages write: `de_AT`,
 * `DE-at`, `en-US,en;q=0.9` (the first), `x-default` and `und` rejected.
 */
export const acceptLanguageTag: Accept = (raw) => knownLanguageTag(raw);

function canonicalLanguageTag(raw: string): string | undefined {
  const first = raw.trim().split(/[\s,;]+/)[0]?.replace(/_/g, '-') ?? '';
  if (!/^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/i.test(first)) return undefined;
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(first)[0];
  } catch {
    // Intl rejects ill-formed subtags ("en-US-x"): keep the language alone.
    canonical = Intl.getCanonicalLocales(first.split('-')[0]!)[0];
  }
  if (canonical === undefined || NOT_A_LANGUAGE.has(canonical.split('-')[0]!.toLowerCase())) return undefined;
  return canonical;
}

/** canonicalLanguageTag, remembered across pages: Intl's canonicalisation is slow, and pages name few languages. */
const knownLanguageTag = memoizeByString(canonicalLanguageTag, 2000, 100);

/** `<meta http-equiv="content-language">`, then `name="language"`-like tags. */
function contentLanguage(page: Page): (string | undefined)[] {
  const httpEquiv = page.metaTags.find((tag) => tag.httpEquiv?.toLowerCase() === 'content-language')?.content;
  return [httpEquiv, page.meta('content-language'), page.meta('language'), page.meta('dc.language'), page.meta('dcterms.language')];
}

/** A JSON-LD `inLanguage`: a tag, or a Language with an `alternateName` tag. */
function jsonLdLanguages(page: Page): (string | undefined)[] {
  return contentNodes(page).flatMap((node) => {
    const value = node['inLanguage'];
    const items: unknown[] = Array.isArray(value) ? value : [value];
    return items.map((item) => jsonLdText(item) ?? (typeof item === 'object' && item !== null ? jsonLdText((item as Record<string, unknown>)['alternateName']) : undefined));
  });
}

/** Fewer letters than this ("Coming soon.") name no language with any confidence. */
export const MIN_TEXT_LANGUAGE_LETTERS = 20;

/** The language of the page's visible text (src/text's detector), `undefined` when it cannot tell or the text is too short. */
export function textLanguage(page: Page): string | undefined {
  return memoOn(page, 'text-language', () => {
    const text = page.visibleText;
    if ((text.slice(0, 2000).match(/\p{L}/gu)?.length ?? 0) < MIN_TEXT_LANGUAGE_LETTERS) return undefined;
    const detected = detectLanguage(text);
    return detected === 'und' ? undefined : detected;
  });
}

/** lang: what the markup declares (`<html lang>`, content-language, og:locale, JSON-LD), else the text's language. */
export const LANG_RULES: readonly Rule[] = [
  { name: 'html-lang', reads: 'root', extract: (p) => p.lang },
  { name: 'content-language', reads: 'meta', extract: contentLanguage },
  { name: 'og:locale', reads: 'meta', extract: (p) => p.openGraph['og:locale'] },
  { name: 'json-ld-in-language', reads: 'json-ld', extract: jsonLdLanguages },
  { name: 'text-language', reads: 'body', extract: textLanguage },
];

/** The language the markup declares (the first three rules), for reading numeric dates. */
export function declaredLanguage(page: Page): string | undefined {
  return memoOn(page, 'declared-language', () => {
    for (const rule of LANG_RULES.slice(0, 3)) {
      const raw = rule.extract(page);
      for (const value of typeof raw === 'string' || raw == null ? [raw] : raw) {
        const tag = typeof value === 'string' ? acceptLanguageTag(value, page) : undefined;
        if (tag !== undefined) return tag;
      }
    }
    return undefined;
  });
}
