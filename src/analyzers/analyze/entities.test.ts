import { describe, expect, it } from 'vitest';
import { extractEntities } from './entities.js';

const typed = (text: string): string[] => extractEntities(text).map((e) => `${e.name}:${e.type}`);

describe('extractEntities', () => {
  it('keeps compromise’s people, places and organisations', () => {
    expect(typed('Angela Merkel met officials from the World Health Organization in Geneva.')).toEqual([
      'Angela Merkel:person', 'World Health Organization:organization', 'Geneva:location',
    ]);
  });

  it('finds products by model number, camel case, a brand before them or "a/new/my"', () => {
    expect(typed('Sony cut the price of the PlayStation 5.')).toContain('PlayStation 5:product');
    expect(typed('We drove a Ford Mustang to the coast.')).toContain('Ford Mustang:product');
    expect(typed('She writes on a Chromebook every day.')).toContain('Chromebook:product');
  });

  it('types untyped names from their context', () => {
    expect(typed('Elon Musk said Tesla would build a new factory.')).toEqual(['Elon Musk:person', 'Tesla:organization']);
    expect(typed('Netflix and Spotify raised their prices.')).toEqual(['Netflix:organization', 'Spotify:organization']);
  });

  it('drops titles and folds surnames into full names', () => {
    const found = extractEntities('President Tim Clark spoke first. Later, Clark thanked the crew.');
    expect(found).toEqual([{ name: 'Tim Clark', type: 'person', confidence: 0.8 }]);
  });

  it('finds nothing in text without names', () => {
    expect(extractEntities('')).toEqual([]);
    expect(extractEntities('the cat sat on the mat.')).toEqual([]);
  });
});
