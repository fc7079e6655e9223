import fs from 'node:fs';
import path from 'node:path';

/** The labelled sets in bench/analyze/data: every item carries a `source` note. */
export const DATA_DIR = path.resolve(import.meta.dirname, 'data');

export interface SentimentItem { readonly text: string; readonly label: string; readonly source: string }
export interface LanguageItem { readonly text: string; readonly language: string; readonly source: string }
export interface EntityMention { readonly name: string; readonly type: string }
export interface EntityItem { readonly text: string; readonly mentions: readonly EntityMention[]; readonly source: string }

function items<T>(file: string): T[] {
  const parsed = JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), 'utf8')) as { items: T[] };
  return parsed.items;
}

export function loadSentiment(file = 'sentiment.json'): SentimentItem[] {
  return items<SentimentItem>(file);
}

export function loadLanguages(file = 'language.json'): LanguageItem[] {
  return items<LanguageItem>(file);
}

export function loadEntities(file = 'entities.json'): EntityItem[] {
  return items<EntityItem>(file);
}

export function hasFile(file: string): boolean {
  return fs.existsSync(path.join(DATA_DIR, file));
}
