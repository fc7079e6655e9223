import { describe, expect, it } from 'vitest';
import { countSyllables } from './syllables.js';

describe('countSyllables', () => {
  it.each([
    ['the', 1], ['garden', 2], ['turned', 1], ['yellow', 2], ['many', 2], ['rainy', 2], ['days', 1],
    ['table', 2], ['tables', 2], ['hoped', 1], ['important', 3], ['deliveries', 4], ['beautiful', 3],
  ])('en %s → %d (vowel groups, silent endings)', (word, syllables) => {
    expect(countSyllables(word, 'en')).toBe(syllables);
  });

  it.each([
    ['prices', 2], ['charges', 2], ['wishes', 2], ['expected', 3], ['ended', 2],
    ['while', 1], ['sales', 1], ['lovely', 2], ['something', 2],
    ['being', 2], ['trying', 2], ['video', 3], ['radio', 3], ['audience', 3], ['quality', 3],
  ])('en %s → %d (sounded endings, silent e before a suffix, vowels in hiatus)', (word, syllables) => {
    expect(countSyllables(word, 'en')).toBe(syllables);
  });

  it('counts German umlauts and diphthongs as one group, French mute endings as none', () => {
    expect(countSyllables('Kopien', 'de')).toBe(2);
    expect(countSyllables('hält', 'de')).toBe(1);
    expect(countSyllables('Speicher', 'de')).toBe(2);
    expect(countSyllables('pages', 'fr')).toBe(1);
    expect(countSyllables('rapide', 'fr')).toBe(2);
  });

  it('counts accented vowels of Spanish, Italian and Portuguese', () => {
    expect(countSyllables('canción', 'es')).toBe(2);
    expect(countSyllables('città', 'it')).toBe(2);
    expect(countSyllables('informação', 'pt')).toBe(4);
  });

  it('gives every word at least one syllable', () => {
    expect(countSyllables('2024', 'en')).toBe(1);
    expect(countSyllables('psst', 'de')).toBe(1);
  });
});
