import { describe, expect, it } from 'vitest';
import { firstSrcsetCandidate } from './images.js';
import { parsePage } from './page.js';

const imagesOf = (html: string) => parsePage(html, 'https://example.com/blog/post').images;

describe('images view', () => {
  it('alt: null when missing, "" when decorative, collapsed otherwise', () => {
    expect(imagesOf('<img src="a.png"><img src="b.png" alt><img src="c.png" alt=""><img src="d.png" alt=" A\n cat ">')
      .map((i) => i.alt)).toEqual([null, '', '', 'A cat']);
  });

  it('width/height only from pixel integers', () => {
    expect(imagesOf(`<img src="a.png" width="640" height="480px"><img src="b.png" width="50%" height="auto">
      <img src="c.png" width="12.7" height=" 9 "><img src="d.png" width="-3" height="">`)).toEqual([
      { src: 'https://example.com/blog/a.png', alt: null, width: 640, height: 480 },
      { src: 'https://example.com/blog/b.png', alt: null },
      { src: 'https://example.com/blog/c.png', alt: null, width: 12, height: 9 },
      { src: 'https://example.com/blog/d.png', alt: null },
    ]);
  });

  it('source fallbacks: lazy-load attributes, then the first srcset candidate', () => {
    expect(imagesOf(`<img data-src="/lazy.jpg"><img src="data:image/gif;base64,R0lG" data-lazy-src="/lazy2.jpg">
      <img data-original="/orig.jpg"><img srcset=" /small.jpg 1x, /big.jpg 2x"><img data-srcset="/ds.jpg 300w">
      <img src="javascript:x"><img>`).map((i) => i.src)).toEqual([
      'https://example.com/lazy.jpg',
      'https://example.com/lazy2.jpg',
      'https://example.com/orig.jpg',
      'https://example.com/small.jpg',
      'https://example.com/ds.jpg',
    ]);
  });

  it('keeps srcset raw (trimmed) when present', () => {
    expect(imagesOf('<img src="a.png" srcset=" a.png 1x, a@2x.png 2x ">')[0]?.srcset).toBe('a.png 1x, a@2x.png 2x');
  });

  it('keeps a non-empty inline style raw (trimmed), for sizes', () => {
    expect(imagesOf('<img src="a.png" style=" aspect-ratio: 16/9 "><img src="b.png" style=" ">').map((i) => i.style))
      .toEqual(['aspect-ratio: 16/9', undefined]);
  });

  it('skips images in <noscript>, <template> and <svg>', () => {
    expect(imagesOf('<noscript><img src="n.png"></noscript><template><img src="t.png"></template><svg><img src="s.png"></svg>'))
      .toEqual([]);
  });
});

describe('firstSrcsetCandidate', () => {
  it('takes the first URL, which may contain commas', () => {
    expect(firstSrcsetCandidate('https://cdn.example/w_100,h_100/a.jpg 100w, b.jpg 200w')).toBe('https://cdn.example/w_100,h_100/a.jpg');
    expect(firstSrcsetCandidate('a.jpg, b.jpg 2x')).toBe('a.jpg');
    expect(firstSrcsetCandidate('  ')).toBeUndefined();
  });
});
