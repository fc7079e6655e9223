import backgroundJson from './model/background-df.json' with { type: 'json' };

/**
 * How common a word is in general text: document frequencies over ~9,600 public AG News items
 * (written by scripts/analyze/train-category.ts). A word missing from the list is rarer than
 * any in it. Used to rank key phrases TF-IDF-like: "surrogate key" over "copies".
 */
interface Background { readonly documents: number; readonly df: Readonly<Record<string, number>> }

// Imported, not read from disk, so the build copies it into dist/ with the code.
const BACKGROUND: Background = backgroundJson as Background;

function background(): Background {
  return BACKGROUND;
}

/** Inverse document frequency of a lower-case word, from ~0 (everywhere) to log(N) (unseen). */
export function idfOf(word: string): number {
  const { documents, df } = background();
  return Math.log((documents + 1) / ((df[word] ?? 0) + 1));
}

/** The highest idf a word can get (an unseen word). */
export function maxIdf(): number {
  return Math.log(background().documents + 1);
}
