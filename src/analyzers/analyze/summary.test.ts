import { describe, expect, it } from 'vitest';
import { readEnglish } from './english.js';
import { summarize } from './summary.js';

const sentences = readEnglish([
  'Solar panels now supply a fifth of the town’s electricity, the council said on Monday.',
  'The panels sit on the roofs of schools, the library and the swimming pool.',
  'Menu',
  'Electricity from the panels is cheaper than electricity bought from the grid, and the schools save money every month.',
  'The council plans more panels on the roofs of the town hall next year.',
  'Residents can see how much electricity the panels produce on a screen in the library.',
  'The weather in May was unusually sunny, which helped the panels produce more electricity.',
]);

describe('summarize', () => {
  it('picks central prose sentences, skipping fragments such as menu items', () => {
    const summary = summarize(sentences, new Set(['solar', 'panel']));
    expect(summary.brief).toBe('Solar panels now supply a fifth of the town’s electricity, the council said on Monday.');
    expect(summary.key_points).toHaveLength(3);
    expect(summary.key_points).not.toContain('Menu');
    expect(summary.detailed.split('. ').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps key points in reading order', () => {
    const points = summarize(sentences, new Set()).key_points;
    const order = points.map((p) => sentences.findIndex((s) => s.text === p));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('is empty for no sentences', () => {
    expect(summarize([], new Set())).toEqual({ brief: '', detailed: '', key_points: [] });
  });
});
