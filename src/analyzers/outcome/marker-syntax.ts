/**
 * How the marker tables spell their patterns: phrases are written as plain words and
 * compiled here, so that a row reads like the sentence it catches.
 */

/** A gap between two words, in decoded text or raw HTML (a line break, `&nbsp;`). */
const GAP = '(?:\\s|&nbsp;|&#160;|&#xa0;)+';
/** An apostrophe as pages spell it, decoded or as an entity. */
const APOSTROPHE = "(?:['’`´]|&#0*39;|&#x0*27;|&apos;|&rsquo;)";

/** `x ?y`: an optional gap. */
const OPTIONAL_GAP = '(?:\\s|&nbsp;|&#160;|&#xa0;)*';

function compile(source: string): string {
  return source.replace(/ \?/g, OPTIONAL_GAP).replace(/ /g, GAP).replace(/'/g, APOSTROPHE);
}

/**
 * A phrase found anywhere: each space matches any run of whitespace (` ?` an optional one),
 * each `'` any apostrophe. The rest is regular-expression syntax (`(?:a|b)`, `?`), case-insensitive.
 */
export function phrase(source: string): RegExp {
  return new RegExp(compile(source), 'i');
}

/**
 * A phrase that must be the whole of a headline segment (a `<title>` cut at its separators,
 * or an `<h1>`), apart from surrounding punctuation: "Page not found" matches the title
 * "Page not found – Example", never "How to fix a page not found error".
 */
export function wholeSegment(source: string): RegExp {
  return new RegExp(`^[\\s"'“”«»¡¿!.,:;…(\\[-]*${compile(source)}[\\s"'“”«»!?.,:;…)\\]-]*$`, 'i');
}

/**
 * The segments a headline is read as: the whole of it, and its parts between the
 * separators sites put between a page's name and their own ("Page not found | Example").
 */
export function headlineSegments(headline: string): string[] {
  const parts = headline.split(/\s+[|\-–—•·»~:/]\s+|\s*[|•·»]\s*/).map((part) => part.trim()).filter((part) => part !== '');
  return parts.length > 1 ? [headline, ...parts] : [headline];
}

const escapeLiteral = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Cue literals as alternatives of one pattern (their spaces stay single spaces: a cue is a cheap look-out, not a rule). */
export function cueAlternatives(cues: readonly string[]): string {
  return cues.map(escapeLiteral).join('|');
}
