import { describe, expect, it } from 'vitest';
import { readEnglish } from './english.js';
import { negationMarked, positiveProbability, sentimentWords, unpack, wordPairs } from './sentiment-model.js';
import { opinionProbability } from './subjectivity.js';

const words = (text: string): string[] => readEnglish([text]).flatMap((s) => sentimentWords(s.tokens));

describe('sentimentWords', () => {
  it('reads joined and pre-split contractions alike, digits as 0', () => {
    expect(words("It doesn't work, I can't say.")).toEqual(words("it does n't work , i ca n't say ."));
    expect(words('It costs 45 dollars.')).toEqual(['it', 'costs', '00', 'dollars', '.']);
  });
});

describe('negationMarked', () => {
  it('marks words after a negator up to punctuation or a contrast word', () => {
    expect(negationMarked(['not', 'good', 'at', 'all', ',', 'fine'])).toEqual(['not', 'NOT_good', 'NOT_at', 'NOT_all', ',', 'fine']);
    expect(negationMarked(['never', 'dull', 'but', 'long'])).toEqual(['never', 'NOT_dull', 'but', 'long']);
  });
});

describe('wordPairs', () => {
  it('pairs adjacent words with start and end marks', () => {
    expect(wordPairs(['very', 'good'])).toEqual(['<s> very', 'very good', 'good </s>']);
  });
});

describe('unpack', () => {
  it('decodes base64 signed integers times the scale', () => {
    expect([...unpack({ bits: 8, scale: 0.5, data: Buffer.from(Int8Array.of(2, -4, 127)).toString('base64') })]).toEqual([1, -2, 63.5]);
    expect([...unpack({ bits: 16, scale: 0.001, data: Buffer.from(Int16Array.of(1000, -2500).buffer).toString('base64') })].map((v) => Math.round(v * 1000) / 1000)).toEqual([1, -2.5]);
  });
});

describe('the shipped models', () => {
  it('give opinions a polarity and a negation its turn', () => {
    expect(positiveProbability(words('A warm, funny and beautifully acted film.'))).toBeGreaterThan(0.8);
    expect(positiveProbability(words('A dull, lifeless and badly written mess.'))).toBeLessThan(0.2);
    expect(positiveProbability(words('The movie was not good.'))).toBeLessThan(0.5);
  });

  it('tell opinions from statements of fact', () => {
    const opinion = (text: string): number => opinionProbability(words(text), readEnglish([text]).flatMap((s) => s.tokens));
    expect(opinion('This is the best film I have seen all year.')).toBeGreaterThan(0.9);
    expect(opinion('The company reported revenue of $3 billion for the quarter.')).toBeLessThan(0.1);
  });
});
