import { describe, expect, it } from 'vitest';
import { answersOf } from './hit-answers.js';

const analysis = { result: { title: 'Caching' }, analyzedAt: '2026-11-25T10:00:00.000Z' };
const compose = answersOf((target, { result, analyzedAt }: typeof analysis, cached) => ({ url: target.href, ...result, cached, at: analyzedAt }));

describe('answersOf', () => {
  it('gives every hit on one analysis and URL the same answer object', () => {
    const target = new URL('https://example.com/a');
    const first = compose(target, { value: analysis, cached: true });
    expect(first).toEqual({ url: 'https://example.com/a', title: 'Caching', cached: true, at: analysis.analyzedAt });
    expect(compose(new URL('https://example.com/a'), { value: analysis, cached: true })).toBe(first);
  });

  it('builds a miss afresh, as not cached, and keeps nothing for it', () => {
    const target = new URL('https://example.com/miss');
    const miss = compose(target, { value: analysis, cached: false });
    expect(miss.cached).toBe(false);
    expect(compose(target, { value: analysis, cached: false })).not.toBe(miss);
  });

  it('answers a URL that shares the cache entry (another fragment) with its own url', () => {
    const plain = compose(new URL('https://example.com/b'), { value: analysis, cached: true });
    const fragment = compose(new URL('https://example.com/b#part'), { value: analysis, cached: true });
    expect(fragment.url).toBe('https://example.com/b#part');
    expect(plain.url).toBe('https://example.com/b');
  });
});
