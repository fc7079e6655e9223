/**
 * Training and held-out data of the sentiment and subjectivity models, read from repository
 * snapshots (bare git dirs) and tokenised as the analyser tokenises pages (wink, then
 * sentimentWords). Used by train-sentiment.ts; nothing here ships. Sources, commits and licences
 * are listed in bench/analyze/data/README.md.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { readEnglish } from '../../src/analyzers/analyze/english.js';
import { sentimentWords } from '../../src/analyzers/analyze/sentiment-model.js';
import { shuffled } from './public-sets.js';

export const ALPS_COMMIT = '3c7ef2c98249fc975a897b27f275695f97d5b7a9';
export const SENT_CONV_COMMIT = 'd61ded09c99c0199d8c5bca946cd65864de2b296';
export const FASTIFY_COMMIT = '83e69762aff047940b376fc2a266d143499ef727';
/** Full SST training sentences held out (with every phrase inside them) for model selection and calibration. */
const HELD_SENTENCES = 1200;

export type Labelled = readonly [words: string[], label: number];

function show(gitDir: string, commit: string, file: string): string {
  return execFileSync('git', ['--git-dir', gitDir, 'show', `${commit}:${file}`], { encoding: 'utf8', maxBuffer: 1 << 28 });
}

function listFiles(gitDir: string, commit: string, dir: string): string[] {
  return execFileSync('git', ['--git-dir', gitDir, 'ls-tree', '-r', '--name-only', commit, dir], { encoding: 'utf8' }).split('\n').filter((f) => f !== '');
}

/** Words of a text as the analyser reads them: every wink sentence, in order. */
export function wordsOf(text: string): string[] {
  return readEnglish([text]).flatMap((s) => sentimentWords(s.tokens));
}

const key = (words: readonly string[]): string => words.join(' ');

/** Every contiguous span of a word list, as keys. */
function spans(words: readonly string[], into: Set<string>, properOnly = false): void {
  for (let i = 0; i < words.length; i += 1) {
    for (let j = i + 1; j <= words.length; j += 1) if (!properOnly || j - i < words.length) into.add(key(words.slice(i, j)));
  }
}

export interface SstSplit { readonly train: Labelled[]; readonly held: Labelled[]; readonly sentences: number }

/**
 * GLUE SST-2 train (alps splits it into train.tsv and dev.tsv; both are GLUE train) is phrases
 * and sentences. A full sentence is an item inside no longer item. Held-out sentences take every
 * phrase inside them out of training, so no held-out sentence is seen in parts.
 */
export function readSst(alpsDir: string, evaluation: ReadonlySet<string>): SstSplit {
  const rows = ['data/SST-2/train.tsv', 'data/SST-2/dev.tsv'].flatMap((f) => show(alpsDir, ALPS_COMMIT, f).split('\n').slice(1))
    .filter((l) => l.includes('\t'))
    .map((l): Labelled => [wordsOf(l.split('\t')[0]!), Number(l.split('\t')[1])])
    .filter(([w]) => w.length > 0 && !evaluation.has(key(w)));
  const inner = new Set<string>();
  const sentences: Labelled[] = [];
  for (const row of [...rows].sort((a, b) => b[0].length - a[0].length)) {
    if (!inner.has(key(row[0]))) sentences.push(row);
    spans(row[0], inner, true);
  }
  const held = shuffled(sentences, 18).slice(0, HELD_SENTENCES);
  const heldSpans = new Set<string>();
  for (const [w] of held) spans(w, heldSpans);
  return { train: rows.filter(([w]) => !heldSpans.has(key(w))), held, sentences: sentences.length };
}

/** Customer reviews of products (Hu & Liu 2004), labelled 1 positive, 0 negative; split 85/15, seeded. */
export function readReviews(sentConvDir: string, evaluation: ReadonlySet<string>): { train: Labelled[]; held: Labelled[] } {
  const rows = lines(show(sentConvDir, SENT_CONV_COMMIT, 'data/custrev.all'))
    .map((l): Labelled => [wordsOf(l.slice(2).replace(/ n 't/g, " n't")), Number(l[0])])
    .filter(([w]) => w.length > 0 && !evaluation.has(key(w)));
  const mixed = shuffled(rows, 5);
  const cut = Math.floor(mixed.length * 0.15);
  return { train: mixed.slice(cut), held: mixed.slice(0, cut) };
}

/** Group name → items, all of one subjectivity label (1 subjective, 0 objective). */
export type SubjectivityGroups = Record<string, { readonly label: number; readonly words: string[][] }>;

function lines(text: string): string[] {
  return text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
}

/** Prose paragraphs of Markdown: code, tables, headings and quotes left out, markup stripped. */
export function markdownProse(markdown: string): string[] {
  return markdown.replace(/```[\s\S]*?```/g, '').replace(/<[^>]+>/g, '').split(/\n\s*\n/)
    .map((block) => block.split('\n').filter((l) => !/^\s*(?:\||#|>)/.test(l)).map((l) => l.trim().replace(/^[-*]\s+/, '')).join(' '))
    .map((p) => p.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_]/g, '').trim())
    .filter((p) => p.split(/\s+/).length >= 6);
}

const sentenceWords = (text: string): string[][] => readEnglish([text]).map((s) => sentimentWords(s.tokens)).filter((w) => w.length >= 4);

/** AG News items read for subjectivity training; the rest are held-out factual documents. */
const AG_TRAINING_ITEMS = 6000;

/** AG News texts of alps' dev.tsv (GLUE-style train data), without the /analyze evaluation items. */
function agNewsItems(alpsDir: string, agEvaluation: ReadonlySet<string>): string[] {
  return show(alpsDir, ALPS_COMMIT, 'data/agnews/dev.tsv').split('\n')
    .map((l) => (l.split('\t')[0] ?? '').replace(/#39;/g, "'").replace(/&lt;.*?&gt;/g, '').trim())
    .filter((t) => t.length > 20 && !agEvaluation.has(t.slice(0, 40).toLowerCase()));
}

/**
 * Factual documents of several sentences never trained on, for the document criterion of the
 * opinion gate: AG News items past those read for training, and this repository's Markdown prose.
 */
export function readFactDocuments(alpsDir: string, agEvaluation: ReadonlySet<string>, repoDir: URL): Record<string, string[]> {
  const several = (text: string): boolean => readEnglish([text]).length >= 2;
  const markdown = (fs.readdirSync(repoDir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.md') && !/^(?:node_modules|dist|\.git)\/|^bench\/analyze\/data\//.test(f))
    .sort().flatMap((f) => markdownProse(fs.readFileSync(new URL(f, repoDir), 'utf8')));
  return { news: agNewsItems(alpsDir, agEvaluation).slice(AG_TRAINING_ITEMS).filter(several), docs: markdown.filter(several) };
}

/**
 * Subjective: Rotten Tomatoes snippets (Pang & Lee's subjectivity set), SST training phrases of
 * 10+ words (customer reviews join from readReviews). Objective: IMDb plot sentences (same set),
 * TREC questions, AG News sentences, Fastify's documentation prose.
 */
export function readSubjectivity(dirs: { sentConv: string; alps: string; fastify: string }, sst: readonly Labelled[], evaluation: ReadonlySet<string>, agEvaluation: ReadonlySet<string>): SubjectivityGroups {
  const sc = (f: string): string[] => lines(show(dirs.sentConv, SENT_CONV_COMMIT, f));
  const notEval = (w: string[]): boolean => w.length > 0 && !evaluation.has(key(w));
  const ag = agNewsItems(dirs.alps, agEvaluation).slice(0, AG_TRAINING_ITEMS);
  const docs = listFiles(dirs.fastify, FASTIFY_COMMIT, 'docs').filter((f) => f.endsWith('.md'))
    .flatMap((f) => markdownProse(show(dirs.fastify, FASTIFY_COMMIT, f)));
  const longSst = shuffled(sst.filter(([w]) => w.length >= 10), 3).slice(0, 5000).map(([w]) => w);
  return {
    quotes: { label: 1, words: sc('data/raw/subj.subjective').map(wordsOf).filter(notEval) },
    sst: { label: 1, words: longSst },
    plots: { label: 0, words: sc('data/raw/subj.objective').map(wordsOf).filter(notEval) },
    questions: { label: 0, words: sc('data/TREC.train.all').map((l) => wordsOf(l.slice(2))) },
    news: { label: 0, words: ag.flatMap(sentenceWords) },
    docs: { label: 0, words: docs.flatMap(sentenceWords) },
  };
}

/** Splits every group: 85% training, 15% held out, seeded. Reviews come split already (readReviews). */
export function splitGroups(groups: SubjectivityGroups): { train: Labelled[]; held: Record<string, Labelled[]> } {
  const train: Labelled[] = [];
  const held: Record<string, Labelled[]> = {};
  for (const [name, { label, words }] of Object.entries(groups)) {
    const mixed = shuffled(words, 5);
    const cut = Math.floor(mixed.length * 0.15);
    held[name] = mixed.slice(0, cut).map((w) => [w, label] as const);
    train.push(...mixed.slice(cut).map((w) => [w, label] as const));
  }
  return { train, held };
}

/** Keys of the SST-2 evaluation sentences (bench/analyze/data/sst2-eval.json): never trained on. */
export function evaluationKeys(file: URL): Set<string> {
  const items = (JSON.parse(fs.readFileSync(file, 'utf8')) as { items: { text: string }[] }).items;
  return new Set(items.map((i) => key(wordsOf(i.text))));
}

export function agEvaluationKeys(file: URL): Set<string> {
  const items = (JSON.parse(fs.readFileSync(file, 'utf8')) as { items: { text: string }[] }).items;
  return new Set(items.map((i) => i.text.slice(0, 40).toLowerCase()));
}
