/**
 * htmldate's evaluation set, dev half (../shared/bench/dates-dev), read in place: never copied
 * into the project. Pages are decoded as a browser would (BOM; else UTF-8 when the bytes are valid
 * UTF-8; else `<meta charset>`, else detection) and split in two by a hash of their id.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { isUtf8 } from 'node:buffer';
import path from 'node:path';
import zlib from 'node:zlib';
import { chooseCharset, decodeText } from '../../src/fetch/charset.js';

export const DATES_DIR = path.resolve(import.meta.dirname, '../../../shared/bench/dates-dev');

export interface TruthEntry {
  readonly url: string;
  readonly file: string;
  readonly date: string | null;
  readonly source: string;
}

/** `tune`: the half the rules were tuned on; `held-out`: the half never looked at while tuning. */
export type Half = 'tune' | 'held-out';

export interface DatePage {
  readonly id: string;
  readonly half: Half;
  readonly html: string;
  readonly truth: TruthEntry;
}

/** The half of a page: the first 32 bits of SHA-256 of its id, below 2^31 → tune. */
export function halfOf(id: string): Half {
  return createHash('sha256').update(id).digest().readUInt32BE(0) < 2 ** 31 ? 'tune' : 'held-out';
}

export function decodeHtml(bytes: Buffer): string {
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  if (!hasBom && isUtf8(bytes)) return bytes.toString('utf8');
  return decodeText(bytes, chooseCharset(bytes, undefined));
}

export function loadTruth(dir = DATES_DIR): Record<string, TruthEntry> {
  const file = path.join(dir, 'truth.json');
  if (!fs.existsSync(file)) throw new Error(`date set not found at ${dir} (expected ../shared/bench/dates-dev)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, TruthEntry>;
}

/** Every page of the set, sorted by id; `only` keeps one half. */
export function loadDatePages(dir = DATES_DIR, only?: Half): DatePage[] {
  const truth = loadTruth(dir);
  return Object.keys(truth)
    .sort()
    .filter((id) => only === undefined || halfOf(id) === only)
    .map((id) => ({ id, half: halfOf(id), truth: truth[id]!, html: decodeHtml(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${id}.html.gz`)))) }));
}
