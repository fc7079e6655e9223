import { describe, expect, it } from 'vitest';
import { createWriteBehindCounters, type CounterChange, type CounterRows } from './write-behind-counters.js';

function rowsOf(stored: Record<string, number>) {
  const calls = { load: 0, lower: 0, saved: [] as CounterChange[] };
  const rows: CounterRows = {
    load: (key, windowId) => {
      calls.load += 1;
      return stored[`${key}/${windowId}`];
    },
    lower: (key, windowId) => {
      calls.lower += 1;
      stored[`${key}/${windowId}`] = Math.max(0, (stored[`${key}/${windowId}`] ?? 0) - 1);
    },
    saveAll: (changes) => void calls.saved.push(...changes),
  };
  return { rows, calls };
}

describe('write-behind counters', () => {
  it('peek reads a stored counter once, then from memory, and writes nothing', () => {
    const { rows, calls } = rowsOf({ 'ip/day': 3 });
    const counters = createWriteBehindCounters(rows, { flushIntervalMs: 60_000, maxCleanEntries: 100 });
    for (let i = 0; i < 5; i++) expect(counters.peek('ip', 'day')).toBe(3);
    expect(counters.peek('other', 'day')).toBe(0);
    expect(calls.load).toBe(2);
    counters.close();
    expect(calls.saved).toEqual([]);
  });

  it('a consume after a peek counts on and is saved with its expiry', () => {
    const { rows, calls } = rowsOf({ 'ip/day': 3 });
    const counters = createWriteBehindCounters(rows, { flushIntervalMs: 60_000, maxCleanEntries: 100 });
    counters.peek('ip', 'day');
    expect(counters.consume('ip', 'day', 10, 1234)).toEqual({ admitted: true, count: 4 });
    counters.close();
    expect(calls.saved).toEqual([{ key: 'ip', windowId: 'day', count: 4, expiresAt: 1234 }]);
  });

  it('a refund of a counter only peeked at lowers the stored row, never saving one without its expiry', () => {
    const stored = { 'ip/day': 3 };
    const { rows, calls } = rowsOf(stored);
    const counters = createWriteBehindCounters(rows, { flushIntervalMs: 60_000, maxCleanEntries: 100 });
    counters.peek('ip', 'day');
    counters.refund('ip', 'day');
    expect(counters.peek('ip', 'day')).toBe(2);
    expect(stored['ip/day']).toBe(2);
    counters.close();
    expect(calls.saved).toEqual([]);
  });
});
