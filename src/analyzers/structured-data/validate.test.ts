import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { RICH_RESULT_RULES, structuredDataOf, validateStructuredData, type StructuredItem } from './index.js';

const BASE = new URL('https://site.example/page');
const check = (item: StructuredItem) => validateStructuredData([item], BASE);
const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const person = { '@type': 'Person', name: 'Ada Park' };
const offer = { '@type': 'Offer', price: '149.00', priceCurrency: 'EUR' };
const rating = { '@type': 'AggregateRating', ratingValue: '4.7', reviewCount: '132' };
const place = { '@type': 'Place', name: 'Harbour Hall', address: { '@type': 'PostalAddress', streetAddress: 'Kaiweg 3', addressLocality: 'Hamburg' } };

/** Per rich-result type: an item with every required property, and the errors of the bare type. */
const TABLE: readonly { type: string; complete: StructuredItem; bareErrors: string[] }[] = [
  { type: 'Article', complete: { '@type': 'Article', headline: 'H' }, bareErrors: [] },
  { type: 'Product', complete: { '@type': 'Product', name: 'Pack', offers: offer },
    bareErrors: ['Missing required property "name"', 'Missing one of "offers", "review", "aggregateRating"'] },
  { type: 'Recipe', complete: { '@type': 'Recipe', name: 'Pancakes', image: 'https://site.example/p.jpg' },
    bareErrors: ['Missing required property "name"', 'Missing required property "image"'] },
  { type: 'Event', complete: { '@type': 'Event', name: 'Jazz', startDate: '2026-05-14T19:30:00+02:00', location: place },
    bareErrors: ['Missing required property "name"', 'Missing required property "startDate"', 'Missing required property "location"'] },
  { type: 'FAQPage', complete: { '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Why?', acceptedAnswer: { '@type': 'Answer', text: 'Because.' } }] },
    bareErrors: ['Missing required property "mainEntity"'] },
  { type: 'HowTo', complete: { '@type': 'HowTo', name: 'Tie a knot', step: [{ '@type': 'HowToStep', text: 'Loop it.' }] },
    bareErrors: ['Missing required property "name"', 'Missing required property "step"'] },
  { type: 'BreadcrumbList', complete: { '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://site.example/' }] },
    bareErrors: ['Missing required property "itemListElement"'] },
  { type: 'Organization', complete: { '@type': 'Organization' }, bareErrors: [] },
  { type: 'LocalBusiness', complete: { '@type': 'LocalBusiness', name: 'Crumb', address: place.address },
    bareErrors: ['Missing required property "name"', 'Missing required property "address"'] },
  { type: 'JobPosting', complete: { '@type': 'JobPosting', title: 'Baker', description: 'Bake.', datePosted: '2026-05-01', hiringOrganization: { '@type': 'Organization', name: 'Crumb' }, jobLocation: place },
    bareErrors: ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'].map((p) => `Missing required property "${p}"`) },
  { type: 'VideoObject', complete: { '@type': 'VideoObject', name: 'Clip', thumbnailUrl: 'https://site.example/t.jpg', uploadDate: '2026-05-01' },
    bareErrors: ['name', 'thumbnailUrl', 'uploadDate'].map((p) => `Missing required property "${p}"`) },
  { type: 'Review', complete: { '@type': 'Review', author: person, itemReviewed: { '@type': 'Product', name: 'Pack' }, reviewRating: { '@type': 'Rating', ratingValue: 5 } },
    bareErrors: ['author', 'itemReviewed', 'reviewRating'].map((p) => `Missing required property "${p}"`) },
  { type: 'SoftwareApplication', complete: { '@type': 'SoftwareApplication', name: 'App', offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' }, aggregateRating: rating },
    bareErrors: ['Missing required property "name"', 'Missing required property "offers"', 'Missing one of "aggregateRating", "review"'] },
  { type: 'Book', complete: { '@type': 'Book', name: 'Harbour', author: person, url: 'https://site.example/b', workExample: { '@type': 'Book', isbn: '9783161484100' } },
    bareErrors: ['name', 'author', 'url', 'workExample'].map((p) => `Missing required property "${p}"`) },
  { type: 'Course', complete: { '@type': 'Course', name: 'Baking 101', description: 'Bread.' },
    bareErrors: ['Missing required property "name"', 'Missing required property "description"'] },
  { type: 'Dataset', complete: { '@type': 'Dataset', name: 'Rainfall', description: 'Daily rainfall in Hamburg since 1950.' },
    bareErrors: ['Missing required property "name"', 'Missing required property "description"'] },
];

describe('structured data validation: one row per rich-result type', () => {
  it('has a test row for every rule row', () => {
    expect(TABLE.map((row) => row.type)).toEqual(RICH_RESULT_RULES.map((rule) => rule.type));
  });

  it.each(TABLE)('$type: every required property there is valid; the bare type has an error per missing one', ({ type, complete, bareErrors }) => {
    const [done] = check(complete);
    expect(done).toMatchObject({ type, valid: true, errors: [] });
    const [bare] = check({ '@type': type });
    expect(bare!.errors).toEqual(bareErrors);
    expect(bare!.valid).toBe(bareErrors.length === 0);
  });

  it('names missing recommended properties as warnings', () => {
    expect(check({ '@type': 'Article', headline: 'H' })[0]!.warnings).toEqual([
      'Missing recommended property "image"', 'Missing recommended property "datePublished"',
      'Missing recommended property "dateModified"', 'Missing recommended property "author"',
    ]);
  });

  it('checks subtypes as their family, and leaves types without rich results out', () => {
    expect(check({ '@type': 'Bakery', name: 'Crumb', address: place.address })[0]).toMatchObject({ type: 'Bakery', valid: true });
    expect(check({ '@type': 'BlogPosting', headline: 'H' })[0]!.type).toBe('BlogPosting');
    expect(check({ '@type': 'WebSite', name: 'S' })).toEqual([]);
  });
});

describe('structured data validation: values', () => {
  it('gives errors for an invalid date, price and currency of a required property, naming it', () => {
    const [event] = check({ '@type': 'Event', name: 'Jazz', startDate: 'next Friday', location: place });
    expect(event!.errors).toEqual(['Invalid date (ISO 8601 expected, e.g. 2026-05-14 or 2026-05-14T19:30+02:00) in "startDate": "next Friday"']);
    const [product] = check({ '@type': 'Product', name: 'Pack', offers: { '@type': 'Offer', price: '€149', priceCurrency: '€' } });
    expect(product!.errors).toEqual([
      'Invalid price (a number such as 149.00 expected) in "offers.price": "€149"',
      'Invalid currency (an ISO 4217 code such as EUR expected) in "offers.priceCurrency": "€"',
    ]);
    expect(product!.valid).toBe(false);
  });

  it('gives errors for a missing property of a product\'s offer and warnings for an invalid recommended URL or date', () => {
    const [product] = check({ '@type': 'Product', name: 'Pack', offers: { '@type': 'Offer', priceCurrency: 'EUR' }, image: 'javascript:alert(1)' });
    expect(product!.errors).toEqual(['Missing required property "offers.price"']);
    expect(product!.warnings).toContain('Invalid image URL in "image": "javascript:alert(1)"');
    const [article] = check({ '@type': 'NewsArticle', headline: 'H', datePublished: '2026-13-40' });
    expect(article!.warnings).toContain('Invalid date (ISO 8601 expected, e.g. 2026-05-14 or 2026-05-14T19:30+02:00) in "datePublished": "2026-13-40"');
    expect(article!.valid).toBe(true);
  });

  it('flags values of the wrong type', () => {
    const [event] = check({ '@type': 'Event', name: 'Jazz', startDate: '2026-05-14', location: 'Harbour Hall, Hamburg' });
    expect(event!.errors).toEqual(['"location" should be a Place or VirtualLocation, not text: "Harbour Hall, Hamburg"']);
    const [article] = check({ '@type': 'Article', headline: 'H', author: 'Ada Park' });
    expect(article!.warnings).toContain('"author" should be a Person or Organization, not text: "Ada Park"');
    const [faq] = check({ '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Why?' }] });
    expect(faq!.errors).toEqual(['Missing required property "mainEntity.acceptedAnswer"']);
  });

  it('asks a remote job for the applicants\' location instead of a job location', () => {
    const job = { '@type': 'JobPosting', title: 'Baker', description: 'Bake.', datePosted: '2026-05-01', hiringOrganization: { '@type': 'Organization', name: 'Crumb' }, jobLocationType: 'TELECOMMUTE' };
    expect(check(job)[0]!.errors).toEqual(['Missing required property "applicantLocationRequirements"']);
    expect(check({ ...job, applicantLocationRequirements: { '@type': 'Country', name: 'DE' } })[0]).toMatchObject({ valid: true, errors: [] });
  });

  it('accepts an online event, an @id reference and an ImageObject', () => {
    const [event] = check({ '@type': 'Event', name: 'Talk', startDate: '2026-05-14', location: { '@type': 'VirtualLocation', url: 'https://site.example/live' }, image: { '@type': 'ImageObject', url: '/i.jpg' }, organizer: { '@id': '#org' } });
    expect(event).toMatchObject({ valid: true, errors: [] });
    expect(event!.warnings.filter((w) => /image|organizer/.test(w))).toEqual([]);
  });
});

describe('structured data validation: fixture pages', () => {
  it('checks the microdata product, the RDFa event and the JSON-LD recipe', () => {
    const results = (name: string) => {
      const page = parsePage(fixture(name), 'https://site.example/page');
      return validateStructuredData(structuredDataOf(page), page.baseUrl).map(({ type, valid, errors }) => ({ type, valid, errors }));
    };
    expect(results('product.html')).toEqual([{ type: 'Product', valid: true, errors: [] }]);
    expect(results('event.html')).toEqual([{ type: 'MusicEvent', valid: true, errors: [] }]);
    expect(results('recipe.html')).toEqual([{ type: 'BlogPosting', valid: true, errors: [] }, { type: 'Recipe', valid: true, errors: [] }]);
    expect(results('rdfa-lite.html')).toEqual([{ type: 'Book', valid: false, errors: ['Missing required property "workExample"'] }]);
  });
});
