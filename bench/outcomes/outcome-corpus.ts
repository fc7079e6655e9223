/**
 * The honest-outcomes dev set (../shared/bench/outcomes-dev, read in place, never copied): each
 * page as the service would hold it after fetching `<base>/p/<id>` from the set's own server
 * (serve.mjs) — its status, its recorded headers (lower-case), the redirect a wall was reached by,
 * the body decoded as the fetcher decodes it — and the set's own scorer (score.mjs).
 */
import fs from 'node:fs';
import { isUtf8 } from 'node:buffer';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { chooseCharset, decodeText } from '../../src/fetch/charset.js';
import type { PageResponse } from '../../src/analyzers/outcome/index.js';

export const OUTCOMES_DIR = path.resolve(import.meta.dirname, '../../../shared/bench/outcomes-dev');
/** Where serve.mjs would serve the set; only the path matters to the classifier. */
const BASE = 'http://127.0.0.1:8800';

export interface OutcomeTruth {
  readonly reason: string;
  readonly accept?: readonly string[];
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string | readonly string[]>>;
  readonly redirect?: string;
  readonly why: string;
}

export interface OutcomePage {
  readonly id: string;
  readonly half: Half;
  readonly response: PageResponse;
}

/**
 * The set split in two by the page id's first hex digit: even → `dev` (the half the rules were
 * tuned on), odd → `holdout` (looked at only through this benchmark's figures).
 */
export type Half = 'dev' | 'holdout';
export const halfOf = (id: string): Half => (Number.parseInt(id.charAt(0), 16) % 2 === 0 ? 'dev' : 'holdout');

export interface OutcomeScorer {
  scoreOutcomes(truth: Record<string, OutcomeTruth>, predictions: Record<string, string>, options?: { ids?: string[] }): OutcomeScore;
  formatReport(score: OutcomeScore, options?: { truth?: Record<string, OutcomeTruth>; examples?: number }): string;
  summaryLine(score: OutcomeScore, label: string): string;
}

export interface OutcomeScore {
  readonly pages: number;
  readonly positives: number;
  readonly hits: number;
  readonly recall: number;
  readonly negatives: number;
  readonly falseRefusals: readonly { readonly id: string; readonly said: string }[];
  readonly perReason: Readonly<Record<string, { readonly n: number; readonly hit: number }>>;
  readonly misses: readonly { readonly id: string; readonly reason: string; readonly said: string }[];
}

export async function loadOutcomeScorer(dir = OUTCOMES_DIR): Promise<OutcomeScorer> {
  return (await import(pathToFileURL(path.join(dir, 'score.mjs')).href)) as OutcomeScorer;
}

function lowerCaseHeaders(headers: OutcomeTruth['headers'] = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value)]));
}

/** As the fetcher decodes: a BOM, the Content-Type charset, `<meta charset>`, detection; serve.mjs says utf-8 for valid UTF-8. */
function decodeBody(bytes: Buffer, contentType: string | undefined): string {
  const charset = /charset=([^;\s]+)/i.exec(contentType ?? '')?.[1] ?? (isUtf8(bytes) ? 'utf-8' : undefined);
  return decodeText(bytes, chooseCharset(bytes, charset));
}

export function loadOutcomePages(dir = OUTCOMES_DIR): { truth: Record<string, OutcomeTruth>; pages: OutcomePage[] } {
  if (!fs.existsSync(dir)) throw new Error(`outcomes set not found at ${dir} (expected ../shared/bench/outcomes-dev)`);
  const truth = JSON.parse(fs.readFileSync(path.join(dir, 'truth.json'), 'utf8')) as Record<string, OutcomeTruth>;
  const pages = Object.keys(truth)
    .sort()
    .filter((id) => fs.existsSync(path.join(dir, `${id}.html.gz`)))
    .map((id) => {
      const entry = truth[id]!;
      const headers = lowerCaseHeaders(entry.headers);
      const bytes = zlib.gunzipSync(fs.readFileSync(path.join(dir, `${id}.html.gz`)));
      const requestedUrl = `${BASE}/p/${id}`;
      const response: PageResponse = {
        status: entry.status ?? 200,
        headers,
        requestedUrl,
        finalUrl: entry.redirect === undefined ? requestedUrl : `${requestedUrl}${entry.redirect}`,
        contentType: (headers['content-type'] ?? 'text/html').split(';')[0]!.trim().toLowerCase(),
        html: decodeBody(bytes, headers['content-type']),
      };
      return { id, half: halfOf(id), response };
    });
  return { truth, pages };
}
