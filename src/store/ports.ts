/**
 * The storage ports. Each has an embedded adapter (SQLite under PAGELENS_DATA_DIR);
 * shared adapters plug in behind the same interfaces.
 */

export interface CounterConsumption {
  /** True when this call was admitted (the counter was below the limit and was raised). */
  readonly admitted: boolean;
  /** The counter's value after this call. */
  readonly count: number;
}

export interface CounterStore {
  /**
   * Atomically raise the counter `key` in `windowId` by one unless it already reached `limit`.
   * Concurrent callers (threads or processes) can never push it past the limit.
   */
  consume(key: string, windowId: string, limit: number, expiresAt: number): Promise<CounterConsumption>;
  /** The current value (0 when the window has no entry). */
  peek(key: string, windowId: string): Promise<number>;
  /** Gives back one admitted call (it failed for the service's own reasons); never below 0. */
  refund(key: string, windowId: string): Promise<void>;
}

export interface CachedEntry {
  readonly value: string;
  /** Unix ms after which the entry is gone. */
  readonly expiresAt: number;
}

export interface CacheStore {
  get(key: string, now: number): Promise<CachedEntry | undefined>;
  set(key: string, value: string, expiresAt: number): Promise<void>;
}

export interface StoredBlob {
  readonly contentType: string;
  readonly bytes: Buffer;
  /** Unix ms after which the blob is gone. */
  readonly expiresAt: number;
}

/** Binary objects with an expiry (screenshots); expired ones are never served and are purged. */
export interface BlobStore {
  put(key: string, blob: StoredBlob): Promise<void>;
  get(key: string, now: number): Promise<StoredBlob | undefined>;
}

export interface Stores {
  readonly counters: CounterStore;
  readonly cache: CacheStore;
  readonly blobs: BlobStore;
  /** Drop cache entries, blobs and counter windows whose expiry has passed; returns how many. */
  purgeExpired(now: number): Promise<number>;
  close(): Promise<void>;
}
