import { describe, expect, it } from 'vitest';
import { CATEGORY_SHORT_NAMES, shortCategory } from './categories.js';
import { loadFingerprints } from './load-fingerprints.js';

describe('CATEGORY_SHORT_NAMES', () => {
  const data = loadFingerprints();

  it('maps every category of the pinned data to a short lower-case name', () => {
    const unmapped = [...data.categories.keys()].filter((id) => CATEGORY_SHORT_NAMES[id] === undefined);
    expect(unmapped).toEqual([]);
    for (const name of Object.values(CATEGORY_SHORT_NAMES)) expect(name).toMatch(/^[a-z][a-z-]*$/);
  });

  it('takes the first category the data lists', () => {
    expect(shortCategory(data.technologies.get('Next.js')?.cats ?? [])).toBe('frontend');
    expect(shortCategory(data.technologies.get('Nginx')?.cats ?? [])).toBe('server');
    expect(shortCategory(data.technologies.get('Cloudflare')?.cats ?? [])).toBe('cdn');
    expect(shortCategory([])).toBe('other');
    expect(shortCategory([9999])).toBe('other');
  });
});
