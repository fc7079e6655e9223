import { detached } from '../../text/detached.js';

/**
 * A pure function of a string, remembered across pages: the same class names, tokens and
 * language tags come back page after page. Holds at most `limit` keys (then forgets them all at
 * once and starts again), and never keys longer than `maxKeyChars`, which are computed each time.
 */
export function memoizeByString<T>(compute: (key: string) => T, limit: number, maxKeyChars = 500): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    if (key.length > maxKeyChars) return compute(key);
    const value = known.get(key);
    if (value !== undefined || known.has(key)) return value as T;
    const computed = compute(key);
    if (known.size >= limit) known.clear();
    known.set(detached(key), computed);
    return computed;
  };
}
