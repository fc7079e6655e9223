/** One `Intl.Segmenter` per language and granularity, made on first use and kept. */
const made = new Map<string, Intl.Segmenter>();

function create(lang: string, granularity: 'sentence' | 'word'): Intl.Segmenter {
  try {
    return new Intl.Segmenter(lang === 'und' ? undefined : lang, { granularity });
  } catch {
    return new Intl.Segmenter(undefined, { granularity });
  }
}

/** The segmenter of `lang` (ISO 639-1, or `und` for the default locale's rules). */
export function segmenterFor(lang: string, granularity: 'sentence' | 'word'): Intl.Segmenter {
  const key = `${lang}:${granularity}`;
  let segmenter = made.get(key);
  if (segmenter === undefined) {
    segmenter = create(lang, granularity);
    made.set(key, segmenter);
  }
  return segmenter;
}
