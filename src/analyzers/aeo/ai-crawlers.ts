import { createRequire } from 'node:module';
import type { FetchedText } from './context.js';

/** AI crawlers whose access is reported, by their robots.txt product token. */
export const AI_CRAWLERS = [
  'GPTBot', 'OAI-SearchBot', 'ChatGPT-User', 'ClaudeBot', 'PerplexityBot', 'Google-Extended', 'CCBot',
] as const;

export type AiCrawler = (typeof AI_CRAWLERS)[number];

export interface CrawlerAccess {
  readonly allowed: boolean;
  /** The user-agent group that applied: the crawler's own token, "*", or null (none, or no robots.txt). */
  readonly group: string | null;
  /** The deciding Allow/Disallow line as written, or null when no rule matched. */
  readonly rule: string | null;
  /** 1-based line number of `rule`. */
  readonly line: number | null;
}

interface RobotsRules {
  isAllowed(url: string, ua?: string): boolean | undefined;
  getMatchingLineNumber(url: string, ua?: string): number;
}

// robots-parser is CommonJS (`module.exports = fn`) and its typings describe a default export
// TypeScript cannot call under NodeNext; require() gives the function as it is.
const robotsParser = createRequire(import.meta.url)('robots-parser') as (url: string, text: string) => RobotsRules;

const LINE_BREAK = /\r\n|\r|\n/;

/** robots-parser's user-agent normalisation: lower-cased, "/version" cut. */
const agentKey = (agent: string) => agent.toLowerCase().split('/')[0]!.trim();

/**
 * User agents that have a group robots-parser will use: a group counts once it holds an
 * Allow, Disallow or Crawl-delay line (mirrors robots-parser 3's grouping).
 */
function agentsWithRules(text: string): Set<string> {
  const agents = new Set<string>();
  let current: string[] = [];
  let readingAgents = true;
  for (const raw of text.split(LINE_BREAK)) {
    const line = raw.split('#')[0]!;
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (!readingAgents) current = [];
      if (value !== '') current.push(agentKey(value));
    } else if (key === 'allow' || key === 'disallow' || key === 'crawl-delay') {
      for (const agent of current) agents.add(agent);
    }
    readingAgents = key === 'user-agent';
  }
  return agents;
}

const OPEN: CrawlerAccess = { allowed: true, group: null, rule: null, line: null };
const CLOSED: CrawlerAccess = { allowed: false, group: null, rule: null, line: null };

/**
 * Whether each AI crawler may fetch `pageUrl` under the site's robots.txt. A missing
 * robots.txt (4xx) allows everything; an unreachable one (5xx, network) means "assume
 * complete disallow" (RFC 9309 §2.3.1.3–4).
 */
export function evaluateAiCrawlers(pageUrl: string, robots: FetchedText): Record<AiCrawler, CrawlerAccess> {
  const result = {} as Record<AiCrawler, CrawlerAccess>;
  if (robots.status !== 'found') {
    for (const crawler of AI_CRAWLERS) result[crawler] = robots.status === 'missing' ? OPEN : CLOSED;
    return result;
  }
  const robotsUrl = new URL('/robots.txt', pageUrl).href;
  const parsed = robotsParser(robotsUrl, robots.text);
  const lines = robots.text.split(LINE_BREAK);
  const grouped = agentsWithRules(robots.text);
  for (const crawler of AI_CRAWLERS) {
    const group = grouped.has(agentKey(crawler)) ? crawler : grouped.has('*') ? '*' : null;
    const lineNumber = parsed.getMatchingLineNumber(pageUrl, crawler);
    const line = lineNumber > 0 ? lineNumber : null;
    result[crawler] = {
      allowed: parsed.isAllowed(pageUrl, crawler) ?? true,
      group,
      rule: line === null ? null : (lines[line - 1] ?? '').trim(),
      line,
    };
  }
  return result;
}
