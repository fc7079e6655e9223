import { describe, expect, it } from 'vitest';
import { parsePage } from './page.js';

const linksOf = (html: string, url = 'https://www.example.com/a/page') => parsePage(html, url).links;

describe('links view', () => {
  it('text falls back to aria-label, title, then an inner image alt', () => {
    expect(linksOf(`<a href="/1" aria-label=" Close ">  </a><a href="/2" title="Next page"></a>
      <a href="/3"><img src="x.png" alt="Logo"></a><a href="/4"><img src="y.png"></a>`).map((l) => l.text))
      .toEqual(['Close', 'Next page', 'Logo', '']);
  });

  it('rel tokens are lower-cased and de-duplicated', () => {
    expect(linksOf('<a href="/x" rel=" NoFollow  noopener nofollow ">x</a>')[0]?.rel).toEqual(['nofollow', 'noopener']);
  });

  it('classifies relative, subdomain, public-suffix and fragment links', () => {
    const links = linksOf(
      `<a href="b">rel</a><a href="#top">top</a><a href="#">hash</a><a href="page#s">same</a>
       <a href="https://shop.example.com/">sub</a><a href="https://example.co.uk/">uk</a>
       <a href="MAILTO:x@example.com">m</a><a href="tel:123">t</a><a href="  ">blank</a><a>no href</a>`,
    );
    expect(links.map((l) => [l.href, l.type])).toEqual([
      ['https://www.example.com/a/b', 'internal'],
      ['https://www.example.com/a/page#top', 'anchor'],
      ['https://www.example.com/a/page#', 'anchor'],
      ['https://www.example.com/a/page#s', 'anchor'],
      ['https://shop.example.com/', 'internal'],
      ['https://example.co.uk/', 'external'],
      ['mailto:x@example.com', 'mailto'],
      ['tel:123', 'tel'],
    ]);
  });

  it('keeps links inside inline SVG', () => {
    expect(linksOf('<svg><a href="/in-svg"><text>t</text></a></svg>').map((l) => l.href))
      .toEqual(['https://www.example.com/in-svg']);
  });
});
