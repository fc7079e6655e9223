/**
 * Bot checks the response headers announce. Some headers say "this is a challenge" outright
 * (`cf-mitigated: challenge`); others mark every response of a protected site and mean a block
 * only on a blocking status (DataDome's `x-datadome` is on its 200s too).
 */
import type { PageResponse } from './types.js';

export interface HeaderSignal {
  readonly vendor: string;
  /** Lower-case header name. */
  readonly header: string;
  readonly value: RegExp;
  /** The statuses on which the header means a challenge; every status when absent. */
  readonly statuses?: readonly number[];
}

/**
 * Where a header marks every response of a protected site, it means a block only on the status
 * the service blocks with (a 503 passed on from a site that is down is not a bot check).
 */
export const CHALLENGE_HEADERS: readonly HeaderSignal[] = [
  // Cloudflare marks its managed / JS / interactive challenge responses (any status).
  { vendor: 'Cloudflare', header: 'cf-mitigated', value: /^challenge$/i },
  // AWS WAF's challenge and captcha actions (202 or 405 with a JS interstitial).
  { vendor: 'AWS WAF', header: 'x-amzn-waf-action', value: /^(?:challenge|captcha)$/i },
  // Vercel's firewall challenge.
  { vendor: 'Vercel', header: 'x-vercel-mitigated', value: /^challenge$/i },
  // DataDome: x-datadome on every response of a protected site, x-dd-b on its blocks and captchas.
  { vendor: 'DataDome', header: 'x-datadome', value: /./, statuses: [403] },
  { vendor: 'DataDome', header: 'x-dd-b', value: /./, statuses: [403, 429] },
  // Sucuri's firewall (x-sucuri-id on every response, x-sucuri-block on its blocks).
  { vendor: 'Sucuri', header: 'x-sucuri-block', value: /./, statuses: [403] },
  { vendor: 'Sucuri', header: 'x-sucuri-id', value: /./, statuses: [403] },
  // Akamai's edge refusing the request itself (a 403 "Access Denied" with a reference number).
  { vendor: 'Akamai', header: 'server', value: /^akamaighost$/i, statuses: [403] },
  // Imperva (Incapsula) adds x-iinfo (and x-cdn) to what it answers.
  { vendor: 'Imperva', header: 'x-iinfo', value: /./, statuses: [403] },
  { vendor: 'Imperva', header: 'x-cdn', value: /incapsula|imperva/i, statuses: [403] },
  // PerimeterX (HUMAN) sets its _pxhd / _px3 cookies on the block page.
  { vendor: 'PerimeterX', header: 'set-cookie', value: /(?:^|[\s,;])_px(?:hd|3)=/, statuses: [403] },
  // Kasada's 429 interstitial carries its token headers.
  { vendor: 'Kasada', header: 'x-kpsdk-ct', value: /./, statuses: [429] },
  // DDoS-Guard names itself as the server of its checks.
  { vendor: 'DDoS-Guard', header: 'server', value: /^ddos-guard$/i, statuses: [403] },
];

/** Who answered, to name the vendor of a challenge found in the body. */
export const CHALLENGE_SERVERS: readonly HeaderSignal[] = [
  { vendor: 'Cloudflare', header: 'server', value: /^cloudflare/i },
  { vendor: 'Sucuri', header: 'server', value: /^sucuri/i },
  { vendor: 'DDoS-Guard', header: 'server', value: /^ddos-guard/i },
];

export function findHeaderSignal(signals: readonly HeaderSignal[], response: PageResponse): HeaderSignal | undefined {
  return signals.find((signal) => {
    const value = response.headers[signal.header];
    return value !== undefined && signal.value.test(value) && (signal.statuses?.includes(response.status) ?? true);
  });
}
