import type { Page } from '../../page/index.js';

const MEMOS = new WeakMap<Page, Map<string, unknown>>();

/**
 * `compute()` once per page and key: the metadata rules share views of a page (its scan, its
 * dates) the way the page shares its own. Held weakly, so it lives as long as the page does.
 */
export function memoOn<T>(page: Page, key: string, compute: () => T): T {
  let memo = MEMOS.get(page);
  if (memo === undefined) {
    memo = new Map();
    MEMOS.set(page, memo);
  }
  if (memo.has(key)) return memo.get(key) as T;
  const value = compute();
  memo.set(key, value);
  return value;
}
