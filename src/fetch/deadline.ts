/**
 * One deadline over a whole fetch (every hop's connect, headers and body), merged with
 * the caller's signal. `signal` aborts at the deadline or when the caller aborts.
 */
export interface Deadline {
  readonly signal: AbortSignal;
  readonly timeoutMs: number;
  /** Why the signal fired, if it did. */
  state(): 'running' | 'timed_out' | 'cancelled';
  /**
   * Settles like `work`, or rejects when the signal fires. undici only notices an abort
   * once a request is on a connection, so a hanging resolver or connect needs this.
   */
  race<T>(work: Promise<T>): Promise<T>;
  dispose(): void;
}

export function startDeadline(timeoutMs: number, outer?: AbortSignal): Deadline {
  const controller = new AbortController();
  let fired: 'running' | 'timed_out' | 'cancelled' = 'running';
  const abort = (why: 'timed_out' | 'cancelled', reason: unknown): void => {
    if (fired !== 'running') return;
    fired = why;
    controller.abort(reason);
  };
  const timer = setTimeout(() => abort('timed_out', new Error(`deadline of ${timeoutMs} ms passed`)), timeoutMs);
  const onOuterAbort = (): void => abort(isTimeoutReason(outer?.reason) ? 'timed_out' : 'cancelled', outer?.reason);
  if (outer?.aborted) onOuterAbort();
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    timeoutMs,
    state: () => fired,
    race: (work) => raceSignal(work, controller.signal),
    dispose() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}

function isTimeoutReason(reason: unknown): boolean {
  return reason instanceof Error && reason.name === 'TimeoutError';
}

function raceSignal<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => {}); // a late rejection after the deadline is not an unhandled one
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
