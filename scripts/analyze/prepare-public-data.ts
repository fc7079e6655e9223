/**
 * Writes the small evaluation subsets in bench/analyze/data from fetched public repositories:
 *   tsx scripts/analyze/prepare-public-data.ts <mirror root, e.g. /work/.mirror>
 * Each file records its source (repository, commit, path) and licence; see bench/analyze/data/README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { agSplits, gitShow, headCommit, readAgNewsNamed, shuffled } from './public-sets.js';
import { readConll } from './conll.js';

const DATA = new URL('../../bench/analyze/data/', import.meta.url);

interface Source { readonly repo: string; readonly commit: string; readonly path: string; readonly licence: string }

function write(file: string, source: Source, items: readonly unknown[]): void {
  const body = `{"source":${JSON.stringify(source)},"items":[\n${items.map((i) => JSON.stringify(i)).join(',\n')}\n]}\n`;
  fs.writeFileSync(new URL(file, DATA), body);
  console.log(`${file}: ${items.length} items, ${(body.length / 1024).toFixed(0)} KB`);
}

function categories(root: string): void {
  const dir = path.join(root, 'opringle+text_classification/repo');
  const { evaluation } = agSplits(readAgNewsNamed(dir));
  write('ag-news-eval.json', { repo: 'opringle/text_classification', commit: headCommit(dir), path: 'data/ag_news/test.csv (1,000 of 7,600, seeded shuffle)', licence: "AG's corpus of news articles (Zhang, Zhao & LeCun 2015): free for research and non-commercial use" }, evaluation);
}

function entities(root: string): void {
  const dir = path.join(root, 'israelcamp+T5-For-NER/repo');
  const sentences = readConll(gitShow(dir, 'data/conll2003/test.txt'))
    .filter((s) => s.mentions.some((m) => m.type !== 'MISC') && s.tokens.length >= 6 && s.text !== s.text.toUpperCase());
  const items = shuffled(sentences).slice(0, 600).map((s) => ({ text: s.text, mentions: s.mentions }));
  write('conll2003-eval.json', { repo: 'israelcamp/T5-For-NER', commit: headCommit(dir), path: 'data/conll2003/test.txt (test B; 600 sentences with a PER/ORG/LOC mention, headlines in capitals left out)', licence: 'CoNLL-2003 annotations (Tjong Kim Sang & De Meulder 2003), Reuters RCV1 text: research use' }, items);
}

function sentiment(root: string): void {
  const dir = path.join(root, 'forest-snow+alps/repo');
  const items = gitShow(dir, 'data/SST-2/test.tsv').split('\n').slice(1).filter((l) => l.includes('\t'))
    .map((l) => { const [text, label] = l.split('\t'); return { text: text!.trim(), label: label === '1' ? 'positive' : 'negative' }; });
  write('sst2-eval.json', { repo: 'forest-snow/alps', commit: headCommit(dir), path: 'data/SST-2/test.tsv (= GLUE SST-2 validation, 872 sentences)', licence: 'Stanford Sentiment Treebank (Socher et al. 2013), distributed with GLUE; repository MIT' }, items);
}

const ISO: Readonly<Record<string, string>> = {
  bul: 'bg', ces: 'cs', dan: 'da', deu: 'de', ell: 'el', eng: 'en', fin: 'fi', fra: 'fr', hun: 'hu', ita: 'it',
  lit: 'lt', nld: 'nl', pol: 'pl', por: 'pt', ron: 'ro', spa: 'es', swe: 'sv',
};

function languages(root: string): void {
  const dir = path.join(root, 'lkevers+ldig-models-TAL62-3/repo');
  const items = Object.entries(ISO).flatMap(([code, language]) =>
    gitShow(dir, `tatoeba/tatoeba_${code}_TEST1_300.txt`).split('\n').filter((l) => l.includes('\t'))
      .map((l) => ({ text: l.slice(l.indexOf('\t') + 1).trim(), language })));
  write('tatoeba-eval.json', { repo: 'lkevers/ldig-models-TAL62-3', commit: headCommit(dir), path: 'tatoeba/tatoeba_<lang>_TEST1_300.txt, 17 languages', licence: 'Tatoeba sentences, CC BY 2.0 FR' }, items);
}

const root = process.argv[2] ?? '/work/.mirror';
categories(root);
entities(root);
sentiment(root);
languages(root);
