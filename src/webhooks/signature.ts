import { createHmac, timingSafeEqual } from 'node:crypto';
import { fail, succeed, type Outcome } from '../errors.js';

/** `Pagelens-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (docs/reference/jobs.md#webhooks). */
export const SIGNATURE_HEADER = 'Pagelens-Signature';

/** How far a signed timestamp may be from the verifier's clock, either way. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

const V1_HEX = /^[0-9a-f]{64}$/;
const UNIX_SECONDS = /^\d{1,12}$/;

export function signWebhook(secret: string, rawBody: string | Uint8Array, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${hmacOf(secret, rawBody, unixSeconds).toString('hex')}`;
}

/**
 * Checks a `Pagelens-Signature` header against the raw body as received. Any one of several
 * `v1=` entries may match (as Stripe allows, so a secret can be rotated); other schemes are
 * ignored. A timestamp more than `toleranceSeconds` from `nowSeconds` is refused, so a captured
 * delivery cannot be replayed later. The value is the signed timestamp.
 */
export function verifyWebhook(
  secret: string,
  rawBody: string | Uint8Array,
  header: string,
  nowSeconds: number,
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
): Outcome<{ timestamp: number }> {
  const parsed = parseSignatureHeader(header);
  if (!parsed) return fail('unauthorized', `${SIGNATURE_HEADER} is not "t=<unix seconds>,v1=<64 hex digits>"`);
  const { timestamp, signatures } = parsed;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) {
    return fail('unauthorized', `${SIGNATURE_HEADER} timestamp ${timestamp} is more than ${toleranceSeconds} s from now (${nowSeconds})`);
  }
  const expected = hmacOf(secret, rawBody, timestamp);
  // Every entry is compared, in constant time, so timing tells nothing about which came close.
  const matches = signatures.filter((signature) => timingSafeEqual(signature, expected)).length;
  return matches > 0 ? succeed({ timestamp }) : fail('unauthorized', `${SIGNATURE_HEADER} does not match the body and secret`);
}

function hmacOf(secret: string, rawBody: string | Uint8Array, unixSeconds: number): Buffer {
  return createHmac('sha256', secret).update(`${unixSeconds}.`).update(rawBody).digest();
}

interface ParsedHeader {
  readonly timestamp: number;
  readonly signatures: readonly Buffer[];
}

function parseSignatureHeader(header: string): ParsedHeader | undefined {
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't' && UNIX_SECONDS.test(value)) timestamp = Number(value);
    else if (key === 'v1' && V1_HEX.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures };
}
