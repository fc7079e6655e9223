import { fail, succeed, type Outcome } from '../errors.js';
import { checkTargetUrl } from './address-policy.js';

export interface RedirectHop {
  /** The URL that answered with a redirect. */
  readonly url: string;
  readonly status: number;
}

const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

export function isRedirectStatus(status: number): boolean {
  return REDIRECT_STATUSES.has(status);
}

/** The redirect target: Location resolved against the current URL, scheme re-checked. */
export function resolveLocation(location: string | undefined, current: URL, status: number): Outcome<URL> {
  if (location === undefined || location.trim() === '') {
    return fail('upstream_error', `upstream answered ${status} without a Location header (${current.href})`);
  }
  if (!URL.canParse(location.trim(), current.href)) {
    return fail('upstream_error', `redirect from ${current.href} to an invalid Location "${location}"`);
  }
  const next = new URL(location.trim(), current);
  // Fetch keeps the fragment across a redirect whose Location has none.
  if (next.hash === '' && current.hash !== '') next.hash = current.hash;
  const checked = checkTargetUrl(next.href);
  if (!checked.ok) {
    return fail(checked.failure.code, `redirect from ${current.href} refused: ${checked.failure.detail}`);
  }
  return checked;
}

/** The hops followed so far; refuses a loop or one hop more than the limit. */
export class RedirectTrail {
  readonly hops: RedirectHop[] = [];
  private readonly visited = new Set<string>();

  constructor(
    private readonly maxRedirects: number,
    start: URL,
  ) {
    this.visited.add(withoutHash(start));
  }

  follow(from: URL, status: number, to: URL): Outcome<void> {
    this.hops.push({ url: from.href, status });
    const key = withoutHash(to);
    if (this.visited.has(key)) {
      return fail('upstream_error', `redirect loop: ${from.href} redirects back to ${to.href}`);
    }
    if (this.hops.length > this.maxRedirects) {
      return fail('upstream_error', `too many redirects: more than ${this.maxRedirects} starting at ${this.hops[0]?.url}`);
    }
    this.visited.add(key);
    return succeed(undefined);
  }
}

function withoutHash(url: URL): string {
  return url.href.replace(/#.*$/, '');
}
