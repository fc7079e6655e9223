import { describe, expect, it } from 'vitest';
import { emptyMeasure, measureText } from './text-metrics.js';

const measure = (text: string) => {
  const m = emptyMeasure();
  measureText(text, m);
  return m;
};

describe('measureText', () => {
  it('counts non-space characters, sentence ends and clause separators', () => {
    expect(measure(' Hello, world.  Is pi 3.14? Yes!\u00a0')).toEqual({ weight: 25, sentences: 3, commas: 1 });
  });

  it('weighs characters of unspaced scripts three times', () => {
    expect(measure('日本語の文章です。')).toEqual({ weight: 25, sentences: 1, commas: 0 });
  });

  it('knows Arabic and Devanagari punctuation', () => {
    expect(measure('مرحبا، كيف حالك؟')).toEqual({ weight: 14, sentences: 1, commas: 1 });
    expect(measure('नमस्ते।')).toEqual({ weight: 7, sentences: 1, commas: 0 });
  });

  it('accumulates', () => {
    const m = emptyMeasure();
    measureText('a.', m);
    measureText(' b,', m);
    expect(m).toEqual({ weight: 4, sentences: 1, commas: 1 });
  });
});
