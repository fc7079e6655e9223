import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Screenshot links: `<public url>/screenshots/<id>.png?expires=<unix s>&signature=<hex>`,
 * where the signature is HMAC-SHA256 over `<id>.<expires>` with the server's secret. The
 * link is the credential: fetching the image needs no key, and a link cannot be forged,
 * extended or pointed at another image.
 */
export interface SignedImage {
  readonly id: string;
  /** Unix seconds. */
  readonly expires: number;
  readonly signature: string;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const EXPIRES_PATTERN = /^\d{1,12}$/;
const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;

/** A fresh, unguessable image id (128 random bits, base64url). */
export function newImageId(): string {
  return randomBytes(16).toString('base64url');
}

function mac(secret: Buffer, id: string, expires: number): Buffer {
  return createHmac('sha256', secret).update(`${id}.${expires}`).digest();
}

export function signImage(secret: Buffer, id: string, expiresAtMs: number): SignedImage {
  const expires = Math.floor(expiresAtMs / 1000);
  return { id, expires, signature: mac(secret, id, expires).toString('hex') };
}

export function imageUrl(publicUrl: string, image: SignedImage): string {
  return `${publicUrl.replace(/\/+$/, '')}/screenshots/${image.id}.png?expires=${image.expires}&signature=${image.signature}`;
}

/** The parts of a link `imageUrl` made, for callers holding the link (the CLI). */
export function parseImageLink(link: string): { id: string; expires: string; signature: string } | undefined {
  if (!URL.canParse(link)) return undefined;
  const url = new URL(link);
  const id = /\/screenshots\/([^/]+)\.png$/.exec(url.pathname)?.[1];
  const expires = url.searchParams.get('expires');
  const signature = url.searchParams.get('signature');
  return id && expires && signature ? { id, expires, signature } : undefined;
}

export type LinkVerdict = { readonly valid: true; readonly id: string } | { readonly valid: false; readonly reason: 'malformed' | 'tampered' | 'expired' };

/** Checks a link's parts: well formed, signature right (constant-time), not yet expired. */
export function verifyImageLink(secret: Buffer, id: string, expires: string, signature: string, nowMs: number): LinkVerdict {
  if (!ID_PATTERN.test(id) || !EXPIRES_PATTERN.test(expires) || !SIGNATURE_PATTERN.test(signature)) return { valid: false, reason: 'malformed' };
  const expected = mac(secret, id, Number(expires));
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { valid: false, reason: 'tampered' };
  if (Number(expires) * 1000 <= nowMs) return { valid: false, reason: 'expired' };
  return { valid: true, id };
}

/**
 * A signed link on `publicUrl`: its id, expiry and signature do not depend on the base URL, so a
 * link cached by one process (the server, or the CLI with other settings) is handed out on the
 * base of whoever answers. Anything that is not a screenshot link is left as it is.
 */
export function linkOn(publicUrl: string, link: string): string {
  const parts = parseImageLink(link);
  return parts ? imageUrl(publicUrl, { id: parts.id, expires: Number(parts.expires), signature: parts.signature }) : link;
}
