import { describe, expect, it } from 'vitest';
import { readEnglish } from './english.js';
import { extractKeyPhrases } from './key-phrases.js';
import { segmentSentences, stopwordsOf } from '../../text/index.js';

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

  it('keeps hyphenated names whole and takes gerund heads ("edge caching")', () => {
    const sentences = readEnglish(['Cache-Control: s-maxage=600 lets the CDN keep a page.', 'We use edge caching for images.']);
    const names = extractKeyPhrases(sentences, { limit: 8, language: 'en' }).map((p) => p.name);
    expect(names).toContain('Cache-Control');
    expect(names).toContain('edge caching');
  });

  it('keeps a hyphenated word whole when its first part is a number or a function word, and a product name after it', () => {
    const sentences = readEnglish(['The new 13-inch MacBook Pro reaches our far-flung friends first.', 'Far-flung friends wait for the 13-inch MacBook Pro.']);
    const names = extractKeyPhrases(sentences, { limit: 5, language: 'en' }).map((p) => p.name);
    expect(names).toContain('13-inch MacBook Pro');
    expect(names).toContain('far-flung friends');
    expect(names.some((n) => /^(?:inch|flung)\b|^- /.test(n))).toBe(false);
  });

  it('English: leaves out single common nouns unless the title names them; phrases from the title count', () => {
    const title = readEnglish(['A practical guide to surrogate keys']);
    const sentences = readEnglish(['Every object has a key. The object is fresh. Readers see the object.']);
    const names = extractKeyPhrases(sentences, { limit: 5, language: 'en', titleSentences: title, titleWords: new Set(['surrogate', 'key']) }).map((p) => p.name);
    expect(names[0]).toBe('surrogate keys');
    expect(names).not.toContain('object');
    expect(names).not.toContain('practical guide');
  });

  it('ranks rare words above common ones (TF-IDF against the background list)', () => {
    const sentences = readEnglish(['The stock market liked graphene batteries. The stock market will decide whether graphene batteries wins.']);
    const phrases = extractKeyPhrases(sentences, { limit: 3, language: 'en' });
    expect(phrases[0]?.name).toBe('graphene batteries');
  });

  it('finds nothing in nothing', () => {
    expect(extractKeyPhrases([], { limit: 5 })).toEqual([]);
  });
});
