import { describe, expect, it } from 'vitest';
import type { Outcome } from '../errors.js';
import { OVERLOAD_TRIES, retryOverload } from './overload-retry.js';

const busy: Outcome<string> = { ok: false, failure: { code: 'unavailable', detail: 'every analysis worker is busy', retryAfterSeconds: 2 } };
const answered: Outcome<string> = { ok: true, value: 'preview' };

function scripted(outcomes: Outcome<string>[]) {
  const calls: number[] = [];
  const waits: number[] = [];
  return {
    calls, waits,
    answer: async () => {
      calls.push(calls.length);
      return outcomes[Math.min(calls.length - 1, outcomes.length - 1)]!;
    },
    sleep: async (ms: number) => void waits.push(ms),
  };
}

describe('retryOverload', () => {
  it('tries again after a busy answer, waiting Retry-After × the try, and returns the answer that came', async () => {
    const s = scripted([busy, busy, answered]);
    expect(await retryOverload(s.answer, { stopped: () => false, sleep: s.sleep })).toEqual(answered);
    expect(s.calls).toHaveLength(3);
    expect(s.waits).toEqual([2000, 4000]);
  });

  it(`gives up after ${OVERLOAD_TRIES} tries with the last failure`, async () => {
    const s = scripted([busy]);
    expect(await retryOverload(s.answer, { stopped: () => false, sleep: s.sleep })).toEqual(busy);
    expect(s.calls).toHaveLength(OVERLOAD_TRIES);
  });

  it('does not retry the page\'s own failures, a failure without Retry-After, or a stopped job', async () => {
    const upstream: Outcome<string> = { ok: false, failure: { code: 'upstream_error', detail: 'HTTP 404', upstreamStatus: 404 } };
    const shuttingDown: Outcome<string> = { ok: false, failure: { code: 'unavailable', detail: 'the service is shutting down' } };
    for (const failure of [upstream, shuttingDown]) {
      const s = scripted([failure, answered]);
      expect(await retryOverload(s.answer, { stopped: () => false, sleep: s.sleep })).toEqual(failure);
      expect(s.calls).toHaveLength(1);
    }
    const s = scripted([busy, answered]);
    expect(await retryOverload(s.answer, { stopped: () => true, sleep: s.sleep })).toEqual(busy);
    expect(s.calls).toHaveLength(1);
  });
});
