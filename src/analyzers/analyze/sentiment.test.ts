import { describe, expect, it } from 'vitest';
import { readEnglish } from './english.js';
import { scoreSentiment } from './sentiment.js';
import { splitParagraphs } from '../../text/index.js';

const sentiment = (text: string): ReturnType<typeof scoreSentiment> => scoreSentiment(readEnglish(splitParagraphs(text)));

describe('scoreSentiment', () => {
  it('labels clear praise and complaints', () => {
    expect(sentiment('This is the best film I have seen all year.')).toEqual({ score: 0.942, label: 'positive', confidence: 0.97 });
    expect(sentiment('The staff were wonderful and the room was beautiful.').label).toBe('positive');
    expect(sentiment('I love this phone.').label).toBe('positive');
    expect(sentiment('A dull, lifeless movie.').label).toBe('negative');
    expect(sentiment('Terrible customer service, never again.').label).toBe('negative');
  });

  it('reads a negation ("not good" is negative)', () => {
    expect(sentiment('The movie was good.').label).toBe('positive');
    expect(sentiment('The movie was not good.').label).toBe('negative');
  });

  it('weighs the clause after "but" over the one before', () => {
    expect(sentiment('The battery is terrible, but the screen is great.').label).toBe('positive');
  });

  it('calls plain statements of fact neutral, however their words lean', () => {
    for (const fact of [
      'The patient was given a standard dose.',
      'The company reported revenue of $3 billion for the quarter.',
      'Set the Cache-Control header to max-age=3600.',
      'The train leaves from platform four at nine.',
      'Water boils at 100 degrees Celsius at sea level.',
      'Shares fell 3 percent after the announcement.',
    ]) expect(sentiment(fact).label, fact).toBe('neutral');
  });

  it('calls a technical how-to paragraph neutral', () => {
    const howTo = 'To install the package, run npm install in the project folder. Then import the client and pass your '
      + 'API key to its constructor. Requests time out after 30 seconds by default; set the timeout option to change it.';
    expect(sentiment(howTo)).toEqual({ score: 0, label: 'neutral', confidence: 0.97 });
  });

  it('keeps a factual report with one enthusiastic quote neutral', () => {
    const report = 'The council approved the budget on Tuesday. It allocates $4 million to road repairs and $1 million to '
      + 'libraries. The vote was seven to two. "This is a wonderful day for the town," the mayor said. Work starts in March.';
    expect(sentiment(report).label).toBe('neutral');
  });

  it('is neutral with confidence 0 on no text', () => {
    expect(scoreSentiment([])).toEqual({ score: 0, label: 'neutral', confidence: 0 });
  });
});
