import { describe, expect, it } from 'vitest';
import { readRobotsPolicy } from './robots-policy.js';

const ORIGIN = 'https://example.com';
const found = (text: string) => ({ status: 'found' as const, text });

describe('readRobotsPolicy', () => {
  it("obeys the Pagelens group when there is one, else the * group, with longest match and wildcards", () => {
    const robots = readRobotsPolicy(ORIGIN, found([
      'User-agent: *', 'Disallow: /', '',
      'User-agent: Pagelens/1.0', 'Disallow: /private/', 'Allow: /private/open', 'Disallow: /*.pdf$', 'Crawl-delay: 1.5', '',
      'Sitemap: /sitemap-main.xml', 'Sitemap: https://cdn.example.com/sitemap.xml',
    ].join('\n')), 'Pagelens');
    expect(robots.allows(`${ORIGIN}/`)).toBe(true);
    expect(robots.allows(`${ORIGIN}/private/x`)).toBe(false);
    expect(robots.allows(`${ORIGIN}/private/open/x`)).toBe(true);
    expect(robots.allows(`${ORIGIN}/files/a.pdf`)).toBe(false);
    expect(robots.allows(`${ORIGIN}/files/a.pdf?x=1`)).toBe(true);
    expect(robots.crawlDelayMs).toBe(1500);
    expect(robots.sitemaps).toEqual([`${ORIGIN}/sitemap-main.xml`, 'https://cdn.example.com/sitemap.xml']);

    const others = readRobotsPolicy(ORIGIN, found('User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /tmp\nCrawl-delay: 2\n'), 'Pagelens');
    expect(others.allows(`${ORIGIN}/a`)).toBe(true);
    expect(others.allows(`${ORIGIN}/tmp/a`)).toBe(false);
    expect(others.crawlDelayMs).toBe(2000);
  });

  it('missing (4xx) allows all; unreachable (5xx, no answer) allows nothing (RFC 9309)', () => {
    const missing = readRobotsPolicy(ORIGIN, { status: 'missing' }, 'Pagelens');
    expect([missing.reachable, missing.allows(`${ORIGIN}/x`), missing.crawlDelayMs]).toEqual([true, true, undefined]);
    const unreachable = readRobotsPolicy(ORIGIN, { status: 'unreachable' }, 'Pagelens');
    expect([unreachable.reachable, unreachable.allows(`${ORIGIN}/`)]).toEqual([false, false]);
  });

  it('ignores a Crawl-delay that is not a non-negative number; never allows another origin', () => {
    expect(readRobotsPolicy(ORIGIN, found('User-agent: *\nCrawl-delay: soon\n'), 'Pagelens').crawlDelayMs).toBeUndefined();
    expect(readRobotsPolicy(ORIGIN, found('User-agent: *\nCrawl-delay: -3\n'), 'Pagelens').crawlDelayMs).toBeUndefined();
    expect(readRobotsPolicy(ORIGIN, found(''), 'Pagelens').allows('https://other.example/')).toBe(false);
  });
});
