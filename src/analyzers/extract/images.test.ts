import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { describeImages, imagesToMeasure, openGraphImageSizes, srcsetCandidates, styleSize } from './images.js';

const PAGE_URL = 'https://www.example.org/blog/spring';
const media = (path: string) => `https://cdn.example.org/media/${path}`;
const fixturePage = () => parsePage(fs.readFileSync(new URL('./fixtures/image-sizes.html', import.meta.url), 'utf8'), PAGE_URL);
const sizesOf = (html: string, url = PAGE_URL) =>
  describeImages(parsePage(html, url)).map(({ src, width, height }) => ({ src: src.slice(src.lastIndexOf('/') + 1), width, height }));

describe('image sizes from the markup (fixtures/image-sizes.html)', () => {
  const images = describeImages(fixturePage());
  const byAlt = (alt: string) => images.find((image) => image.alt === alt);

  it('width and height attributes, when both are given', () => {
    expect(byAlt('Both attributes')).toEqual({ src: media('photos/attrs.jpg'), alt: 'Both attributes', width: 640, height: 480 });
  });

  it('the srcset width for exactly this src; the height stays 0 without an aspect', () => {
    expect(byAlt('Srcset')).toMatchObject({ src: media('photos/tulips-800.jpg'), width: 800, height: 0 });
    expect(byAlt('Srcset for other files')).toMatchObject({ width: 0, height: 0 });
  });

  it('og:image:width/height for the og:image (resolved URL, secure_url alias, several og:images)', () => {
    expect(byAlt('Cover')).toMatchObject({ src: media('covers/spring-cover.jpg'), width: 1200, height: 630 });
    expect(byAlt('Secure cover')).toMatchObject({ src: media('covers/spring-cover-secure.jpg'), width: 1200, height: 630 });
    expect(byAlt('Square')).toMatchObject({ width: 600, height: 600 });
  });

  it('inline style: pixel width and height, or one dimension and aspect-ratio', () => {
    expect(byAlt('Styled')).toMatchObject({ width: 800, height: 600 });
    expect(byAlt('Aspect')).toMatchObject({ width: 800, height: 450 });
    expect(byAlt('Srcset and aspect')).toMatchObject({ width: 1000, height: 750 });
    expect(byAlt('Height and aspect')).toMatchObject({ width: 600, height: 300 });
  });

  it('0 for what stays unknown; relative CSS lengths say nothing', () => {
    expect(byAlt('Width only')).toMatchObject({ width: 500, height: 0 });
    expect(byAlt('Fluid')).toMatchObject({ width: 0, height: 0 });
    expect(images.at(-1)).toEqual({ src: media('photos/bare.jpg'), alt: '', width: 0, height: 0 });
  });

  it('only images the markup does not size in full are worth a probe', () => {
    expect(imagesToMeasure(fixturePage()).map((src) => src.slice(src.lastIndexOf('/') + 1))).toEqual([
      'tulips-800.jpg', 'other.jpg', 'half.jpg', 'fluid.jpg', 'bare.jpg',
    ]);
  });
});

describe('the order of the sources', () => {
  it('attributes first, when both are given', () => {
    expect(sizesOf(`<meta property="og:image" content="/a.jpg"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">
      <img src="/a.jpg" width="300" height="200" srcset="/a.jpg 900w" style="width:10px;height:10px">`)).toEqual([{ src: 'a.jpg', width: 300, height: 200 }]);
  });

  it('a source stating both dimensions wins over a partial one', () => {
    expect(sizesOf(`<meta property="og:image" content="/a.jpg"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">
      <img src="/a.jpg" width="300">`)).toEqual([{ src: 'a.jpg', width: 1200, height: 630 }]);
  });

  it('otherwise each dimension from the first source stating it', () => {
    expect(sizesOf('<img src="/a.jpg" height="200" srcset="/a.jpg 900w">')).toEqual([{ src: 'a.jpg', width: 900, height: 200 }]);
  });

  it('og sizes belong to the og:image only, and never to an image elsewhere', () => {
    expect(sizesOf(`<meta property="og:image" content="https://elsewhere.example/a.jpg"><meta property="og:image:width" content="1200">
      <meta property="og:image:height" content="630"><img src="/a.jpg">`)).toEqual([{ src: 'a.jpg', width: 0, height: 0 }]);
  });

  it('a measured header fills only what the markup leaves incomplete', () => {
    const page = parsePage('<img src="/a.jpg" width="10" height="20"><img src="/b.jpg" width="30"><img src="/c.jpg">', PAGE_URL);
    const measured = new Map(['a', 'b', 'c'].map((n) => [`https://www.example.org/${n}.jpg`, { width: 640, height: 360 }]));
    expect(describeImages(page, measured).map(({ width, height }) => [width, height])).toEqual([[10, 20], [640, 360], [640, 360]]);
  });
});

describe('srcsetCandidates', () => {
  it('keeps commas inside URLs and reads descriptors', () => {
    expect(srcsetCandidates('https://cdn.example/w_100,h_100/a.jpg 100w, b.jpg 2x,c.jpg,  d.jpg 300W')).toEqual([
      { url: 'https://cdn.example/w_100,h_100/a.jpg', descriptor: '100w' },
      { url: 'b.jpg', descriptor: '2x' },
      { url: 'c.jpg', descriptor: '' },
      { url: 'd.jpg', descriptor: '300w' },
    ]);
    expect(srcsetCandidates('  ,, ')).toEqual([]);
  });

  it('a width for a URL with commas', () => {
    expect(sizesOf('<img src="https://cdn.example/w_100,h_100/a.jpg" srcset="https://cdn.example/w_100,h_100/a.jpg 100w, b.jpg 200w">'))
      .toEqual([{ src: 'a.jpg', width: 100, height: 0 }]);
  });
});

describe('styleSize', () => {
  it('pixels and ratios; the last declaration wins; other units and properties say nothing', () => {
    expect(styleSize('width:800px;height:600px')).toEqual({ width: 800, height: 600, aspectRatio: undefined });
    expect(styleSize('WIDTH: 12.6PX !important; width: 20px')).toMatchObject({ width: 20 });
    expect(styleSize('width: 50%; height: 10em; max-width: 300px; min-height: 20px')).toEqual({ width: undefined, height: undefined, aspectRatio: undefined });
    expect(styleSize('aspect-ratio: 16 / 9')).toMatchObject({ aspectRatio: 16 / 9 });
    expect(styleSize('aspect-ratio: auto 3/2')).toMatchObject({ aspectRatio: 1.5 });
    expect(styleSize('aspect-ratio: 1.5')).toMatchObject({ aspectRatio: 1.5 });
    expect(styleSize('aspect-ratio: 1/0')).toMatchObject({ aspectRatio: undefined });
    expect(styleSize('aspect-ratio: 0/1; width: 0px')).toEqual({ width: undefined, height: undefined, aspectRatio: undefined });
    expect(styleSize(undefined)).toEqual({ width: undefined, height: undefined, aspectRatio: undefined });
  });
});

describe('openGraphImageSizes', () => {
  it('gives each og:image the width/height that follow it', () => {
    const page = parsePage(`<meta property="og:image" content="/one.png"><meta property="og:image:width" content="100"><meta property="og:image:height" content="50">
      <meta property="og:image" content="/two.png"><meta property="og:image:height" content="70"><meta property="og:image" content="/three.png">`, PAGE_URL);
    expect(Object.fromEntries(openGraphImageSizes(page))).toEqual({
      'https://www.example.org/one.png': { width: 100, height: 50 },
      'https://www.example.org/two.png': { width: undefined, height: 70 },
    });
  });
});
