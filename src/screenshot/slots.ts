/** A counting semaphore: at most `size` holders at once; the rest wait in arrival order. */
export interface Slots {
  /** Resolves with the function that gives the slot back (call it exactly once). */
  acquire(): Promise<() => void>;
  active(): number;
  queued(): number;
}

export function createSlots(size: number): Slots {
  const waiting: Array<() => void> = [];
  let held = 0;

  function handOut(): () => void {
    held += 1;
    let returned = false;
    return () => {
      if (returned) return;
      returned = true;
      held -= 1;
      const next = waiting.shift();
      if (next) next();
    };
  }

  return {
    acquire() {
      if (held < size) return Promise.resolve(handOut());
      return new Promise((resolve) => waiting.push(() => resolve(handOut())));
    },
    active: () => held,
    queued: () => waiting.length,
  };
}
