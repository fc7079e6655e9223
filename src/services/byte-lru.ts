/**
 * A least-recently-used map (nearly: a hit moves an entry only from the older half, see `get`)
 * bounded by bytes rather than entries (each entry states its size), with an expiry per entry.
 * An entry larger than `maxEntryBytes` is not kept, so one huge value cannot empty the cache of
 * everything else.
 */
export interface ByteLru<V> {
  get(key: string, now: number): V | undefined;
  set(key: string, value: V, bytes: number, expiresAt: number): void;
  delete(key: string): void;
  readonly bytes: number;
  readonly size: number;
}

export interface ByteLruOptions {
  readonly maxBytes: number;
  /** Default: an eighth of maxBytes. */
  readonly maxEntryBytes?: number;
  /** Default: entries are kept until evicted or expired, however long the map is unused. */
  readonly emptyWhenIdle?: IdleEmptying;
}

/**
 * Empty the map once no entry has been read or written for `afterMs` (wall-clock), so that a
 * process at rest gives back what a burst filled it with; `onEmptied` is told when it happens.
 */
export interface IdleEmptying {
  readonly afterMs: number;
  readonly onEmptied?: () => void;
}

interface Entry<V> {
  readonly value: V;
  readonly bytes: number;
  readonly expiresAt: number;
  /** When it last moved to the most recent end (a count of moves, not time). */
  movedAt: number;
}

export function createByteLru<V>(options: ByteLruOptions): ByteLru<V> {
  const maxEntryBytes = options.maxEntryBytes ?? Math.floor(options.maxBytes / 8);
  // Map order is recency order: the first key is the least recently used.
  const entries = new Map<string, Entry<V>>();
  let bytes = 0;
  let moves = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const clear = () => {
    entries.clear();
    bytes = 0;
  };
  const { emptyWhenIdle } = options;
  const idle = emptyWhenIdle && idleRelease(emptyWhenIdle.afterMs, () => entries.size > 0, () => {
    clear();
    emptyWhenIdle.onEmptied?.();
  });
  return {
    get(key, now) {
      idle?.used();
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        remove(key);
        return undefined;
      }
      // Moved to the recent end only from the older half: an entry moved fewer than size/2 moves
      // ago stays where it is, so a hit on a hot entry costs one map read instead of a delete and
      // a re-insert. The order is then nearly LRU: such an entry can go before at most half the
      // entries, those moved after it but read less recently.
      if (moves - entry.movedAt >= entries.size / 2) {
        entries.delete(key);
        entry.movedAt = ++moves;
        entries.set(key, entry);
      }
      return entry.value;
    },
    set(key, value, size, expiresAt) {
      remove(key);
      if (size > maxEntryBytes) return;
      entries.set(key, { value, bytes: size, expiresAt, movedAt: ++moves });
      idle?.filled();
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= options.maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}

interface IdleRelease {
  /** A read: the thing is in use. */
  used(): void;
  /** A write: in use, and holding something to release later. */
  filled(): void;
}

/**
 * Calls `release` once neither `used` nor `filled` was called for `idleMs`. One timer at most,
 * armed from a write until `holding()` is false (an emptied map keeps none), and unref'd: it never
 * holds a process up.
 */
function idleRelease(idleMs: number, holding: () => boolean, release: () => void): IdleRelease {
  let lastUse = 0;
  let timer: NodeJS.Timeout | undefined;
  const arm = (delayMs: number) => {
    timer = holding() ? setTimeout(check, delayMs).unref() : undefined;
  };
  function check() {
    const idleFor = Date.now() - lastUse;
    if (idleFor >= idleMs) {
      release();
      timer = undefined;
    } else {
      arm(idleMs - idleFor);
    }
  }
  return {
    used() {
      lastUse = Date.now();
    },
    filled() {
      lastUse = Date.now();
      if (timer === undefined) arm(idleMs);
    },
  };
}
