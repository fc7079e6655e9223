/** Re-serialised markup quoted as evidence: the tag or header that decided a check. */

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** `<tag a="1" b="2">` from attributes in the given order; undefined values are left out. */
export function tagEvidence(tag: string, attributes: ReadonlyArray<readonly [string, string | undefined]>): string {
  const parts = attributes
    .filter((a): a is readonly [string, string] => a[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);
  return `<${tag}${parts.join('')}>`;
}

export function headerEvidence(name: string, value: string): string {
  return `${name}: ${value}`;
}
