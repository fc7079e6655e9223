import { describe, expect, it } from 'vitest';
import { distinctQuestions, isDefinition, isQuestion } from './questions.js';

describe('question headings', () => {
  it.each([
    ['What is a CDN?', true], ['How to purge a cache', true], ['¿Qué es una CDN?', true], ['CDN とは？', true],
    ['Why?', true], ['Pricing', false], ['How', false], ["Do's and don'ts of caching", false], ['Is', false],
    ['Frequently asked questions', false],
  ])('%s → %s', (text, expected) => {
    expect(isQuestion(text)).toBe(expected);
  });

  it('counts one question asked twice once', () => {
    expect(distinctQuestions(['What is a CDN?', 'what is a  CDN', 'Why cache?'])).toEqual(['What is a CDN?', 'Why cache?']);
  });
});

describe('definition sentences', () => {
  it.each([
    ['Edge caching is the practice of storing copies of pages near visitors.', true],
    ['A CDN, or content delivery network, refers to servers spread around the world.', true],
    ['TTL stands for time to live.', true],
    ['It is important to purge the cache.', false],
    ['There are many providers.', false],
    ['Purge the cache after you publish.', false],
  ])('%s → %s', (sentence, expected) => {
    expect(isDefinition(sentence)).toBe(expected);
  });
});
