import { AsyncLocalStorage } from 'node:async_hooks';

/** Upstream time spent for the request being answered (fetches it ran itself, not cache hits). */
export interface UpstreamTiming {
  ms: number;
  fetches: number;
}

const storage = new AsyncLocalStorage<UpstreamTiming>();

/** Runs `next` (the rest of a request's handling) with a fresh timing record in its async context. */
export function withUpstreamTiming(next: () => void): UpstreamTiming {
  const timing: UpstreamTiming = { ms: 0, fetches: 0 };
  storage.run(timing, next);
  return timing;
}

export function addUpstreamTime(ms: number): void {
  const timing = storage.getStore();
  if (!timing) return;
  timing.ms += ms;
  timing.fetches += 1;
}
