/**
 * Static facts about a (quantifier-bounded) regex, used to avoid running it:
 *
 * - `clauses`: literal requirements in conjunctive form. Every clause is a set of
 *   lower-case ASCII strings at least one of which occurs in any text the regex matches.
 *   A pattern whose clauses are not all satisfied by an input cannot match it.
 * - `maxLength`: the longest text a match can span (Infinity when unbounded, e.g. after a
 *   back-reference or `{n,}`), so a match lies near an occurrence of its literals.
 *
 * Small finite pieces are expanded (`["']`, `s?`, `(?:js|css)` give a few variants of the
 * literal around them). Conservative: whatever the reader does not understand ends the
 * current literal, and optional atoms contribute no clause.
 */
import { MIN_LITERAL_CHARS, isCommonLiteral } from './common-literals.js';

export type LiteralSet = readonly string[];

export interface RegexFacts {
  readonly clauses: readonly LiteralSet[];
  readonly maxLength: number;
}

/** A literal expanded into more variants than this is cut instead. */
const MAX_VARIANTS = 16;
/** `+` and `*` are bounded to this many repetitions before compiling (compile-patterns.ts). */
const UNBOUNDED_REPEAT = 250;
/** Escapes whose letter means a class, an assertion or a reference rather than itself. */
const SPECIAL_ESCAPES = new Set('dDwWsSbBnrtfv0123456789cxukpP');

interface Cursor { readonly src: string; i: number }

/** What a piece of regex is known to need: clauses, longest match, and its exact strings when few. */
interface Part {
  readonly clauses: LiteralSet[];
  readonly max: number;
  readonly exact: LiteralSet | undefined;
}

const NO_FACTS: RegexFacts = { clauses: [], maxLength: Infinity };

export function regexFacts(source: string): RegexFacts {
  const cursor: Cursor = { src: source, i: 0 };
  const part = parseAlternation(cursor);
  if (cursor.i !== source.length) return NO_FACTS;
  return { clauses: clausesOf(part), maxLength: part.max };
}

function parseAlternation(cur: Cursor): Part {
  const branches: Part[] = [parseSequence(cur)];
  while (cur.src.charAt(cur.i) === '|') {
    cur.i++;
    branches.push(parseSequence(cur));
  }
  const max = Math.max(...branches.map((b) => b.max));
  const exact = unionExact(branches.map((b) => b.exact));
  if (branches.length === 1) return branches[0] ?? { clauses: [], max, exact };
  // One clause for the whole alternation: the union of each branch's best clause.
  const best = branches.map((b) => bestClause(clausesOf(b)));
  if (best.some((b) => b === undefined)) return { clauses: [], max, exact };
  return { clauses: [[...new Set(best.flatMap((b) => b ?? []))]], max, exact };
}

/** A part's clauses, plus its exact strings as one when they are long enough. */
function clausesOf(part: Part): LiteralSet[] {
  const whole = part.exact ? literalClause(part.exact) : undefined;
  return whole ? [whole, ...part.clauses] : part.clauses;
}

function unionExact(sets: readonly (LiteralSet | undefined)[]): LiteralSet | undefined {
  if (sets.some((s) => s === undefined)) return undefined;
  const union = [...new Set(sets.flatMap((s) => s ?? []))];
  return union.length <= MAX_VARIANTS ? union : undefined;
}

/** The clause whose shortest literal is longest, common HTML words aside: usually the most selective. */
export function bestClause(clauses: readonly LiteralSet[]): LiteralSet | undefined {
  let best: LiteralSet | undefined;
  let bestScore = 0;
  for (const set of clauses) {
    if (set.length === 0) continue;
    const score = set.some(isCommonLiteral) ? 0.5 : Math.min(...set.map((s) => s.length));
    if (score > bestScore) [best, bestScore] = [set, score];
  }
  return best;
}

/** The strings as a clause when each is long enough to filter anything. */
function literalClause(strings: LiteralSet): LiteralSet | undefined {
  return strings.length > 0 && strings.every((s) => s.length >= MIN_LITERAL_CHARS) ? strings : undefined;
}

function cross(left: LiteralSet, right: LiteralSet): LiteralSet | undefined {
  if (left.length * right.length > MAX_VARIANTS) return undefined;
  const only = right.length === 1 ? right[0] : undefined;
  if (only !== undefined) return left.map((l) => l + only);
  return [...new Set(left.flatMap((l) => right.map((r) => l + r)))];
}

const BRACES = /\{(\d+)(,(\d*))?\}/y;
const GROUP_HEAD = /\((\?(?:[:=!]|<[=!]|<[A-Za-z_$][\w$]*>))?/y;

/** A sticky regex run at the cursor, without copying the rest of the source. */
function execAt(regex: RegExp, cur: Cursor): RegExpExecArray | null {
  regex.lastIndex = cur.i;
  return regex.exec(cur.src);
}

interface Quantifier { readonly min: number; readonly max: number }

/** Quantifier at the cursor, consumed; undefined when there is none. */
function readQuantifier(cur: Cursor): Quantifier | undefined {
  const c = cur.src.charAt(cur.i);
  let q: Quantifier | undefined;
  if (c === '?') q = { min: 0, max: 1 };
  else if (c === '*') q = { min: 0, max: UNBOUNDED_REPEAT };
  else if (c === '+') q = { min: 1, max: UNBOUNDED_REPEAT };
  const braces = c === '{' ? execAt(BRACES, cur) : null;
  if (braces) {
    const min = Number(braces[1]);
    q = { min, max: braces[2] === undefined ? min : braces[3] ? Number(braces[3]) : Infinity };
  }
  if (!q) return undefined;
  cur.i += braces ? braces[0].length : 1;
  if (cur.src.charAt(cur.i) === '?') cur.i++;
  return q;
}

/** The exact strings of a quantified atom, when still finite and few. */
function quantifiedExact(exact: LiteralSet | undefined, q: Quantifier | undefined): LiteralSet | undefined {
  if (!exact || !q) return exact;
  if (q.min === 0 && q.max === 1) return [...new Set(['', ...exact])];
  if (q.min === 1 && q.max === 1) return exact;
  return undefined;
}

function parseSequence(cur: Cursor): Part {
  const clauses: LiteralSet[] = [];
  let max = 0;
  let runs: LiteralSet = [''];
  let exactSoFar = true;
  const flush = (): void => {
    const clause = literalClause(runs);
    if (clause) clauses.push(clause);
    runs = [''];
    exactSoFar = false;
  };
  while (cur.i < cur.src.length && cur.src.charAt(cur.i) !== '|' && cur.src.charAt(cur.i) !== ')') {
    const plain = readPlainRun(cur);
    if (plain) {
      runs = cross(runs, [plain]) ?? runs;
      max += plain.length;
      continue;
    }
    const atom = readAtom(cur);
    const q = readQuantifier(cur);
    max += atom.max === 0 ? 0 : atom.max * (q ? q.max : 1);
    const exact = quantifiedExact(atom.exact, q);
    const joined = exact ? cross(runs, exact) : undefined;
    if (joined) {
      runs = joined;
      continue;
    }
    const required = !q || q.min > 0;
    // A required atom whose strings are known still extends the literal before it is cut.
    const extended = required && atom.exact ? cross(runs, atom.exact) : undefined;
    if (extended) runs = extended;
    flush();
    if (required) clauses.push(...clausesOf(atom));
  }
  const exact = exactSoFar && runs.length <= MAX_VARIANTS ? runs : undefined;
  if (!exactSoFar) flush();
  return { clauses, max, exact };
}

type Atom = Part;

const PLAIN_RUN = /[^\\[\](){}|?*+.^$\x80-\uffff]+/y;

/**
 * Plain characters at the cursor, lower-cased and consumed, leaving a last character that
 * a quantifier follows to the general path. Only a fast path: literals one at a time give
 * the same result, but start-up reads some 8,000 patterns.
 */
function readPlainRun(cur: Cursor): string | undefined {
  const match = execAt(PLAIN_RUN, cur);
  if (!match) return undefined;
  const quantified = '?*+{'.includes(cur.src.charAt(cur.i + match[0].length) || ' ');
  const text = quantified ? match[0].slice(0, -1) : match[0];
  cur.i += text.length;
  return text === '' ? undefined : text.toLowerCase();
}

const OPAQUE: Atom = { clauses: [], max: 1, exact: undefined };
const ZERO_WIDTH: Atom = { clauses: [], max: 0, exact: [''] };

function readAtom(cur: Cursor): Atom {
  const c = cur.src.charAt(cur.i);
  if (c === '\\') return readEscape(cur);
  if (c === '[') return readClass(cur);
  if (c === '(') return readGroup(cur);
  cur.i++;
  if (c === '^' || c === '$') return ZERO_WIDTH;
  return c === '.' ? OPAQUE : literalChar(c);
}

function literalChar(c: string): Atom {
  // Non-ASCII letters fold differently under toLowerCase and the regex `i` flag.
  return c.charCodeAt(0) < 128 ? { clauses: [], max: 1, exact: [c.toLowerCase()] } : OPAQUE;
}

function readEscape(cur: Cursor): Atom {
  const next = cur.src.charAt(cur.i + 1);
  cur.i += 2;
  if (!SPECIAL_ESCAPES.has(next)) return literalChar(next);
  if (next === 'b' || next === 'B') return ZERO_WIDTH;
  if (/[1-9]/.test(next) || next === 'k') return { clauses: [], max: Infinity, exact: undefined };
  if (next === 'x') cur.i += 2;
  else if (next === 'c') cur.i += 1;
  else if (next === 'u') cur.i += 4;
  else if ((next === 'p' || next === 'P') && cur.src.charAt(cur.i) === '{') cur.i = cur.src.indexOf('}', cur.i) + 1;
  return OPAQUE;
}

/** A class of a few plain characters (`["']`, `[-_.]`) is a small exact set; anything else is opaque. */
function readClass(cur: Cursor): Atom {
  const start = ++cur.i;
  const negated = cur.src.charAt(cur.i) === '^';
  while (cur.i < cur.src.length && cur.src.charAt(cur.i) !== ']') cur.i += cur.src.charAt(cur.i) === '\\' ? 2 : 1;
  const body = cur.src.slice(start, cur.i);
  cur.i++;
  const members = body.replace(/\\([^\w])/g, '$1');
  const plain = !negated && members.length > 0 && members.length <= 4 && /^[\x20-\x7e]+$/.test(members)
    && !/\\|.-./.test(members);
  return plain ? { clauses: [], max: 1, exact: [...new Set([...members].map((m) => m.toLowerCase()))] } : OPAQUE;
}

function readGroup(cur: Cursor): Atom {
  const head = execAt(GROUP_HEAD, cur);
  const prefix = head?.[1] ?? '';
  cur.i += 1 + prefix.length;
  const part = parseAlternation(cur);
  if (cur.src.charAt(cur.i) !== ')') return { clauses: [], max: Infinity, exact: undefined };
  cur.i++;
  const lookaround = prefix === '?=' || prefix === '?!' || prefix === '?<=' || prefix === '?<!';
  return lookaround ? ZERO_WIDTH : part;
}
