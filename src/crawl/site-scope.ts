import { registrableDomain } from '../page/index.js';

/**
 * Which URLs belong to the crawled site: any host under the start URL's registrable domain
 * (eTLD+1 on the full public suffix list, private section included), so a crawl of
 * www.example.com also reaches example.com and docs.example.com, but a crawl of
 * alice.github.io stays there. A start host with no registrable domain (an IP address,
 * localhost) is a site of that one host name. Scheme and port do not matter: both are the site's.
 */
export function createSiteScope(start: URL): (url: URL) => boolean {
  const domain = registrableDomain(start.hostname);
  const inside = new Map<string, boolean>();
  return (url) => {
    let known = inside.get(url.hostname);
    if (known === undefined) {
      known = url.hostname === start.hostname || (domain !== undefined && registrableDomain(url.hostname) === domain);
      inside.set(url.hostname, known);
    }
    return known;
  };
}
