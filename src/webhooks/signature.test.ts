import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './signature.js';

const secret = 'whsec_test';
const body = '{"type":"job.completed","job_id":"job_1","data":{"total":2}}';
const t = 1_790_000_000;

describe('signWebhook', () => {
  it('is t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">', () => {
    const hex = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(signWebhook(secret, body, t)).toBe(`t=${t},v1=${hex}`);
    expect(signWebhook(secret, Buffer.from(body), t)).toBe(`t=${t},v1=${hex}`);
  });
});

describe('verifyWebhook', () => {
  const header = signWebhook(secret, body, t);

  it('accepts its own signature, within the tolerance either way', () => {
    expect(verifyWebhook(secret, body, header, t)).toEqual({ ok: true, value: { timestamp: t } });
    expect(verifyWebhook(secret, Buffer.from(body), header, t + 300).ok).toBe(true);
    expect(verifyWebhook(secret, body, header, t - 300).ok).toBe(true);
  });

  it('refuses a tampered body, another secret, or a changed timestamp', () => {
    const outcomes = [
      verifyWebhook(secret, body.replace('2', '3'), header, t),
      verifyWebhook('another', body, header, t),
      verifyWebhook(secret, body, header.replace(`t=${t}`, `t=${t + 1}`), t),
      verifyWebhook(secret, `${body} `, header, t),
    ];
    for (const outcome of outcomes) {
      expect(outcome).toEqual({ ok: false, failure: { code: 'unauthorized', detail: 'Pagelens-Signature does not match the body and secret' } });
    }
  });

  it('refuses a stale (or far-future) timestamp even with a valid signature', () => {
    expect(verifyWebhook(secret, body, header, t + 301)).toEqual({
      ok: false,
      failure: { code: 'unauthorized', detail: `Pagelens-Signature timestamp ${t} is more than 300 s from now (${t + 301})` },
    });
    expect(verifyWebhook(secret, body, header, t - 301).ok).toBe(false);
    expect(verifyWebhook(secret, body, header, t + 60, 30).ok).toBe(false);
  });

  it('accepts any one matching v1 among several, and ignores other schemes and spacing', () => {
    const v1 = header.split('v1=')[1] ?? '';
    const other = signWebhook('old-secret', body, t).split('v1=')[1] ?? '';
    expect(verifyWebhook(secret, body, `t=${t},v1=${other},v1=${v1}`, t).ok).toBe(true);
    expect(verifyWebhook(secret, body, ` t=${t} , v0=abc, v1=${v1} `, t).ok).toBe(true);
    expect(verifyWebhook(secret, body, `t=${t},v1=${other}`, t).ok).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['no timestamp', `v1=${'a'.repeat(64)}`],
    ['no v1', `t=${t}`],
    ['timestamp not a number', `t=now,v1=${'a'.repeat(64)}`],
    ['v1 not 64 hex digits', `t=${t},v1=abc`],
  ])('a malformed header (%s) is refused as such', (_name, malformed) => {
    const outcome = verifyWebhook(secret, body, malformed, t);
    expect(outcome.ok ? '' : outcome.failure.detail).toBe('Pagelens-Signature is not "t=<unix seconds>,v1=<64 hex digits>"');
  });
});
