/**
 * At most `running` tasks at once and at most `waiting` in line behind them: a task past that
 * is turned away at once (`enter` answers false) rather than queued without bound.
 */
export interface Admission {
  /** Resolves true when the caller may start; false when the line is full or `signal` fired while waiting. */
  enter(signal?: AbortSignal): Promise<boolean>;
  leave(): void;
  readonly running: number;
  readonly waiting: number;
}

export function createAdmission(limits: { readonly running: number; readonly waiting: number }): Admission {
  let running = 0;
  const line: Array<(admitted: boolean) => void> = [];
  return {
    enter(signal) {
      if (running < limits.running) {
        running += 1;
        return Promise.resolve(true);
      }
      if (line.length >= limits.waiting || signal?.aborted) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        const onAbort = (): void => {
          const at = line.indexOf(admit);
          if (at !== -1) line.splice(at, 1);
          resolve(false);
        };
        const admit = (admitted: boolean): void => {
          signal?.removeEventListener('abort', onAbort);
          resolve(admitted);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        line.push(admit);
      });
    },
    leave() {
      const next = line.shift();
      if (next) next(true); // the slot passes straight to the next in line
      else running -= 1;
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
  };
}
