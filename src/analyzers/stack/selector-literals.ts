/**
 * Static facts about a CSS selector, read without a full CSS parser: its top-level list
 * items, the element name its rightmost compound requires, and literals that must all
 * occur in the page's raw HTML for the selector to match anything. Conservative: when in
 * doubt, the tag is `*` and there are no literals.
 */
import { htmlSafePieces } from './common-literals.js';

/** Splits `a, b[x=","]` at top-level commas (outside brackets, parentheses and quotes). */
export function splitSelectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector.charAt(i);
    if (c === '\\') i++;
    else if (quote) quote = c === quote ? '' : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(selector.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(selector.slice(start).trim());
  return parts.filter((p) => p !== '');
}

interface SelectorFacts {
  /** Lower-case element name of the rightmost compound, or `*`. */
  readonly tag: string;
  /** Lower-case literals the raw HTML must all contain (attribute names, values, ids, classes, `<tag`). */
  readonly literals: readonly string[];
}

const IDENT = /^-?[_a-zA-Z\u00a0-\uffff][-\w\u00a0-\uffff]*|^\*/;
const ATTRIBUTE = /^\s*([^\s~|^$*!=\]]+)\s*(?:([~|^$*]?=)\s*(?:"([^"]*)"|'([^']*)'|([^\s\]]+)))?/;

/** Reads a single (comma-free) selector into {@link SelectorFacts}. */
export function selectorFacts(selector: string): SelectorFacts {
  const literals: string[] = [];
  let tag = '*';
  let atCompoundStart = true;
  for (let i = 0; i < selector.length;) {
    const c = selector.charAt(i);
    if (/[\s>+~]/.test(c)) {
      atCompoundStart = true;
      tag = '*';
      i++;
      continue;
    }
    const rest = selector.slice(i);
    const token = readToken(rest, atCompoundStart);
    if (!token) return { tag: '*', literals: [] };
    if (token.tag) tag = token.tag;
    literals.push(...token.literals);
    atCompoundStart = false;
    i += token.length;
  }
  return { tag, literals: [...new Set(literals.flatMap(htmlSafePieces))] };
}

interface Token { readonly length: number; readonly literals: readonly string[]; readonly tag?: string }

function readToken(rest: string, atCompoundStart: boolean): Token | undefined {
  const c = rest.charAt(0);
  if (c === '#' || c === '.') {
    const ident = IDENT.exec(unescape(rest.slice(1)));
    return ident ? { length: 1 + escapedLength(rest.slice(1), ident[0].length), literals: [ident[0]] } : undefined;
  }
  if (c === '[') return readAttribute(rest);
  if (c === ':') return { length: pseudoLength(rest), literals: [] };
  const ident = atCompoundStart ? IDENT.exec(rest) : null;
  if (!ident) return undefined;
  const name = ident[0].toLowerCase();
  return name === '*' ? { length: 1, literals: [] } : { length: name.length, literals: [`<${name}`], tag: name };
}

function readAttribute(rest: string): Token | undefined {
  const end = closingBracket(rest);
  if (end < 0) return undefined;
  const match = ATTRIBUTE.exec(unescape(rest.slice(1, end)));
  if (!match) return undefined;
  const [, name = '', operator, double, single, bare] = match;
  const value = operator ? (double ?? single ?? bare ?? '') : '';
  return { length: end + 1, literals: [name, value] };
}

function closingBracket(rest: string): number {
  let quote = '';
  for (let i = 1; i < rest.length; i++) {
    const c = rest.charAt(i);
    if (c === '\\') i++;
    else if (quote) quote = c === quote ? '' : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c === ']') return i;
  }
  return -1;
}

/** Length of `:name` or `::name` plus a balanced `( … )` argument; arguments add no literal. */
function pseudoLength(rest: string): number {
  let i = rest.startsWith('::') ? 2 : 1;
  while (i < rest.length && /[-\w]/.test(rest.charAt(i))) i++;
  if (rest.charAt(i) !== '(') return i;
  let depth = 0;
  for (; i < rest.length; i++) {
    if (rest.charAt(i) === '(') depth++;
    if (rest.charAt(i) === ')' && --depth === 0) return i + 1;
  }
  return rest.length;
}

function unescape(text: string): string {
  return text.replace(/\\(.)/g, '$1');
}

/** Length in the escaped text of the first `unescapedLength` characters once unescaped. */
function escapedLength(text: string, unescapedLength: number): number {
  let i = 0;
  for (let n = 0; n < unescapedLength && i < text.length; n++) i += text.charAt(i) === '\\' ? 2 : 1;
  return i;
}
