import { describe, expect, it } from 'vitest';
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
