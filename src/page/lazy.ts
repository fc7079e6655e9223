/**
 * A memoised view: `compute` runs on the first call only. If it throws, the view
 * holds `fallback()` instead; a page view never throws to its reader.
 */
export function lazy<T>(compute: () => T, fallback: () => T): () => T {
  let cell: { readonly value: T } | undefined;
  return () => {
    if (cell === undefined) {
      try {
        cell = { value: compute() };
      } catch {
        cell = { value: fallback() };
      }
    }
    return cell.value;
  };
}
