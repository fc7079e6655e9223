/**
 * CDN providers from the final response's headers. Each provider lists signatures; one
 * signature is a set of header tests that must all hold (a header present, or its value
 * matching). Generic cache headers (`x-cache`, `age`, `via: … varnish`) are deliberately
 * never a signature on their own: any origin or proxy can send them. Mirrored in README.md.
 */
interface HeaderTest {
  readonly header: string;
  readonly value?: RegExp;
}

export interface CdnSignature {
  readonly provider: string;
  /** Any one of these conjunctions identifies the provider. */
  readonly anyOf: readonly (readonly HeaderTest[])[];
}

const has = (header: string, value?: RegExp): HeaderTest[] => [value ? { header, value } : { header }];

export const CDN_SIGNATURES: readonly CdnSignature[] = [
  { provider: 'Akamai', anyOf: [has('x-akamai-transformed'), has('akamai-grn'), has('x-akamai-request-id'), has('akamai-cache-status'), has('x-akamai-staging'), has('server', /^Akamai(?:GHost|NetStorage)/i)] },
  { provider: 'Alibaba Cloud CDN', anyOf: [has('ali-swift-global-savetime'), has('x-swift-cachetime'), has('x-swift-savetime'), has('eagleid')] },
  { provider: 'Amazon CloudFront', anyOf: [has('x-amz-cf-id'), has('x-amz-cf-pop'), has('via', /\bcloudfront\b/i)] },
  { provider: 'ArvanCloud', anyOf: [has('ar-poweredby'), has('server', /^ArvanCloud/i)] },
  { provider: 'Azure Front Door', anyOf: [has('x-azure-ref'), has('x-fd-int-roxy-purgeid'), has('x-msedge-ref')] },
  { provider: 'Bunny CDN', anyOf: [has('cdn-pullzone'), has('cdn-uid'), has('cdn-requestid'), has('server', /^BunnyCDN/i)] },
  { provider: 'CDN77', anyOf: [has('x-77-nzt'), has('x-77-cache'), has('server', /^CDN77/i)] },
  { provider: 'Cloudflare', anyOf: [has('cf-ray'), has('cf-cache-status'), has('server', /^cloudflare\b/i)] },
  { provider: 'Edgio', anyOf: [has('x-0-status'), has('x-0-version'), has('x-ec-custom-error'), has('server', /^(?:ECS \(|ECAcc\b|ECD \()/)] },
  { provider: 'Fastly', anyOf: [has('x-fastly-request-id'), has('fastly-debug-digest'), has('fastly-restarts'), has('x-served-by', /\bcache-[a-z0-9-]+-[A-Z]{3}\b/), has('x-timer', /^S\d+\.\d+,VS\d+/)] },
  { provider: 'Fly.io', anyOf: [has('fly-request-id'), has('server', /^Fly\//)] },
  // Google's load balancer always adds `via: 1.1 google`; `age` appears once Cloud CDN serves from cache.
  { provider: 'Google Cloud CDN', anyOf: [[{ header: 'via', value: /\b1\.1 google\b/i }, { header: 'age' }]] },
  { provider: 'Imperva', anyOf: [has('x-iinfo'), has('x-cdn', /incapsula|imperva/i)] },
  { provider: 'KeyCDN', anyOf: [has('server', /^keycdn-engine/i)] },
  { provider: 'Netlify', anyOf: [has('x-nf-request-id'), has('server', /^Netlify/i)] },
  { provider: 'QUIC.cloud', anyOf: [has('x-qc-pop'), has('x-qc-cache')] },
  { provider: 'Section.io', anyOf: [has('section-io-id')] },
  { provider: 'StackPath', anyOf: [has('x-hw'), has('server', /^(?:NetDNA-cache|StackPath)/i)] },
  { provider: 'Sucuri', anyOf: [has('x-sucuri-id'), has('x-sucuri-cache'), has('server', /^Sucuri/i)] },
  { provider: 'Tencent EdgeOne', anyOf: [has('eo-log-uuid'), has('eo-cache-status')] },
  { provider: 'Vercel', anyOf: [has('x-vercel-id'), has('x-vercel-cache'), has('server', /^Vercel$/i)] },
];

/** Providers whose signature the headers carry, in table (alphabetical) order. */
export function detectCdns(headers: Readonly<Record<string, string>>): string[] {
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value.trim()]));
  const holds = ({ header, value }: HeaderTest): boolean => {
    const actual = lower.get(header);
    return actual !== undefined && (value ? value.test(actual) : true);
  };
  return CDN_SIGNATURES.filter((s) => s.anyOf.some((tests) => tests.every(holds))).map((s) => s.provider);
}
