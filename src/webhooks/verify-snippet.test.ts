import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signWebhook } from './signature.js';
import { isPagelensWebhook } from './verify-snippet.js';

const secret = 'whsec_readme';
const body = '{"type":"job.page","job_id":"job_1","data":{"url":"https://example.com/"}}';
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

describe('the receiver snippet in the API guide', () => {
  it('is quoted in docs/guide.md verbatim', () => {
    const guide = fs.readFileSync(new URL('../../docs/guide.md', import.meta.url), 'utf8');
    const snippet = fs.readFileSync(new URL('./verify-snippet.ts', import.meta.url), 'utf8');
    expect(guide).toContain(`\`\`\`ts\n${snippet}\`\`\``);
  });

  it('accepts what Pagelens signs, from a string or a Buffer', () => {
    const header = signWebhook(secret, body, nowSeconds());
    expect(isPagelensWebhook(body, header, secret)).toBe(true);
    expect(isPagelensWebhook(Buffer.from(body), header, secret)).toBe(true);
  });

  it('refuses a tampered body, a wrong secret, a stale timestamp and malformed headers', () => {
    const header = signWebhook(secret, body, nowSeconds());
    expect(isPagelensWebhook(body.replace('job_1', 'job_2'), header, secret)).toBe(false);
    expect(isPagelensWebhook(body, header, 'whsec_other')).toBe(false);
    expect(isPagelensWebhook(body, signWebhook(secret, body, nowSeconds() - 301), secret)).toBe(false);
    expect(isPagelensWebhook(body, signWebhook(secret, body, nowSeconds() - 30), secret, 10)).toBe(false);
    for (const malformed of ['', 't=', 'v1=', `t=${nowSeconds()}`, `t=x,${header.split(',')[1]}`, header.replace(/v1=\w+/, 'v1=zz')]) {
      expect(isPagelensWebhook(body, malformed, secret), malformed).toBe(false);
    }
  });

  it('accepts a header with several v1 entries when one matches', () => {
    const t = nowSeconds();
    const [, good] = signWebhook(secret, body, t).split(',');
    const [, old] = signWebhook('whsec_old', body, t).split(',');
    expect(isPagelensWebhook(body, `t=${t},${old},${good}`, secret)).toBe(true);
  });
});
