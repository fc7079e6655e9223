/**
 * Cookie names and values from raw Set-Cookie header values: the `name=value` pair before
 * the first `;`. Names are lower-cased (the data's cookie rules are case-insensitive).
 * A pair without `=` is a value with an empty name (RFC 6265 §5.2) and is skipped.
 */
export function parseSetCookies(setCookies: readonly string[]): Map<string, string[]> {
  const cookies = new Map<string, string[]>();
  for (const header of setCookies) {
    const pair = header.split(';', 1)[0] ?? '';
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim().toLowerCase();
    const value = pair.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    if (name !== '') cookies.set(name, [...(cookies.get(name) ?? []), value]);
  }
  return cookies;
}
