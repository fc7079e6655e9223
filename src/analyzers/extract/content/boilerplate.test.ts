import { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { ALWAYS_FURNITURE, FURNITURE, NOT_FURNITURE, furnitureKind, identifierWords } from './boilerplate.js';

const el = (name: string, attribs: Record<string, string> = {}) => new Element(name, attribs);

describe('identifierWords', () => {
  it('splits class and id names at punctuation and camelCase humps', () => {
    expect(identifierWords('post-footer socialShare__bar ad_slot2 RelatedArticles'))
      .toEqual(['post', 'footer', 'social', 'share', 'bar', 'ad', 'slot2', 'related', 'articles']);
  });
});

describe('furnitureKind', () => {
  it.each([
    ['nav', {}], ['aside', {}], ['footer', {}], ['figcaption', {}],
    ['div', { role: 'navigation' }], ['div', { hidden: '' }], ['div', { 'aria-hidden': 'true' }],
    ['div', { style: 'display: none' }], ['span', { class: 'sr-only' }],
    ['div', { class: 'share-bar' }], ['div', { id: 'newsletterSignup' }], ['p', { class: 'byline' }],
    ['div', { class: 'sidebar has-ads' }],
  ])('%s %j is furniture', (name, attribs) => {
    expect(furnitureKind(el(name, attribs))).toBe(FURNITURE);
  });

  it.each([
    [{ class: 'comments' }], [{ id: 'disqus_thread' }], [{ class: 'related-posts' }], [{ class: 'cookie-consent' }],
    [{ class: 'field field--name-field-related-articles' }],
  ])('%j is furniture whatever it holds', (attribs) => {
    expect(furnitureKind(el('section', attribs))).toBe(ALWAYS_FURNITURE);
  });

  it.each([
    ['article', { class: 'post type-post category-news tag-trains' }],
    ['div', { class: 'entry-content' }],
    ['div', { class: 'overflow-hidden' }],
    ['p', { class: 'lead' }],
    ['div', { class: 'paywall' }],
    // A one-word BEM modifier names a variant, a js- class a hook for scripts: neither what the thing is.
    ['section', { class: 'review__section review__section--ads' }],
    ['article', { class: 'node node--type-article node--promoted' }],
    // has-, with-, no- make the next word a state of the thing: an article with recommendations below it.
    ['div', { class: 'article container container--wide has-recommendations' }],
    ['div', { class: 'main has-sidebar' }],
    ['section', { class: 'post no-comments' }],
    ['section', { class: 'story__body js-collapse-related' }],
    ['div', { class: 'article-body article-body-print' }],
  ])('%s %j is not furniture', (name, attribs) => {
    expect(furnitureKind(el(name, attribs))).toBe(NOT_FURNITURE);
  });
});
