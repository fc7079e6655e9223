import { hash, randomInt } from 'node:crypto';
import type { KeyEnv } from '../domain/operations.js';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 32 base62 characters: about 190 bits from the CSPRNG; at least 24 are required (docs/reference/access.md#api-keys). */
export const KEY_TAIL_LENGTH = 32;
const KEY_FORMAT = /^pl_(?:live|test)_[A-Za-z0-9]{24,128}$/;

export interface NewApiKey {
  /** The key itself: shown once, never stored. */
  readonly key: string;
  readonly hash: string;
  readonly hint: string;
}

/** Uniform random base62 (crypto.randomInt rejects biased draws). */
export function randomBase62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += BASE62[randomInt(BASE62.length)];
  return out;
}

/**
 * SHA-256 of the whole key. Keys carry ~190 random bits, so a fast hash is enough: there is
 * nothing to brute-force (a slow KDF would only slow every request).
 */
export function hashApiKey(key: string): string {
  return hash('sha256', key, 'hex');
}

export function generateApiKey(env: KeyEnv): NewApiKey {
  const key = `pl_${env}_${randomBase62(KEY_TAIL_LENGTH)}`;
  return { key, hash: hashApiKey(key), hint: `${key.slice(0, 12)}…` };
}

/** The environment a well-formed key names, or undefined when the text cannot be a key. */
export function keyEnvOf(key: string): KeyEnv | undefined {
  // test(), not exec(): no match array on every keyed call.
  if (!KEY_FORMAT.test(key)) return undefined;
  return key.startsWith('pl_live_') ? 'live' : 'test';
}

/**
 * Constant-time comparison of two hashes (hex): every character is compared, whatever differs
 * first. No Buffers: this runs on every keyed call.
 */
export function hashesEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

export function newId(prefix: 'acct' | 'key' | 'req' | 'job'): string {
  return `${prefix}_${randomBase62(16)}`;
}

/** Other services' key formats people paste by mistake, by their well-known prefixes. */
const FOREIGN_KEYS: readonly (readonly [prefix: RegExp, service: string])[] = [
  [/^sk-(?:proj-|ant-)?/, 'an OpenAI- or Anthropic-style secret key (sk-…)'],
  [/^(?:sk|pk|rk)_(?:live|test)_/, 'a Stripe key'],
  [/^(?:ghp|gho|ghu|ghs|github_pat)_/, 'a GitHub token'],
  [/^xox[abprs]-/, 'a Slack token'],
  [/^AKIA[0-9A-Z]{12,}/, 'an AWS access key'],
  [/^AIza[0-9A-Za-z_-]{20,}/, 'a Google API key'],
];

/** What a presented text that is not a Pagelens key looks like, when it is another service's key. */
export function foreignKeyKind(text: string): string | undefined {
  return FOREIGN_KEYS.find(([prefix]) => prefix.test(text))?.[1];
}
