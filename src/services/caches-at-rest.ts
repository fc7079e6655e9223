import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { IdleEmptying } from './byte-lru.js';

/**
 * The in-memory caches (PAGELENS_MEMORY_CACHE_MB) empty after this long without a call, as idle
 * analysis threads end: a service at rest gives their memory back (docs/operations.md#memory). A
 * hit after that reads the store, and a page is fetched again.
 */
export const CACHES_IDLE_MS = 30_000;

/** Caches emptied within this of each other are collected once. */
const COLLECT_AFTER_MS = 1000;
/**
 * Collections in a row, this far apart: V8 frees the pages of its heap only a collection after they
 * emptied, so one leaves the heap committed (59 MB for 34 MB in use); three bring it to 44 MB.
 */
const COLLECTIONS = 3;
const COLLECTION_GAP_MS = 3000;

/**
 * How the service's caches behave at rest: each empties after CACHES_IDLE_MS unused, and full
 * garbage collections follow. It must: a process with no calls allocates nothing, so V8 would not
 * collect on its own, and what the caches held would stay resident until the next burst.
 */
export function cachesAtRest(afterMs = CACHES_IDLE_MS): IdleEmptying {
  let collecting: NodeJS.Timeout | undefined;
  return {
    afterMs,
    onEmptied() {
      collecting ??= setTimeout(() => {
        collecting = undefined;
        collectInTurn(COLLECTIONS);
      }, COLLECT_AFTER_MS).unref();
    },
  };
}

function collectInTurn(left: number): void {
  fullCollection();
  if (left > 1) setTimeout(() => collectInTurn(left - 1), COLLECTION_GAP_MS).unref();
}

/**
 * A full, synchronous collection of the main heap. V8 offers it only under --expose-gc, which
 * `node dist/cli.js serve` is not given. The flag is set as this module loads (with the service,
 * before any analysis thread starts: V8's flags are the process's, and not to be changed while
 * other threads run), and installs `gc` in the context made after it.
 */
const fullCollection: () => void = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();
