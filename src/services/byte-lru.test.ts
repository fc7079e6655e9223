import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createByteLru } from './byte-lru.js';

describe('byte-bounded LRU', () => {
  it('evicts the least recently used entries once the bytes pass the bound', () => {
    const lru = createByteLru<string>({ maxBytes: 100, maxEntryBytes: 60 });
    lru.set('a', 'A', 40, Infinity);
    lru.set('b', 'B', 40, Infinity);
    expect(lru.get('a', 0)).toBe('A'); // a is now the most recent
    lru.set('c', 'C', 40, Infinity);
    expect(lru.get('b', 0)).toBeUndefined();
    expect(lru.get('a', 0)).toBe('A');
    expect(lru.get('c', 0)).toBe('C');
    expect(lru.bytes).toBe(80);
  });

  it('keeps no entry larger than its share, and drops expired entries when read', () => {
    const lru = createByteLru<string>({ maxBytes: 100, maxEntryBytes: 60 });
    lru.set('huge', 'H', 61, Infinity);
    expect(lru.size).toBe(0);
    lru.set('old', 'O', 10, 5);
    expect(lru.get('old', 4)).toBe('O');
    expect(lru.get('old', 5)).toBeUndefined();
    expect(lru.bytes).toBe(0);
  });

  it('replacing a key counts its bytes once', () => {
    const lru = createByteLru<number>({ maxBytes: 100 });
    lru.set('k', 1, 10, Infinity);
    lru.set('k', 2, 12, Infinity);
    expect(lru.bytes).toBe(12);
    expect(lru.get('k', 0)).toBe(2);
  });
});

describe('byte-bounded LRU recency', () => {
  it('never evicts an entry read since the least recent half was last renewed', () => {
    // 10 entries of 10 bytes fill it; every read entry must outlive every unread one.
    const lru = createByteLru<number>({ maxBytes: 100, maxEntryBytes: 10 });
    for (let i = 0; i < 10; i += 1) lru.set(`k${i}`, i, 10, Infinity);
    for (const i of [0, 1, 2, 8, 9]) expect(lru.get(`k${i}`, 0)).toBe(i);
    for (let i = 10; i < 15; i += 1) lru.set(`k${i}`, i, 10, Infinity);
    for (const i of [0, 1, 2, 8, 9]) expect(lru.get(`k${i}`, 0)).toBe(i);
    for (const i of [3, 4, 5, 6, 7]) expect(lru.get(`k${i}`, 0)).toBeUndefined();
  });
});

describe('byte-bounded LRU at rest', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('empties once nothing has read or written it for emptyWhenIdle.afterMs, and fills again after', () => {
    const onEmptied = vi.fn();
    const lru = createByteLru<string>({ maxBytes: 100, emptyWhenIdle: { afterMs: 1000, onEmptied } });
    lru.set('a', 'A', 10, Infinity);
    vi.advanceTimersByTime(999);
    expect(lru.size).toBe(1);
    vi.advanceTimersByTime(1);
    expect([lru.size, lru.bytes]).toEqual([0, 0]);
    expect(onEmptied).toHaveBeenCalledTimes(1);
    lru.set('b', 'B', 10, Infinity);
    vi.advanceTimersByTime(1000);
    expect(lru.get('b', 0)).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is kept while read, and counts the idle time from the last read', () => {
    const lru = createByteLru<string>({ maxBytes: 100, emptyWhenIdle: { afterMs: 1000 } });
    lru.set('a', 'A', 10, Infinity);
    for (let i = 0; i < 5; i += 1) {
      vi.advanceTimersByTime(600);
      expect(lru.get('a', 0)).toBe('A');
    }
    vi.advanceTimersByTime(999);
    expect(lru.size).toBe(1);
    vi.advanceTimersByTime(1);
    expect(lru.size).toBe(0);
  });

  it('keeps no timer while empty, nor without the option', () => {
    const idle = createByteLru<string>({ maxBytes: 100, emptyWhenIdle: { afterMs: 1000 } });
    expect(idle.get('a', 0)).toBeUndefined();
    idle.set('huge', 'H', 90, Infinity); // over the share of one entry: not kept
    const plain = createByteLru<string>({ maxBytes: 100 });
    plain.set('a', 'A', 10, Infinity);
    expect(vi.getTimerCount()).toBe(0);
  });
});
