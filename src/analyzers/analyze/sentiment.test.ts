import { describe, expect, it } from 'vitest';
import { readEnglish } from './english.js';
import { POLARITY_THRESHOLD, labelOf, scoreSentiment } from './sentiment.js';
import { splitParagraphs } from '../../text/index.js';

const sentiment = (text: string): ReturnType<typeof scoreSentiment> => scoreSentiment(readEnglish(splitParagraphs(text)));

describe('scoreSentiment', () => {
  it('labels plain praise, complaints and facts', () => {
    expect(sentiment('The staff were wonderful and the room was beautiful.').label).toBe('positive');
    expect(sentiment('The food was cold and the waiter was rude.').label).toBe('negative');
    expect(sentiment('The train leaves from platform four at nine.').label).toBe('neutral');
  });

  it('flips and weakens negated words ("not bad")', () => {
    const negated = sentiment('The soup was not bad.');
    expect(negated.label).toBe('positive');
    expect(negated.score).toBeLessThan(-sentiment('The soup was bad.').score);
  });

  it('weighs the clause after "but" over the one before', () => {
    expect(sentiment('The screen is great, but the battery is terrible.').label).toBe('negative');
    expect(sentiment('The battery is terrible, but the screen is great.').label).toBe('positive');
  });

  it('scores fixed expressions as a whole', () => {
    expect(sentiment("I can't recommend this blender enough.").label).toBe('positive');
    expect(sentiment('The printer stopped working after a week.').label).toBe('negative');
  });

  it('reads a word by its sense: a patient is not patience', () => {
    expect(sentiment('The patient was given a standard dose.').label).toBe('neutral');
    expect(sentiment('The nurses were kind and patient.').label).toBe('positive');
  });

  it('is neutral with confidence 0 on no text', () => {
    expect(scoreSentiment([])).toEqual({ score: 0, label: 'neutral', confidence: 0 });
  });
});

describe('labelOf', () => {
  it('maps the distance from the neutral band to confidence', () => {
    expect(labelOf(0)).toEqual({ label: 'neutral', confidence: 0.95 });
    expect(labelOf(POLARITY_THRESHOLD)).toEqual({ label: 'positive', confidence: 0.5 });
    expect(labelOf(-1)).toEqual({ label: 'negative', confidence: 0.99 });
  });
});
