import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { detached } from './detached.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Heap growth, in MB, from keeping one short substring each of 20 fresh 2 MB pages (after a full collection). */
function heapKeptBy(keep: (substring: string) => string): number {
  const kept: string[] = [];
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < 20; i++) {
    const page = `${String(i).repeat(1 << 20)} class="entry-content article-body" ${'y'.repeat(1 << 20)}`;
    const start = page.indexOf('entry-content');
    kept.push(keep(page.slice(start, start + 26)));
  }
  gc();
  expect(kept.every((k) => k === 'entry-content article-body')).toBe(true);
  return (process.memoryUsage().heapUsed - before) / 2 ** 20;
}

describe('detached', () => {
  it('returns the same characters', () => {
    for (const text of ['', 'a', 'entry-content', 'ü'.repeat(40), '日本語のクラス名'.repeat(5)]) expect(detached(text)).toBe(text);
  });

  it('keeps no page alive, where the substring itself keeps each one', () => {
    expect(heapKeptBy((s) => s)).toBeGreaterThan(20);
    // The last page may still sit in a register: one page, not twenty.
    expect(heapKeptBy(detached)).toBeLessThan(6);
  });
});
