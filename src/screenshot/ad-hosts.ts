import type { Page } from 'playwright-core';

/**
 * Hosts of ad networks, ad verification and visitor analytics that a capture with block_banners
 * never loads (with their subdomains). Our own list, kept short on purpose: the networks that
 * appear on most pages, whose requests only ever carry ads, ad measurement or tracking — never a
 * host that also serves page content (a CDN, a font or video host, a widget a page shows). A
 * request to one fails before it is sent (Chromium's blocked-URL list, no round trip per request).
 */
export const AD_TRACKER_HOSTS: readonly string[] = [
  // Ad serving and exchanges
  'doubleclick.net', 'googlesyndication.com', 'googleadservices.com', 'adservice.google.com', 'googletagservices.com',
  'amazon-adsystem.com', 'adnxs.com', 'criteo.com', 'criteo.net', 'taboola.com', 'outbrain.com', 'pubmatic.com',
  'rubiconproject.com', 'openx.net', 'casalemedia.com', 'indexww.com', 'adsrvr.org', 'adform.net', 'smartadserver.com',
  'teads.tv', '33across.com', 'sharethrough.com', 'bidswitch.net', 'lijit.com', 'media.net', 'adroll.com',
  'revcontent.com', 'mgid.com', 'zemanta.com', 'yieldmo.com', 'serving-sys.com', 'popads.net', 'propellerads.com',
  'exoclick.com', 'adition.com', 'yandexadexchange.net', 'ads-twitter.com', 'ads.linkedin.com', 'an.yandex.ru',
  // Ad verification and measurement
  'moatads.com', 'doubleverify.com', 'adsafeprotected.com', 'scorecardresearch.com', 'quantserve.com', 'quantcount.com',
  // Visitor analytics, session recording and tag managers that load them
  'google-analytics.com', 'googletagmanager.com', 'connect.facebook.net', 'hotjar.com', 'hotjar.io', 'clarity.ms',
  'bat.bing.com', 'analytics.twitter.com', 'snap.licdn.com', 'analytics.tiktok.com', 'mixpanel.com', 'cdn.segment.com',
  'api.segment.io', 'fullstory.com', 'heapanalytics.com', 'api.amplitude.com', 'cdn.amplitude.com', 'chartbeat.com', 'chartbeat.net',
  'crazyegg.com', 'mouseflow.com', 'mc.yandex.ru', 'hm.baidu.com', 'cnzz.com', 'newrelic.com', 'nr-data.net',
];

/**
 * Chromium's blocked-URL patterns for `hosts`: each host and its subdomains, with and without a port
 * (a pattern is a wildcard match on the whole URL, so `host/` alone would miss `host:8080/`).
 */
export function blockedUrlPatterns(hosts: readonly string[]): string[] {
  return hosts.flatMap((host) => [`*://${host}/*`, `*://${host}:*`, `*.${host}/*`, `*.${host}:*`]);
}

const PATTERNS = blockedUrlPatterns(AD_TRACKER_HOSTS);

/** Makes `page` refuse every request to an ad or tracker host (net::ERR_BLOCKED_BY_CLIENT) from now on. */
export async function blockAdsAndTrackers(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setBlockedURLs', { urls: PATTERNS });
}
