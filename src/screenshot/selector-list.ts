/**
 * Splits a comma-separated list of CSS selectors (`hide=`) at its top-level commas: a comma
 * inside quotes, brackets or parentheses (`[data-x="a,b"]`, `:is(h1, h2)`) or escaped (`\,`)
 * belongs to its selector. Whether each part is a valid selector is the browser's to say
 * (prepare-page.ts); an empty part is refused here. Returns undefined for an empty part.
 */
export function splitSelectorList(text: string): string[] | undefined {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '\\') {
      i += 1;
    } else if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(' || char === '[') {
      depth += 1;
    } else if (char === ')' || char === ']') {
      depth = Math.max(0, depth - 1);
    } else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  const trimmed = parts.map((part) => part.trim());
  return trimmed.some((part) => part === '') ? undefined : trimmed;
}
