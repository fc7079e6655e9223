import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CDN_SIGNATURES, detectCdns } from './cdn.js';

type HeaderSets = Record<string, Record<string, string>>;
const load = (name: string): HeaderSets =>
  JSON.parse(readFileSync(new URL(`./fixtures/headers/${name}`, import.meta.url), 'utf8')) as HeaderSets;

const providers = load('cdn-providers.json');
const negatives = load('cdn-negatives.json');

describe('detectCdns', () => {
  it('has a fixture for every provider in the table (at least 15)', () => {
    expect(Object.keys(providers).sort()).toEqual(CDN_SIGNATURES.map((s) => s.provider).sort());
    expect(CDN_SIGNATURES.length).toBeGreaterThanOrEqual(15);
  });

  it.each(Object.entries(providers))('%s: its headers name it and only it', (provider, headers) => {
    expect(detectCdns(headers)).toEqual([provider]);
  });

  it.each(Object.entries(negatives))('%s: no CDN', (_label, headers) => {
    expect(detectCdns(headers)).toEqual([]);
  });

  it('reads header names case-insensitively and lists several providers in table order', () => {
    expect(detectCdns({ 'CF-Ray': '85f1c2d3e4a5b6c7-FRA', 'X-Amz-Cf-Id': 'abc' })).toEqual(['Amazon CloudFront', 'Cloudflare']);
  });

  it('needs both halves of the Google signature', () => {
    expect(detectCdns({ age: '10' })).toEqual([]);
    expect(detectCdns({ via: '1.1 google', age: '10' })).toEqual(['Google Cloud CDN']);
  });
});
