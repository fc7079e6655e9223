import fs from 'node:fs';
import path from 'node:path';

/**
 * The public labelled evaluation subsets in bench/analyze/data (written by
 * scripts/analyze/prepare-public-data.ts; sources and licences in data/README.md).
 */
export const DATA_DIR = path.resolve(import.meta.dirname, 'data');

export interface CategoryItem { readonly text: string; readonly category: string }
export interface SentimentItem { readonly text: string; readonly label: string }
export interface LanguageItem { readonly text: string; readonly language: string }
/** CoNLL-2003 types: PER, ORG, LOC, MISC. */
export interface EntityMention { readonly name: string; readonly type: string }
export interface EntityItem { readonly text: string; readonly mentions: readonly EntityMention[] }

export interface DataSource { readonly repo: string; readonly commit: string; readonly path: string; readonly licence: string }

function read<T>(file: string): { source: DataSource; items: T[] } {
  return JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), 'utf8')) as { source: DataSource; items: T[] };
}

export const loadCategories = (): CategoryItem[] => read<CategoryItem>('ag-news-eval.json').items;
export const loadSentiment = (): SentimentItem[] => read<SentimentItem>('sst2-eval.json').items;
export const loadLanguages = (): LanguageItem[] => read<LanguageItem>('tatoeba-eval.json').items;
export const loadEntities = (): EntityItem[] => read<EntityItem>('conll2003-eval.json').items;
