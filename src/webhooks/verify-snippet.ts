import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * True when a webhook really comes from your Pagelens job: `rawBody` is the request body exactly
 * as received (before any JSON parsing), `header` the Pagelens-Signature header, `secret` the
 * webhook secret you gave when creating the job.
 */
export function isPagelensWebhook(rawBody: string | Buffer, header: string, secret: string, toleranceSeconds = 300): boolean {
  const fields = header.split(',').map((field) => field.trim().split('='));
  const timestamp = fields.find(([name]) => name === 't')?.[1] ?? '';
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  return fields.some(([name, hex]) => name === 'v1' && /^[0-9a-f]{64}$/.test(hex ?? '') && timingSafeEqual(Buffer.from(hex ?? '', 'hex'), expected));
}
