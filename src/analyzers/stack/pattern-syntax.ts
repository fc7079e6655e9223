/**
 * The fingerprint pattern syntax: `regex\;version:\1\;confidence:50`. Tags follow the
 * regex, each introduced by a backslash-semicolon; `version` is a template over the
 * regex's capture groups (`\1`, and the ternary `\1?yes:no`), `confidence` an integer
 * (default 100). The same syntax names technologies in `implies` (`PHP\;confidence:50`).
 */
export interface PatternParts {
  readonly source: string;
  readonly version: string;
  readonly confidence: number;
}

const DEFAULT_CONFIDENCE = 100;

export function parsePatternSyntax(pattern: string): PatternParts {
  const [source = '', ...tags] = pattern.split('\\;');
  let version = '';
  let confidence = DEFAULT_CONFIDENCE;
  for (const tag of tags) {
    const colon = tag.indexOf(':');
    if (colon < 0) continue;
    const key = tag.slice(0, colon);
    const value = tag.slice(colon + 1);
    if (key === 'version') version = value;
    if (key === 'confidence') confidence = parseConfidence(value);
  }
  return { source, version, confidence };
}

function parseConfidence(value: string): number {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? Math.max(0, Math.min(100, n)) : DEFAULT_CONFIDENCE;
}

/**
 * A capture longer than this is treated as unmatched: it is a hash or a timestamp, not
 * a version (the reference implementation applies the same cut).
 */
const MAX_GROUP_CHARS = 10;

/**
 * Fills a version template from a match's capture groups: `\N?a:b` becomes `a` when
 * group N matched (non-empty) else `b`; `\N` becomes the group's text; references to
 * groups that do not exist vanish.
 */
export function resolveVersion(template: string, groups: ArrayLike<string | undefined>): string {
  if (template === '') return '';
  let version = template;
  for (let index = 1; index < groups.length; index++) {
    const raw = groups[index];
    const value = raw !== undefined && raw.length <= MAX_GROUP_CHARS ? raw : '';
    version = replaceTernary(version, index, value);
    version = version.split(`\\${index}`).join(value);
  }
  return version.replace(/\\\d/g, '').trim();
}

function replaceTernary(template: string, index: number, value: string): string {
  const ternary = new RegExp(`\\\\${index}\\?([^:]+):(.*)$`).exec(template);
  if (!ternary) return template;
  return template.slice(0, ternary.index) + (value ? (ternary[1] ?? '') : (ternary[2] ?? ''));
}
