/**
 * The second dev set: ../shared/bench/snippets-dev (half of trafilatura's evaluation corpus:
 * pages of many languages and kinds, each with snippets that must and must not be in the main
 * text), and its own scorer (score.mjs), both read in place, never copied.
 */
import fs from 'node:fs';
import { isUtf8 } from 'node:buffer';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { chooseCharset, decodeText } from '../../src/fetch/charset.js';

export const SNIPPETS_DIR = path.resolve(import.meta.dirname, '../../../shared/bench/snippets-dev');

export interface SnippetTruth {
  readonly url: string;
  readonly file: string;
  readonly with: readonly string[];
  readonly without: readonly string[];
}

export interface SnippetPage {
  readonly id: string;
  /** The page's URL when the upstream key is one; else a stand-in on a reserved domain. */
  readonly url: string;
  readonly html: string;
}

export interface PageCounts {
  readonly id: string;
  readonly url: string;
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
  readonly tn: number;
  readonly missed: readonly string[];
  readonly leaked: readonly string[];
}

export interface SnippetScore {
  readonly precision: number;
  readonly recall: number;
  readonly accuracy: number;
  readonly f1: number;
  readonly perPage: readonly PageCounts[];
}

/** The scorer's library interface (score.mjs beside the corpus). */
export interface SnippetScorer {
  scoreSnippets(truth: Record<string, SnippetTruth>, predictions: Record<string, string>, options?: { ids?: string[] }): SnippetScore;
  formatWorst(result: SnippetScore, n: number): string;
}

export async function loadSnippetScorer(dir = SNIPPETS_DIR): Promise<SnippetScorer> {
  return (await import(pathToFileURL(path.join(dir, 'score.mjs')).href)) as SnippetScorer;
}

/** As the corpus README asks: a BOM, else UTF-8 when the bytes are valid UTF-8, else `<meta charset>` (then detection). */
function decodePage(bytes: Buffer): string {
  const choice = chooseCharset(bytes, undefined);
  if (choice.source === 'bom' || !isUtf8(bytes)) return decodeText(bytes, choice);
  return bytes.toString('utf8');
}

function pageUrl(id: string, upstream: string): string {
  const trimmed = upstream.trim();
  return /^https?:\/\//.test(trimmed) && URL.canParse(trimmed) ? trimmed : `https://snippets.pagelens.test/${id}`;
}

export function loadSnippetCorpus(dir = SNIPPETS_DIR): { truth: Record<string, SnippetTruth>; pages: SnippetPage[] } {
  if (!fs.existsSync(dir)) throw new Error(`snippet corpus not found at ${dir} (expected ../shared/bench/snippets-dev)`);
  const truth = JSON.parse(fs.readFileSync(path.join(dir, 'truth.json'), 'utf8')) as Record<string, SnippetTruth>;
  const pages = Object.keys(truth)
    .sort()
    .filter((id) => fs.existsSync(path.join(dir, `${id}.html.gz`)))
    .map((id) => ({ id, url: pageUrl(id, truth[id]!.url), html: decodePage(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${id}.html.gz`)))) }));
  return { truth, pages };
}

/** The scorer's F1 (micro-averaged over snippets) of some pages' counts, without scoring them again. */
export function snippetF1(pages: readonly Pick<PageCounts, 'tp' | 'fp' | 'fn'>[]): number {
  let tp = 0;
  let wrong = 0;
  for (const p of pages) {
    tp += p.tp;
    wrong += p.fp + p.fn;
  }
  return tp === 0 ? 0 : (2 * tp) / (2 * tp + wrong);
}
