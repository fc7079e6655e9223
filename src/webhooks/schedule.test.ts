import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_DELAYS_MS, jitteredDelay } from './schedule.js';

describe('retry schedule', () => {
  it('waits 1, 4, 16, 64 and 256 s before the retries: 6 tries in all', () => {
    expect(DEFAULT_RETRY_DELAYS_MS).toEqual([1_000, 4_000, 16_000, 64_000, 256_000]);
  });

  it('jitters each wait within ±20 % of its base', () => {
    expect(jitteredDelay(1_000, () => 0)).toBe(800);
    expect(jitteredDelay(1_000, () => 0.5)).toBe(1_000);
    expect(jitteredDelay(1_000, () => 0.999_999)).toBe(1_200);
    expect(jitteredDelay(0, () => 0.7)).toBe(0);
  });
});
