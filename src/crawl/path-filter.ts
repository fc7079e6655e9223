import picomatch from 'picomatch';
import { fail, succeed, type Outcome } from '../errors.js';

/** Longer globs are refused: a glob compiles to a regular expression. */
export const MAX_GLOB_LENGTH = 1_000;
export const MAX_GLOBS = 100;

export type PathFilter = (url: URL) => boolean;

/**
 * The text a glob is matched against: the URL's path, percent-decoded where the escapes
 * decode (`/caf%C3%A9` → `/café`), with its leading `/`; never the host, query or fragment.
 */
export function globSubject(url: URL): string {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

// picomatch reads `/**/x` as needing at least one segment before `x`; under a fixed first
// segment (`p/**/x`) `**` also matches none, so both sides are matched under one.
const ROOT = 'p';

function compile(glob: string): (subject: string) => boolean {
  const anchored = glob.startsWith('/') ? glob : `/${glob}`;
  const match = picomatch(`${ROOT}${anchored}`, { dot: true });
  return (subject) => match(`${ROOT}${subject}`);
}

function checkGlobs(name: string, globs: readonly string[]): Outcome<void> {
  if (globs.length > MAX_GLOBS) return fail('invalid_parameter', `${name} has more than ${MAX_GLOBS} globs`);
  const bad = globs.find((glob) => typeof glob !== 'string' || glob.trim() === '' || glob.length > MAX_GLOB_LENGTH);
  if (bad !== undefined) return fail('invalid_parameter', `${name} globs must be non-empty strings of at most ${MAX_GLOB_LENGTH} characters`);
  return succeed(undefined);
}

/**
 * A URL passes when its path matches at least one `include` glob (or `include` is empty) and
 * no `exclude` glob. Globs are picomatch globs over the path (see {@link globSubject}):
 * `*` stays within one segment, `**` spans any number (none included), `?`, `[…]`, `{a,b}`;
 * matching is case-sensitive and `*` also matches names starting with a dot. A glob without a
 * leading `/` is read with one: `blog/**` is `/blog/**`, which matches `/blog` and everything below.
 */
export function createPathFilter(include: readonly string[], exclude: readonly string[]): Outcome<PathFilter> {
  for (const [name, globs] of [['include', include], ['exclude', exclude]] as const) {
    const checked = checkGlobs(name, globs);
    if (!checked.ok) return checked;
  }
  const includes = include.map(compile);
  const excludes = exclude.map(compile);
  return succeed((url) => {
    const subject = globSubject(url);
    if (includes.length > 0 && !includes.some((match) => match(subject))) return false;
    return !excludes.some((match) => match(subject));
  });
}
