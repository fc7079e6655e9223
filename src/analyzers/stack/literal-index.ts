import { MIN_LITERAL_CHARS } from './common-literals.js';

/**
 * Finds which of many literals occur in a text, and where, in one pass. Each literal is
 * keyed by one of its 4-character windows, the one least likely to occur elsewhere
 * (`chooseOffsets`); the scan rolls a 4-character window over the text (ASCII letters
 * folded to lower case), checks a bitmap, and verifies the few literals keyed there.
 * Literals are lower-case ASCII; matching is ASCII-case-insensitive, as the regexes are.
 */
export interface LiteralIndex {
  readonly literals: readonly string[];
  scan(text: string): LiteralHits;
}

export interface LiteralHits {
  /**
   * Occurrences per literal (same order as `literals`), counted up to one past the limit:
   * MAX_POSITIONS + 1 means "more" for a located literal, 1 means "present" for the others.
   */
  readonly counts: Uint16Array;
  /** Start offsets of the first {@link MAX_POSITIONS} occurrences of each found literal that is located. */
  readonly positions: ReadonlyMap<number, readonly number[]>;
}

export const MAX_POSITIONS = 48;
const GRAM = MIN_LITERAL_CHARS;
/**
 * Table and bitmap sizes grow with the number of literals, up to 2^14 hash slots and a
 * bitmap of 2^17 bits: 16 KB, small enough to stay in the L1 cache through a page (a
 * larger one was slower), sparse enough that few windows pass it by chance.
 */
const MAX_TABLE_BITS = 14;
const MAX_BITMAP_BITS = 17;

/** Windows frequent in every HTML page: keying a literal by one of them would verify it constantly. */
const COMMON_GRAMS = new Set([
  '<scr', 'scri', 'crip', 'ript', 'pt s', 'src=', 'http', 'ttps', 'tps:', 'ps:/', 's://', '://w', '//ww', '/www',
  'www.', '.com', 'com/', '<lin', 'link', 'href', 'ref=', 'clas', 'lass', 'ass=', 'data', 'ata-', '<div', 'div ',
  'styl', 'tyle', 'type', 'text', 'java', 'avas', 'vasc', 'ascr', '.js"', '.min', 'min.', 'in.j', 'n.js', '.js?',
  'cont', 'onte', 'nten', 'tent', 'meta', 'name', 'ame=', '<met', '<spa', 'span', '/js/', 'ipt>', 'in.c', '.css',
  '<ima', '<img', 'img ', 'src"', 'tml>', 'ml">', '<a h', 'a hr', ' hre', 'rel=', 'el="', 'id="', 'ss="',
]);

/**
 * Low byte of a character, ASCII letters lower-cased: the scan's window alphabet. A table
 * rather than a comparison, because the branch on letter case mispredicts all through a page.
 * Non-ASCII characters collide with others here; `matchesAt` compares exactly.
 */
const FOLD_BYTE = Uint8Array.from({ length: 256 }, (_, b) => (b >= 65 && b <= 90 ? b | 32 : b));

function fold(code: number): number {
  return code >= 65 && code <= 90 ? code | 32 : code;
}

/** A 4-character window as one int32 (folded bytes, first character highest), as the scan rolls it. */
function gramKey(text: string, at: number): number {
  let v = 0;
  for (let k = 0; k < GRAM; k++) v = (v << 8) | (fold(text.charCodeAt(at + k)) & 0xff);
  return v;
}

function hashOf(key: number): number {
  return Math.imul(key, 0x9e3779b1);
}

/** {@link COMMON_GRAMS} as window keys. */
const COMMON_KEYS = new Set([...COMMON_GRAMS].map((gram) => gramKey(gram, 0)));

/**
 * For each literal, the offset of its cheapest window: one few other literals share, that
 * is rare in ordinary English (a page's text is full of "tion" and "ment"), not
 * common HTML syntax, and not starting or ending on punctuation.
 */
function chooseOffsets(literals: readonly string[], english: WindowCounts): number[] {
  const shared = countWindows(literals);
  const cost = (literal: string, offset: number): number => {
    const key = gramKey(literal, offset);
    const edge = EDGE_CHARS.has(literal.charAt(offset)) || EDGE_CHARS.has(literal.charAt(offset + GRAM - 1));
    return (shared.get(key) ?? 0) + 5 * Math.log1p(english.get(key) ?? 0)
      + (COMMON_KEYS.has(key) ? 1000 : 0) + (edge ? 5 : 0);
  };
  return literals.map((literal) => {
    let best = 0;
    let bestCost = cost(literal, 0);
    for (let o = 1; o + GRAM <= literal.length; o++) {
      const c = cost(literal, o);
      if (c < bestCost) [best, bestCost] = [o, c];
    }
    return best;
  });
}

/** How often each 4-character window (as a folded key) occurs in some text. */
export type WindowCounts = ReadonlyMap<number, number>;

export function countWindows(texts: readonly string[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const text of texts) {
    for (let o = 0; o + GRAM <= text.length; o++) {
      const key = gramKey(text, o);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/** Punctuation that HTML is full of: a window starting or ending with one is less distinctive. */
const EDGE_CHARS = new Set([' ', '\t', '\n', '"', "'", '=', '<', '>', '/', '.', ':', '-']);

/** Fields of a literal's record in {@link Table.records}. */
const KEY = 0;
const NEXT = 1;
const CODE_START = 2;
const OFFSET_LENGTH = 3;
const RECORD = 4;

/** True when `text` holds literal `id` at `start` (ASCII case folded). */
function matchesAt(table: Table, text: string, start: number, id: number): boolean {
  const from = table.records[id * RECORD + CODE_START]!;
  const length = table.records[id * RECORD + OFFSET_LENGTH]! >>> 16;
  if (start < 0 || start + length > text.length) return false;
  for (let k = 0; k < length; k++) {
    if (fold(text.charCodeAt(start + k)) !== table.codes[from + k]) return false;
  }
  return true;
}

/**
 * `english`: window counts of ordinary English ({@link countWindows}), to key literals by
 * rare windows. `located`: ids of the literals whose positions are wanted (all by default);
 * the others are only counted.
 */
export function buildLiteralIndex(
  literals: readonly string[],
  english: WindowCounts = new Map(),
  located: ReadonlySet<number> = new Set(literals.keys()),
): LiteralIndex {
  const magnitude = Math.ceil(Math.log2(literals.length + 1));
  const tableShift = 32 - Math.min(MAX_TABLE_BITS, magnitude + 2);
  const bitmapShift = 32 - Math.min(MAX_BITMAP_BITS, Math.max(10, magnitude + 5));
  const offsets = chooseOffsets(literals, english);
  const slots = new Int32Array(2 ** (33 - tableShift));
  for (let slot = 0; slot < slots.length; slot += 2) slots[slot + 1] = -1;
  const bitmap = new Uint32Array(2 ** (32 - bitmapShift - 5));
  const records = new Int32Array(literals.length * RECORD);
  const codes = new Uint8Array(literals.reduce((sum, l) => sum + l.length, 0));
  let codeEnd = 0;
  literals.forEach((literal, id) => {
    const offset = offsets[id] ?? 0;
    const key = gramKey(literal, offset);
    const slot = (hashOf(key) >>> tableShift) * 2;
    const bit = hashOf(key) >>> bitmapShift;
    records.set([key, slots[slot + 1] ?? -1, codeEnd, offset | (literal.length << 16)], id * RECORD);
    for (let k = 0; k < literal.length; k++) codes[codeEnd + k] = literal.charCodeAt(k);
    codeEnd += literal.length;
    // A slot's first field: the key all its literals share, or 0 once two differ (keys are never 0).
    slots[slot] = slots[slot + 1] === -1 || slots[slot] === key ? key : 0;
    slots[slot + 1] = id;
    bitmap[bit >>> 5] = (bitmap[bit >>> 5] ?? 0) | (1 << (bit & 31));
  });
  const limits = Uint8Array.from(literals, (_, id) => (located.has(id) ? MAX_POSITIONS : 0));
  const table: Table = { literals, slots, records, codes, bitmap, tableShift, bitmapShift, limits };
  return { literals, scan: (text) => scanText(table, text) };
}

/**
 * The index, packed so that one window's check touches few cache lines: the scan runs right
 * after the page was parsed, when little of it is still cached.
 */
interface Table {
  readonly literals: readonly string[];
  /** Per hash slot: [key all its literals share, or 0; first literal id, or -1]. */
  readonly slots: Int32Array;
  /** Per literal: [window key, next id in its slot, start in `codes`, offset | length << 16]. */
  readonly records: Int32Array;
  /** The literals' characters (flat: reading a concatenated string in the loop is slower). */
  readonly codes: Uint8Array;
  readonly bitmap: Uint32Array;
  /** Right shifts turning a window's hash into its slot and bitmap bit. */
  readonly tableShift: number;
  readonly bitmapShift: number;
  /**
   * Occurrences after which a literal is "seen often enough": MAX_POSITIONS for located
   * literals, 0 for the others (presence is all that is asked of them).
   */
  readonly limits: Uint8Array;
}

/**
 * Once a literal is seen more than its limit ({@link Table.limits}) nothing more is learnt
 * from it; when every literal keyed in a slot is that far, the window's bit is switched off
 * for the rest of the scan (in a copy of the bitmap), so words like "item" or " class" cost
 * only their first occurrences.
 */
function scanText(table: Table, text: string): LiteralHits {
  const { tableShift, bitmapShift, slots } = table;
  let bitmap = table.bitmap;
  let copied = false;
  const hits: MutableHits = { counts: new Uint16Array(table.literals.length), positions: new Map() };
  let v = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    v = (v << 8) | FOLD_BYTE[text.charCodeAt(i) & 0xff]!;
    const hash = Math.imul(v, 0x9e3779b1);
    const bit = hash >>> bitmapShift;
    // Typed-array reads below are in bounds by construction (bit < bitmap bits, ids < literals.length).
    if ((bitmap[bit >>> 5]! & (1 << (bit & 31))) === 0) continue;
    const slot = (hash >>> tableShift) * 2;
    const sole = slots[slot]!;
    if (sole !== 0 && sole !== v) continue;
    if (visitSlot(table, text, i, v, slots[slot + 1]!, hits)) continue;
    // Copy on first write: the shared bitmap stays intact for the next scan.
    if (!copied) [bitmap, copied] = [bitmap.slice(), true];
    bitmap[bit >>> 5]! &= ~(1 << (bit & 31));
  }
  return hits;
}

interface MutableHits {
  readonly counts: Uint16Array;
  readonly positions: Map<number, number[]>;
}

/** Verifies the literals from `first` on against the window ending at `i`; false when all are saturated. */
function visitSlot(table: Table, text: string, i: number, key: number, first: number, hits: MutableHits): boolean {
  const { records, limits } = table;
  let live = false;
  for (let id = first; id >= 0; id = records[id * RECORD + NEXT]!) {
    const count = hits.counts[id]!;
    const limit = limits[id]!;
    if (count > limit) continue;
    live = true;
    if (records[id * RECORD + KEY] !== key) continue;
    const start = i - (GRAM - 1) - (records[id * RECORD + OFFSET_LENGTH]! & 0xffff);
    if (!matchesAt(table, text, start, id)) continue;
    hits.counts[id] = count + 1;
    if (count < limit) record(hits.positions, id, start);
  }
  return live;
}

function record(positions: Map<number, number[]>, id: number, start: number): void {
  const list = positions.get(id);
  if (list) list.push(start);
  else positions.set(id, [start]);
}
