import { describe, expect, it } from 'vitest';
import { imageUrl, newImageId, parseImageLink, signImage, verifyImageLink } from './signed-url.js';

const SECRET = Buffer.alloc(32, 9);
const NOW = Date.UTC(2026, 0, 1);

describe('signed screenshot links', () => {
  const id = newImageId();
  const image = signImage(SECRET, id, NOW + 86_400_000);
  const parts = [image.id, String(image.expires), image.signature] as const;

  it('makes unguessable ids and links on the public URL', () => {
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(newImageId()).not.toBe(id);
    const link = imageUrl('https://lens.example/', image);
    expect(link).toBe(`https://lens.example/screenshots/${id}.png?expires=${image.expires}&signature=${image.signature}`);
    expect(parseImageLink(link)).toEqual({ id, expires: String(image.expires), signature: image.signature });
    expect(parseImageLink('https://lens.example/other')).toBeUndefined();
  });

  it('accepts its own link until it expires', () => {
    expect(verifyImageLink(SECRET, ...parts, NOW)).toEqual({ valid: true, id });
    expect(verifyImageLink(SECRET, ...parts, image.expires * 1000 - 1)).toEqual({ valid: true, id });
    expect(verifyImageLink(SECRET, ...parts, image.expires * 1000)).toEqual({ valid: false, reason: 'expired' });
  });

  it('refuses a link whose id, expiry or signature was changed, or signed with another secret', () => {
    expect(verifyImageLink(SECRET, newImageId(), parts[1], parts[2], NOW)).toEqual({ valid: false, reason: 'tampered' });
    expect(verifyImageLink(SECRET, parts[0], String(image.expires + 1), parts[2], NOW)).toEqual({ valid: false, reason: 'tampered' });
    const flipped = `${image.signature.slice(0, -1)}${image.signature.endsWith('0') ? '1' : '0'}`;
    expect(verifyImageLink(SECRET, parts[0], parts[1], flipped, NOW)).toEqual({ valid: false, reason: 'tampered' });
    expect(verifyImageLink(Buffer.alloc(32, 1), ...parts, NOW)).toEqual({ valid: false, reason: 'tampered' });
  });

  it('refuses malformed parts before computing anything', () => {
    for (const [i, bad] of [[0, '../etc'], [1, '-1'], [1, '1e9'], [2, image.signature.toUpperCase()], [2, 'ab']] as const) {
      const attempt: [string, string, string] = [...parts];
      attempt[i] = bad;
      expect(verifyImageLink(SECRET, ...attempt, NOW)).toEqual({ valid: false, reason: 'malformed' });
    }
  });
});
