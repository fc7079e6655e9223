import { KEY_USE_WRITE_INTERVAL_MS } from './account-ports.js';

/** Keys remembered before the map is cleared (a clear only costs one extra write per key). */
const MAX_TRACKED_KEYS = 100_000;

/**
 * Wraps a "write last_used_at" statement so a key in steady use costs one map lookup per
 * request and one write a minute. Writes are not awaited by the caller; a failed one is
 * dropped (the next minute's write repairs it).
 */
export function keyUseRecorder(write: (id: string, at: number) => unknown): (id: string, at: number) => void {
  const written = new Map<string, number>();
  return (id, at) => {
    const last = written.get(id);
    if (last !== undefined && at - last < KEY_USE_WRITE_INTERVAL_MS) return;
    if (written.size >= MAX_TRACKED_KEYS) written.clear();
    written.set(id, at);
    try {
      const result = write(id, at);
      if (result instanceof Promise) result.catch(() => written.delete(id));
    } catch {
      written.delete(id);
    }
  };
}
