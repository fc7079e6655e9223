import type { LiteralSet } from './regex-facts.js';

/** Shorter literals hit too often to filter anything (and the scanner keys on 4 characters). */
export const MIN_LITERAL_CHARS = 4;

/**
 * Literals found in nearly every HTML page. As a prefilter they select nothing, and the
 * scanner would verify each of their thousands of occurrences, so clauses containing one
 * are dropped (the rule's other clauses still filter it).
 */
const COMMON_LITERALS = new Set([
  '<div', '<span', '<script', '<link', '<meta', '<img', '<input', '<li', '<ul', '<option', '<path', '<strong',
  'class', 'class=', 'class="', "class='", 'href', 'href=', 'href="', "href='", 'src=', 'src="', "src='",
  'style', 'type', 'name', 'content', 'title', 'width', 'height', 'data-', 'alt="', 'rel="', "rel='",
  'http', 'https', 'http:', 'https:', 'http://', 'https://', '://', '.com', 'www.', '.com/', '.js', '.css',
  'script', 'javascript', 'text/javascript', 'text/css', 'stylesheet', 'charset', 'viewport', 'link', 'meta',
  'function', 'window', 'document', 'return', 'var ', '.min.js', 'min.js', '.min.css',
]);

export function isCommonLiteral(literal: string): boolean {
  return COMMON_LITERALS.has(literal);
}

/**
 * Lower-case literals that occur verbatim in raw HTML whenever the DOM holds `text`:
 * `<tag` as is; otherwise the pieces between characters HTML may write as entities or
 * normalise (`& < > " '` and whitespace) that are long enough to filter anything.
 */
export function htmlSafePieces(text: string): string[] {
  const lower = text.toLowerCase();
  if (/^<[a-z][\w-]*$/.test(lower)) return lower.length >= MIN_LITERAL_CHARS ? [lower] : [];
  return lower.split(/[&<>"'\s]/).filter((piece) => piece.length >= MIN_LITERAL_CHARS && /^[\x21-\x7e]+$/.test(piece));
}

/** The longest of {@link htmlSafePieces}: one literal standing for the text in an OR clause. */
export function htmlSafeLiteral(text: string): string | undefined {
  return htmlSafePieces(text).reduce<string | undefined>((a, b) => (a === undefined || b.length > a.length ? b : a), undefined);
}

/** The clause with every literal cut by {@link htmlSafeLiteral}; undefined when one cannot be. */
export function htmlSafeClause(clause: LiteralSet | undefined): LiteralSet | undefined {
  if (!clause) return undefined;
  const safe = clause.map(htmlSafeLiteral).filter((l): l is string => l !== undefined);
  return safe.length === clause.length ? safe : undefined;
}
