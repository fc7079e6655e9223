/**
 * When each analysis was picked up by a thread, in memory shared with the threads: a slot per
 * analysis under way, which the thread stamps as it starts the task. (A MessagePort per task said
 * the same, but each one transferred left about a kilobyte behind in the thread's heap for good:
 * 20,000 tasks, 22 MB, so a thread's memory grew all day.)
 */
export interface PickupTimes {
  /** The memory the threads stamp (Piscina's workerData). */
  readonly shared: SharedArrayBuffer;
  /** A free slot, cleared; undefined when all are taken. */
  take(): number | undefined;
  /** When the task of `slot` was picked up (ms on the shared clock), undefined if not yet. */
  pickedUpAt(slot: number): number | undefined;
  release(slot: number): void;
}

/** Milliseconds on a clock every thread of the process reads alike (each thread's performance.now() starts at its own origin). */
export const sharedNow = (): number => performance.timeOrigin + performance.now();

export function createPickupTimes(slots: number): PickupTimes {
  const shared = new SharedArrayBuffer(Float64Array.BYTES_PER_ELEMENT * slots);
  const times = new Float64Array(shared);
  const free = Array.from({ length: slots }, (_, slot) => slots - 1 - slot);
  return {
    shared,
    take() {
      const slot = free.pop();
      if (slot !== undefined) times[slot] = 0;
      return slot;
    },
    pickedUpAt: (slot) => (times[slot]! > 0 ? times[slot] : undefined),
    release: (slot) => void free.push(slot),
  };
}

/** In a thread: stamps `slot` of the shared times as picked up now. */
export function stampPickup(shared: SharedArrayBuffer, slot: number): void {
  new Float64Array(shared)[slot] = sharedNow();
}
