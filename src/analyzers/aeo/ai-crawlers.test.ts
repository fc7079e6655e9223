import { describe, expect, it } from 'vitest';
import { AI_CRAWLERS, evaluateAiCrawlers } from './ai-crawlers.js';

const PAGE = 'https://www.example.com/blog/edge-caching?ref=home';

describe('AI crawlers under robots.txt', () => {
  it('lists the seven crawlers in a fixed order', () => {
    expect(AI_CRAWLERS).toEqual(['GPTBot', 'OAI-SearchBot', 'ChatGPT-User', 'ClaudeBot', 'PerplexityBot', 'Google-Extended', 'CCBot']);
  });

  it('uses the crawler\'s own group over *, case-insensitively, with the deciding line', () => {
    const robots = [
      'User-agent: *', //          1
      'Disallow: /blog/', //       2
      '', //                       3
      'user-agent: gptbot', //     4
      'Allow: /blog/', //          5
      '', //                       6
      'User-agent: PerplexityBot/1.0', // 7 (the version is ignored)
      'Disallow: /', //            8
    ].join('\n');
    const access = evaluateAiCrawlers(PAGE, { status: 'found', text: robots });
    expect(access.GPTBot).toEqual({ allowed: true, group: 'GPTBot', rule: 'Allow: /blog/', line: 5 });
    expect(access.PerplexityBot).toEqual({ allowed: false, group: 'PerplexityBot', rule: 'Disallow: /', line: 8 });
    expect(access.ClaudeBot).toEqual({ allowed: false, group: '*', rule: 'Disallow: /blog/', line: 2 });
  });

  it('lets the longest match win, and Allow win a tie', () => {
    const robots = 'User-agent: ClaudeBot\nDisallow: /blog/\nAllow: /blog/edge\nDisallow: /blog/edge\n';
    expect(evaluateAiCrawlers(PAGE, { status: 'found', text: robots }).ClaudeBot)
      .toEqual({ allowed: true, group: 'ClaudeBot', rule: 'Allow: /blog/edge', line: 3 });
  });

  it('allows when the applying group has no matching rule, and when no group applies', () => {
    const access = evaluateAiCrawlers(PAGE, { status: 'found', text: 'User-agent: CCBot\nDisallow: /private/\n\nUser-agent: Googlebot\nDisallow: /\n' });
    expect(access.CCBot).toEqual({ allowed: true, group: 'CCBot', rule: null, line: null });
    // Google-Extended is its own token: the Googlebot group does not apply to it.
    expect(access['Google-Extended']).toEqual({ allowed: true, group: null, rule: null, line: null });
  });

  it('matches query strings and wildcards in paths', () => {
    const access = evaluateAiCrawlers(PAGE, { status: 'found', text: 'User-agent: *\nDisallow: /*?ref=\n' });
    expect(access['OAI-SearchBot']).toEqual({ allowed: false, group: '*', rule: 'Disallow: /*?ref=', line: 2 });
  });

  it('allows everything without robots.txt, and assumes complete disallow when it is unreachable (RFC 9309)', () => {
    expect(evaluateAiCrawlers(PAGE, { status: 'missing' })['ChatGPT-User']).toEqual({ allowed: true, group: null, rule: null, line: null });
    expect(evaluateAiCrawlers(PAGE, { status: 'unreachable' })['ChatGPT-User']).toEqual({ allowed: false, group: null, rule: null, line: null });
  });
});
