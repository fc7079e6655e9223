import { describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey, hashesEqual, keyEnvOf } from './api-key.js';

describe('api keys', () => {
  it('are stored as the SHA-256 of the whole key and compared whole', () => {
    const { key, hash } = generateApiKey('live');
    expect(keyEnvOf(key)).toBe('live');
    expect(hash).toBe(hashApiKey(key));
    expect(hashesEqual(hash, hashApiKey(key))).toBe(true);
    const last = hash.at(-1) === '0' ? '1' : '0';
    expect(hashesEqual(hash, hash.slice(0, -1) + last)).toBe(false);
    expect(hashesEqual(hash, hash.slice(0, -1))).toBe(false);
  });
});
