import type { KeyWithAccount } from '../account-ports.js';
import type { SqliteDatabase } from './open-database.js';

/** Hashes remembered at most, found or not (a flood of made-up keys only empties it). */
const MAX_REMEMBERED = 10_000;

export interface RememberedKeys {
  find(hash: string): KeyWithAccount | undefined;
  /** After any write of this connection to accounts or keys. */
  forget(): void;
}

/** How often SQLite is asked whether another connection wrote (reading `data_version` is cheap, not free). */
const CHECK_EVERY_MS = 25;

/**
 * Key lookups by hash, remembered until the database changes: this store's own writes forget
 * everything at once, and SQLite's `data_version`, read at most every 25 ms, moves whenever
 * another connection (a CLI command beside the server) commits — so a revoked, rotated or
 * re-scoped key is refused on the next request, or within 25 ms of a write by another process,
 * for the cost of a map lookup instead of a joined query per keyed call.
 */
export function rememberKeys(db: SqliteDatabase, lookup: (hash: string) => KeyWithAccount | undefined, now: () => number = performance.now.bind(performance)): RememberedKeys {
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  // null: looked up and not found.
  const remembered = new Map<string, KeyWithAccount | null>();
  let version: unknown;
  let checkedAt = Number.NEGATIVE_INFINITY;
  return {
    find(hash) {
      const at = now();
      if (at - checkedAt >= CHECK_EVERY_MS) {
        checkedAt = at;
        const current = dataVersion.get();
        if (current !== version) {
          remembered.clear();
          version = current;
        }
      }
      const known = remembered.get(hash);
      if (known !== undefined) return known ?? undefined;
      const found = lookup(hash);
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(hash, found ?? null);
      return found;
    },
    forget: () => remembered.clear(),
  };
}
