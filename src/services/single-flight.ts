/** Concurrent calls with the same key share one in-flight promise. */
export interface SingleFlight<T> {
  join(key: string, work: () => Promise<T>): Promise<T>;
  readonly inFlight: number;
}

export function createSingleFlight<T>(): SingleFlight<T> {
  const pending = new Map<string, Promise<T>>();
  return {
    join(key, work) {
      const existing = pending.get(key);
      if (existing) return existing;
      const promise = work().finally(() => pending.delete(key));
      pending.set(key, promise);
      return promise;
    },
    get inFlight() {
      return pending.size;
    },
  };
}
