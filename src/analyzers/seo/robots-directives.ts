import type { Page } from '../../page/index.js';
import { headerEvidence, tagEvidence } from './evidence.js';

/**
 * Indexing directives from `<meta name="robots">` (and the search engines' own
 * `googlebot`/`bingbot` names) and the `X-Robots-Tag` response header.
 */
export interface RobotsDirectives {
  /** `null` for every crawler; else the lower-cased user agent it is scoped to. */
  readonly agent: string | null;
  /** Lower-cased directives, spaces removed: "noindex", "max-snippet:0". */
  readonly directives: readonly string[];
  readonly evidence: string;
}

/** Meta names whose directives search engines obey (`robots` is every crawler). */
const META_AGENTS: ReadonlyMap<string, string | null> = new Map([
  ['robots', null], ['googlebot', 'googlebot'], ['bingbot', 'bingbot'],
]);
/** Directives that take a value after a colon, so "name:" is not a user-agent prefix. */
const VALUE_DIRECTIVES: ReadonlySet<string> = new Set([
  'max-snippet', 'max-image-preview', 'max-video-preview', 'unavailable_after',
]);

const normalize = (directive: string) => directive.toLowerCase().replace(/\s+/g, '');

function metaDirectives(page: Page): RobotsDirectives[] {
  const found: RobotsDirectives[] = [];
  for (const tag of page.metaTags) {
    const name = tag.name?.toLowerCase();
    if (name === undefined || !META_AGENTS.has(name)) continue;
    found.push({
      agent: META_AGENTS.get(name) ?? null,
      directives: tag.content.split(',').map(normalize).filter((d) => d !== ''),
      evidence: tagEvidence('meta', [['name', tag.name], ['content', tag.content]]),
    });
  }
  return found;
}

/** "googlebot: noindex, nofollow" scopes the directives after it to googlebot (Google's X-Robots-Tag syntax). */
function headerDirectives(value: string): RobotsDirectives[] {
  const groups = new Map<string | null, string[]>();
  let agent: string | null = null;
  for (const raw of value.split(',')) {
    let token = raw.trim();
    const scoped = /^([\w-]+)\s*:\s*(.*)$/.exec(token);
    if (scoped !== null && !VALUE_DIRECTIVES.has(scoped[1]!.toLowerCase())) {
      agent = scoped[1]!.toLowerCase();
      token = scoped[2]!;
    }
    const directive = normalize(token);
    if (directive === '') continue;
    groups.set(agent, [...(groups.get(agent) ?? []), directive]);
  }
  const evidence = headerEvidence('X-Robots-Tag', value.trim());
  return [...groups].map(([scope, directives]) => ({ agent: scope, directives, evidence }));
}

/** Every directive group of the page and its response headers (keys lower-case). */
export function collectRobotsDirectives(page: Page, headers: Readonly<Record<string, string>>): RobotsDirectives[] {
  const header = headers['x-robots-tag'];
  return [...metaDirectives(page), ...(header === undefined ? [] : headerDirectives(header))];
}

/** Agents whose directives decide search indexing: every crawler, Google, Bing. */
const SEARCH_AGENTS: ReadonlySet<string | null> = new Set([null, 'googlebot', 'bingbot']);

/** The first group for a search crawler holding one of `names`. */
export function findDirective(groups: readonly RobotsDirectives[], names: readonly string[]): RobotsDirectives | undefined {
  return groups.find((g) => SEARCH_AGENTS.has(g.agent) && g.directives.some((d) => names.includes(d)));
}

export const NOINDEX = ['noindex', 'none'] as const;
export const NOSNIPPET = ['nosnippet', 'max-snippet:0'] as const;
