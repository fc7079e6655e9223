import { describe, expect, it } from 'vitest';
import { createHostGate } from './host-gate.js';

/** A clock whose sleeps end in time order as soon as every task is waiting: hours run in ms. */
function virtualTime() {
  let now = 0;
  const timers: Array<{ at: number; wake: () => void }> = [];
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    clock: { now: () => now },
    sleep: (ms: number) => new Promise<void>((wake) => timers.push({ at: now + ms, wake })),
    async runUntilIdle(): Promise<void> {
      for (await settle(); timers.length > 0; await settle()) {
        timers.sort((a, b) => a.at - b.at);
        const timer = timers.shift()!;
        now = timer.at;
        timer.wake();
      }
    },
  };
}

describe('createHostGate', () => {
  it('starts requests at least intervalMs apart, in the order they asked', async () => {
    const time = virtualTime();
    const gate = createHostGate({ concurrency: 1, intervalMs: 2000, ...time, signal: new AbortController().signal });
    const starts: Array<[string, number]> = [];
    const runs = ['a', 'b', 'c', 'd'].map((name) => gate.withSlot(async () => void starts.push([name, time.clock.now()])));
    await time.runUntilIdle();
    await Promise.all(runs);
    expect(starts).toEqual([['a', 0], ['b', 2000], ['c', 4000], ['d', 6000]]);
  });

  it('lets at most `concurrency` run at once, and hands a freed slot to the next', async () => {
    const time = virtualTime();
    const gate = createHostGate({ concurrency: 2, intervalMs: 0, ...time, signal: new AbortController().signal });
    let active = 0;
    let most = 0;
    const finished: number[] = [];
    const runs = [30, 10, 20, 10, 5].map((ms, i) => gate.withSlot(async () => {
      active += 1;
      most = Math.max(most, active);
      await time.sleep(ms);
      active -= 1;
      finished.push(i);
    }));
    await time.runUntilIdle();
    await Promise.all(runs);
    expect(most).toBe(2);
    expect(finished).toEqual([1, 0, 2, 4, 3]);
  });

  it('a failing task frees its slot', async () => {
    const time = virtualTime();
    const gate = createHostGate({ concurrency: 1, intervalMs: 0, ...time, signal: new AbortController().signal });
    await expect(gate.withSlot(async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    await expect(gate.withSlot(async () => 'next')).resolves.toBe('next');
  });
});
