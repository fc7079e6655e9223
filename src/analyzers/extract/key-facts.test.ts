import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { extractMainContent, toPlainText } from './content/index.js';
import { analyzeExtract } from './extract.js';
import { mainThing } from './key-facts.js';
import { structuredDataOf } from '../structured-data/index.js';

const read = (path: string) => fs.readFileSync(new URL(path, import.meta.url), 'utf8');
const page = (path: string, url = 'https://site.example/page') => parsePage(read(path), url);

describe('/extract keeps the key facts of product, recipe and event pages', () => {
  it('product (microdata): name, price, availability before the description', () => {
    const product = page('../structured-data/fixtures/product.html');
    const markdown = analyzeExtract(product, 'markdown', new Map()).content;
    expect(markdown.split('\n\n').slice(0, 3)).toEqual([
      '# Trailblazer 40L Hiking Backpack',
      '- Price: €149.00\n- Availability: In stock',
      'The Trailblazer 40L is built for long days on the trail. Its ventilated back panel keeps air moving while you climb, and the adjustable hip belt carries the load on your hips rather than your shoulders.',
    ]);
    const text = analyzeExtract(product, 'text', new Map()).content;
    expect(text.startsWith('Trailblazer 40L Hiking Backpack\n\nPrice: €149.00\nAvailability: In stock\n\nThe Trailblazer 40L')).toBe(true);
    expect(analyzeExtract(product, 'html', new Map()).content).toContain('<h1>Trailblazer 40L Hiking Backpack</h1>');
  });

  it('recipe (JSON-LD in a post): yield and time, ingredients and steps after the post\'s text, not its title again', () => {
    const markdown = analyzeExtract(page('../structured-data/fixtures/recipe.html'), 'markdown', new Map()).content;
    expect(markdown.startsWith('- Yield: 4 servings\n- Total time: 30 min\n\nThese pancakes are the reason')).toBe(true);
    expect(markdown.endsWith([
      '## Ingredients', '- 250 g ricotta\n- 2 eggs\n- 150 g flour\n- 1 lemon, zested\n- 2 tbsp sugar\n- 1 tsp baking powder',
      '## Instructions', '1. Whisk the ricotta, eggs, sugar and lemon zest until smooth.\n2. Fold in the flour and baking powder.\n3. Cook spoonfuls in a buttered pan for two minutes a side.',
    ].join('\n\n'))).toBe(true);
  });

  it('event (RDFa): date and place', () => {
    const text = analyzeExtract(page('../structured-data/fixtures/event.html'), 'text', new Map()).content;
    expect(text.startsWith('Nordic Jazz Night\n\nDate: 14 May 2026, 19:30\nPlace: Harbour Hall, Kaiweg 3, Hamburg\n\nThree trios from Oslo')).toBe(true);
  });

  it('adds nothing the content already says', () => {
    const html = `<html><head><title>Pack</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Summit Pack",
      "description":"A small pack.","offers":{"@type":"Offer","price":"99.00","priceCurrency":"EUR","availability":"https://schema.org/InStock"}}</script></head>
      <body><main><h2>Summit Pack</h2><p>Price 99,00 € — in stock and ready to ship today from our warehouse in Hamburg, Germany.</p>
      <p>A small pack. It carries a day's worth of gear on short hikes and weighs under a kilogram, with two bottle pockets.</p></main></body></html>`;
    const product = parsePage(html, 'https://site.example/p');
    expect(analyzeExtract(product, 'text', new Map()).content).toBe(toPlainText(extractMainContent(product)));
  });

  it('leaves an article as it is, even with a product in its structured data', () => {
    const article = page('./content/fixtures/news-article.html');
    expect(analyzeExtract(article, 'text', new Map()).content).toBe(toPlainText(extractMainContent(article)));
    const review = parsePage(`<html><head><script type="application/ld+json">[{"@context":"https://schema.org","@type":"Review","itemReviewed":{"@type":"Product","name":"X1"}},
      {"@context":"https://schema.org","@type":"NewsArticle","headline":"X1 reviewed"},{"@context":"https://schema.org","@type":"Product","name":"X1","offers":{"@type":"Offer","price":"10"}}]</script></head>
      <body><article><p>${'The X1 is a fine appliance for a small office, and it is quiet. '.repeat(6)}</p></article></body></html>`, 'https://site.example/r');
    expect(analyzeExtract(review, 'text', new Map()).content).toBe(toPlainText(extractMainContent(review)));
  });

  it('leaves a page whose Product is only a rating widget (no offer) as it is', () => {
    const html = `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Snow clearing: what you must know",
      "aggregateRating":{"@type":"AggregateRating","ratingValue":"4.5","reviewCount":"31"}}</script></head>
      <body><article><h1>Snow clearing</h1><p>${'Owners must clear the pavement in front of their house by seven in the morning on weekdays. '.repeat(5)}</p></article></body></html>`;
    const magazine = parsePage(html, 'https://site.example/m');
    expect(mainThing(structuredDataOf(magazine))).toBeUndefined();
    expect(analyzeExtract(magazine, 'text', new Map()).content).toBe(toPlainText(extractMainContent(magazine)));
  });

  it('leaves a listing of several products as it is', () => {
    const card = (n: number) => `<li itemscope itemtype="https://schema.org/Product"><a itemprop="name" href="/p/${n}">Pack ${n}</a>
      <span itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price" content="${n}9.00">€${n}9.00</span><meta itemprop="priceCurrency" content="EUR"></span></li>`;
    const listing = parsePage(`<html><body><main><h1>Backpacks</h1><p>${'Our packs are made for long days on the trail and short trips to town alike. '.repeat(4)}</p>
      <ul>${[1, 2, 3, 4].map(card).join('')}</ul></main></body></html>`, 'https://site.example/backpacks');
    expect(structuredDataOf(listing)).toHaveLength(4);
    expect(mainThing(structuredDataOf(listing))).toBeUndefined();
    expect(analyzeExtract(listing, 'text', new Map()).content).toBe(toPlainText(extractMainContent(listing)));
  });
});

describe('key fact values', () => {
  it('writes ISO 8601 durations for readers and drops zero ones', async () => {
    const { formatDuration } = await import('./key-fact-values.js');
    expect(['PT30M', 'PT1H15M', 'P1DT2H', 'PT0S', 'PT0M', 'about an hour'].map(formatDuration)).toEqual(['30 min', '1 h 15 min', '1 d 2 h', undefined, undefined, 'about an hour']);
  });

  it('writes prices with their currency and labels availability', async () => {
    const { availabilityLabel, formatPrice } = await import('./key-fact-values.js');
    expect(formatPrice({ price: '149.00', priceCurrency: 'EUR' })).toEqual({ text: '€149.00', probes: ['149.00', '149,00'] });
    expect(formatPrice({ price: 20, priceCurrency: 'CHF' })?.text).toBe('20 CHF');
    expect(formatPrice({ '@type': 'AggregateOffer', lowPrice: '9.99', priceCurrency: 'USD' })?.text).toBe('from $9.99');
    expect(['http://schema.org/InStock', 'https://schema.org/OutOfStock', 'PreOrder', 'Unknown'].map(availabilityLabel)).toEqual(['In stock', 'Out of stock', 'Pre-order', undefined]);
  });
});
