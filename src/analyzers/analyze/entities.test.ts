import { describe, expect, it } from 'vitest';
import { extractEntities } from './entities.js';

const typed = (text: string): string[] => extractEntities(text).map((e) => `${e.name}:${e.type}`);

describe('extractEntities', () => {
  it('finds the tagger’s people, places and organisations, names as written', () => {
    expect(typed('Angela Merkel met officials from the World Health Organization in Geneva.')).toEqual([
      'Angela Merkel:person', 'World Health Organization:organization', 'Geneva:location',
    ]);
    expect(typed('Shares of Coca-Cola rose in New York on Tuesday.')).toEqual(['Coca-Cola:organization', 'New York:location']);
  });

  it('finds products by model number, camel case, a brand before them or "a/new/my"', () => {
    expect(typed('Sony cut the price of the PlayStation 5.')).toContain('PlayStation 5:product');
    expect(typed('We drove a Ford Mustang to the coast.')).toContain('Ford Mustang:product');
    expect(typed('She writes on a Chromebook every day.')).toContain('Chromebook:product');
    expect(typed('The Boeing 737 and the Airbus A320 cost 90 million dollars each.')).toEqual(['Boeing 737:product', 'Airbus A320:product']);
  });

  it('lets context rules type names the tagger is unsure of', () => {
    expect(typed('Elon Musk said Tesla would build a new factory.')).toEqual(['Elon Musk:person', 'Tesla:organization']);
    expect(typed('Netflix and Spotify raised their prices.')).toEqual(['Netflix:organization', 'Spotify:organization']);
    expect(typed('Membership is free for anyone who lives, works or studies in Leeds.')).toEqual(['Leeds:location']);
  });

  it('keeps a hyphenated given name whole ("Ming-Chi Kuo"), and a hyphen between two names apart', () => {
    expect(typed('Apple analyst Ming-Chi Kuo has previously predicted that Apple will switch.')).toEqual(['Apple:organization', 'Ming-Chi Kuo:person']);
    expect(typed('The Paris-Berlin train was late again.')).toEqual(['Paris:location', 'Berlin:location']);
  });

  it('drops titles and folds surnames into full names', () => {
    const found = extractEntities('President Tim Clark spoke first. Later, Clark thanked the crew.');
    expect(found).toEqual([{ name: 'Tim Clark', type: 'person', confidence: 0.8 }]);
  });

  it('keeps an acronym as an organization when the page spells it out', () => {
    expect(typed('Several leading members of the NLD have served prison terms.')).toEqual([]);
    expect(typed('The National League for Democracy (NLD) won the vote.\nSeveral leading members of the NLD have served prison terms.'))
      .toEqual(['NLD:organization', 'National League for Democracy:organization']);
  });

  it('reads no products into results tables, nor entities into nationalities', () => {
    expect(typed('Middlesex 199 and 426, Hampshire 232.')).toEqual(['Middlesex:organization', 'Hampshire:organization']);
    expect(typed('He met an American and a German in Paris.')).toEqual(['Paris:location']);
  });

  it('finds nothing in text without names', () => {
    expect(extractEntities('')).toEqual([]);
    expect(extractEntities('the cat sat on the mat.')).toEqual([]);
  });
});
