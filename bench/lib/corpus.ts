import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The shared benchmark corpus, read in place from ../shared (never copied into the project). */
export const CORPUS_DIR = path.resolve(import.meta.dirname, '../../../shared/bench/extraction-dev');

export interface CorpusPage {
  readonly id: string;
  readonly url: string;
  readonly html: Buffer;
  readonly articleBody: string;
}

export function loadCorpus(dir = CORPUS_DIR): CorpusPage[] {
  if (!fs.existsSync(dir)) throw new Error(`benchmark corpus not found at ${dir} (expected ../shared/bench/extraction-dev)`);
  const truth = JSON.parse(fs.readFileSync(path.join(dir, 'ground-truth.json'), 'utf8')) as Record<string, { articleBody: string; url: string }>;
  return Object.entries(truth)
    .filter(([id]) => fs.existsSync(path.join(dir, `${id}.html.gz`)))
    .map(([id, entry]) => ({
      id,
      url: entry.url,
      articleBody: entry.articleBody,
      html: zlib.gunzipSync(fs.readFileSync(path.join(dir, `${id}.html.gz`))),
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
}
