import { describe, expect, it } from 'vitest';
import { readEnglish } from './english.js';
import { extractKeyPhrases } from './key-phrases.js';
import { stopwordsOf } from './stopwords.js';
import { segmentSentences } from './text-units.js';

describe('extractKeyPhrases', () => {
  it('ranks repeated noun phrases of English text, preferring the longer phrase that holds a shorter one', () => {
    const sentences = readEnglish([
      'Air pollution in the city reached severe levels. Doctors say air pollution harms children.',
      'The city plans to cut air pollution with new buses. Pollution from traffic is the main source.',
    ]);
    const names = extractKeyPhrases(sentences, { limit: 3 }).map((p) => p.name);
    expect(names[0]).toBe('air pollution');
    expect(names).not.toContain('pollution');
  });

  it('keeps only capitalised words (nouns) in German', () => {
    const sentences = segmentSentences(['Die neuen Radwege sind breit. Die Radwege führen zum Bahnhof.'], 'de', stopwordsOf('de'));
    const phrases = extractKeyPhrases(sentences, { limit: 3, language: 'de' });
    expect(phrases[0]?.name).toBe('Radwege');
    expect(phrases.every((p) => /^\p{Lu}/u.test(p.name))).toBe(true);
  });

  it('finds nothing in nothing', () => {
    expect(extractKeyPhrases([], { limit: 5 })).toEqual([]);
  });
});
