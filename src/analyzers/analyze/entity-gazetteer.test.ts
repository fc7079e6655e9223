import { describe, expect, it } from 'vitest';
import { extractEntities } from './entities.js';
import { isAcronym, listedType } from './entity-gazetteer.js';

describe('entity gazetteer and acronyms', () => {
  it('lists names from the CoNLL-2003 training split with their usual type', () => {
    expect(listedType('Reuters')).toBe('organization');
    expect(listedType('Bonn')).toBe('location');
    expect(listedType('no such name here')).toBeUndefined();
  });

  it('recognises short all-capitals words as acronyms', () => {
    expect(isAcronym('CDN')).toBe(true);
    expect(isAcronym('APIs')).toBe(true);
    expect(isAcronym('Google')).toBe(false);
  });

  it('types an unlisted acronym as an organization only with evidence', () => {
    const names = extractEntities('Purge by surrogate key rather than by URL. Shared caches such as a CDN may keep the response.').map((e) => e.name);
    expect(names).not.toContain('URL');
    expect(names).not.toContain('CDN');
    const acme = extractEntities('Analysts were surprised when ACME acquired a rival last week.');
    expect(acme).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'ACME', type: 'organization' })]));
  });

  it('leaves scores out of names from results tables', () => {
    expect(extractEntities('Yesterday Manchester City 22 8 2 12 26 35 26 ended the season.').map((e) => e.name)).not.toContain('Manchester City 22');
  });
});
