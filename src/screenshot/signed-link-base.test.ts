import { describe, expect, it } from 'vitest';
import { imageUrl, linkOn, parseImageLink, signImage } from './signed-url.js';

describe('pagelens screenshot link', () => {
  const signed = signImage(Buffer.alloc(32, 7), 'AAAAAAAAAAAAAAAAAAAAAA', 1_795_714_374_000);
  const made = imageUrl('http://127.0.0.1:8080', signed);

  it('is rebuilt on the configured public URL, keeping id, expiry and signature', () => {
    const link = linkOn('https://lens.example.com/base/', made);
    expect(link).toBe(`https://lens.example.com/base/screenshots/${signed.id}.png?expires=${signed.expires}&signature=${signed.signature}`);
    expect(parseImageLink(link)).toEqual(parseImageLink(made));
  });

  it('is left alone when it is not a screenshot link', () => {
    expect(linkOn('https://lens.example.com', 'https://elsewhere.example/x.png')).toBe('https://elsewhere.example/x.png');
  });
});
