import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { analyzePreview, explainPreview } from './preview.js';

const load = (name: string, url: string) =>
  parsePage(readFileSync(new URL(`../../../fixtures/pages/${name}`, import.meta.url), 'utf8'), url);
const rulesOf = (hits: ReturnType<typeof explainPreview>) =>
  Object.fromEntries(Object.entries(hits).map(([field, hit]) => [field, hit?.rule]));

describe('analyzePreview on the fixtures', () => {
  it('article-full-meta.html: Open Graph wins everywhere', () => {
    const page = load('article-full-meta.html', 'https://www.example.com/guides/edge-caching');
    expect(analyzePreview(page)).toEqual({
      title: 'Edge caching, explained: a practical guide',
      description: 'What a CDN keeps, for how long, and how to purge it safely — with worked examples.',
      image: 'https://cdn.example.com/img/edge-caching-cover@2x.jpg',
      site_name: 'Northwind Engineering',
      type: 'article',
      favicon: 'https://www.example.com/static/favicon-32.png',
      author: 'Priya Raman', published_at: '2024-03-18T09:30:00Z', modified_at: '2024-04-02T14:05:00Z', lang: 'en-GB',
      logo: 'https://cdn.example.com/img/logo.png',
    });
  });

  it('blog-jsonld-only.html: <title>, then JSON-LD with @id references and entities', () => {
    const page = load('blog-jsonld-only.html', 'https://blog.example.org/posts/sourdough-starter');
    expect(analyzePreview(page)).toEqual({
      title: 'Keeping a sourdough starter alive on holiday – Crumb & Crust',
      description: 'Three ways to pause a starter for up to a month: the fridge, drying it into flakes, and a stiff starter. Includes how to revive it.',
      image: 'https://blog.example.org/media/starter-jar-wide.jpg',
      site_name: 'Crumb & Crust Bakery Journal',
      type: 'article',
      favicon: 'https://blog.example.org/favicon.ico',
      author: 'Tomás Ferreira', published_at: '2023-07-02', modified_at: '', lang: 'en', logo: 'https://blog.example.org/logo.png',
    });
    expect(rulesOf(explainPreview(page))).toEqual({
      title: 'html-title', description: 'json-ld-description', image: 'json-ld-image',
      site_name: 'json-ld-publisher', type: 'json-ld-type', favicon: 'shortcut-icon',
      author: 'json-ld-author', published_at: 'json-ld-date-published', modified_at: undefined, lang: 'html-lang', logo: 'json-ld-publisher-logo',
    });
  });

  it('minimal-title-only.html: only the fallbacks beyond the title', () => {
    const page = load('minimal-title-only.html', 'https://example.net/minimal');
    expect(analyzePreview(page)).toEqual({
      title: 'Minimal page',
      description: '',
      image: '',
      site_name: 'example.net',
      type: 'website',
      favicon: 'https://example.net/favicon.ico',
      author: '', published_at: '', modified_at: '', lang: '', logo: '',
    });
  });

  it('no-meta.html: h1, first meaningful paragraph (cut at a word), body image', () => {
    const page = load('no-meta.html', 'https://www.example.com/notes/chair');
    expect(analyzePreview(page)).toEqual({
      title: 'Notes on repairing a wooden chair',
      description: 'The joints of an old chair loosen because hide glue dries out and the wood shrinks across the grain. '
        + 'Knock the joint apart with a rubber mallet, scrape away the old glue down to bare wood, and re-glue with fresh '
        + 'hide glue so the next repair stays reversible. Clamp it for a full day before anyone…',
      image: 'https://www.example.com/images/chair-before-after.jpg',
      site_name: 'example.com',
      type: 'website',
      favicon: 'https://www.example.com/favicon.ico',
      author: '', published_at: '', modified_at: '', lang: 'en', logo: '',
    });
  });

  it('base-href.html: relative og:image and touch icon resolve against <base>', () => {
    const page = load('base-href.html', 'https://www.example.com/docs/install');
    expect(analyzePreview(page)).toEqual({
      title: 'Installing Lumen CLI',
      description: 'Install the Lumen command-line tool on macOS, Linux or Windows, and check that it works.',
      image: 'https://static.example.com/docs/v2/images/og-install.png',
      site_name: 'example.com',
      type: 'website',
      favicon: 'https://static.example.com/docs/v2/icons/touch-icon.png',
      author: '', published_at: '', modified_at: '', lang: 'en', logo: '',
    });
  });

  it('cjk-article.html', () => {
    const page = load('cjk-article.html', 'https://www.example.jp/articles/kyoto-autumn');
    expect(analyzePreview(page)).toEqual({
      title: '京都の紅葉、見頃と混雑を避けるコツ',
      description: '京都の紅葉の見頃は例年十一月中旬から十二月上旬です。人気の寺院を早朝に訪ねるコツと、穴場の散策路を紹介します。',
      image: 'https://www.example.jp/img/kyoto-momiji.jpg',
      site_name: 'たびノート',
      type: 'article',
      favicon: 'https://www.example.jp/favicon.ico',
      author: '', published_at: '', modified_at: '', lang: 'ja', logo: '',
    });
  });

  it('icons.html: the SVG icon beats every sized PNG', () => {
    const page = load('icons.html', 'https://www.example.com/icons');
    expect(analyzePreview(page)).toEqual({
      title: 'Icon test bench',
      description: 'This page declares many icons; previews pick the largest rel=icon.',
      image: '',
      site_name: 'Icon Bench',
      type: 'website',
      favicon: 'https://www.example.com/icons/icon.svg',
      author: '', published_at: '', modified_at: '', lang: 'en', logo: '',
    });
  });

  it('garbage.html: collapses whitespace, rejects javascript: and blank images', () => {
    const page = load('garbage.html', 'https://example.com/garbage');
    expect(analyzePreview(page)).toEqual({
      title: "Soldes d'hiver : -50 % sur tout",
      description: "Jusqu'à -50 % sur les lampes Nos meilleures ventes Lampe de chevet Ajouter vide cassé Lampe 2 Contact Catalogue",
      image: 'https://example.com/img/lampe.jpg',
      site_name: 'Boutique Lumière',
      type: 'product',
      favicon: 'https://example.com/favicon.ico',
      author: '', published_at: '', modified_at: '', lang: 'fr', logo: '',
    });
  });

  it('an empty document still yields every field as a string', () => {
    expect(analyzePreview(parsePage('', 'https://www.xn--bcher-kva.example/'))).toEqual({
      title: '', description: '', image: '', site_name: 'bücher.example', type: 'website',
      favicon: 'https://www.xn--bcher-kva.example/favicon.ico',
      author: '', published_at: '', modified_at: '', lang: '', logo: '',
    });
  });
});
