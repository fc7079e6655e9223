import { NOINDEX, NOSNIPPET, collectRobotsDirectives, findDirective } from '../../seo/index.js';
import { AI_CRAWLERS, evaluateAiCrawlers } from '../ai-crawlers.js';
import type { AiCrawler, CrawlerAccess } from '../ai-crawlers.js';
import type { AeoContext, FetchedText } from '../context.js';
import { parseLlmsTxt } from '../llms-txt.js';

export interface LlmsTxtStatus {
  readonly exists: boolean;
  readonly valid: boolean;
  readonly title: string | null;
  readonly sections: number;
  readonly links: number;
  readonly issues: string[];
}

/** Technical Signals details (docs/reference/api.md#aeo), then Pagelens's extra fields. */
export interface TechnicalDetails {
  readonly has_alt_tags: boolean;
  readonly has_viewport: boolean;
  readonly https: boolean;
  readonly mobile_friendly: boolean;
  readonly page_size_kb: number;
  readonly ai_crawlers: Record<AiCrawler, CrawlerAccess>;
  readonly robots_txt: FetchedText['status'];
  readonly llms_txt: LlmsTxtStatus;
  readonly indexable: boolean;
  readonly snippets_allowed: boolean;
}

export interface TechnicalFacts extends TechnicalDetails {
  /** Share of AI_CRAWLERS allowed to fetch the page, 0–1. */
  readonly ai_crawler_share: number;
  /** Images without an alt attribute (for the advice). */
  readonly images_missing_alt: number;
}

function llmsTxtStatus(file: FetchedText): LlmsTxtStatus {
  if (file.status === 'found') {
    const { valid, title, sections, links, issues } = parseLlmsTxt(file.text);
    return { exists: true, valid, title, sections, links, issues };
  }
  const issues = file.status === 'unreachable' ? ['/llms.txt could not be fetched (server or network error)'] : [];
  return { exists: false, valid: false, title: null, sections: 0, links: 0, issues };
}

function isMobileFriendly(viewport: string | undefined): boolean {
  if (viewport === undefined || !/\bwidth\s*=\s*device-width\b/i.test(viewport)) return false;
  return !/\buser-scalable\s*=\s*(?:no|0)\b/i.test(viewport);
}

export function collectTechnical(ctx: AeoContext): TechnicalFacts {
  const viewport = ctx.page.meta('viewport');
  const crawlers = evaluateAiCrawlers(ctx.finalUrl, ctx.robotsTxt);
  const directives = collectRobotsDirectives(ctx.page, ctx.headers);
  const allowed = AI_CRAWLERS.filter((c) => crawlers[c].allowed).length;
  return {
    has_alt_tags: ctx.page.images.every((i) => i.alt !== null),
    has_viewport: viewport !== undefined,
    https: new URL(ctx.finalUrl).protocol === 'https:',
    mobile_friendly: isMobileFriendly(viewport),
    page_size_kb: Math.round((ctx.pageBytes / 1024) * 10) / 10,
    ai_crawlers: crawlers,
    robots_txt: ctx.robotsTxt.status,
    llms_txt: llmsTxtStatus(ctx.llmsTxt),
    indexable: findDirective(directives, NOINDEX) === undefined,
    snippets_allowed: findDirective(directives, NOSNIPPET) === undefined,
    ai_crawler_share: allowed / AI_CRAWLERS.length,
    images_missing_alt: ctx.page.images.filter((i) => i.alt === null).length,
  };
}
