import { describe, expect, it } from 'vitest';
import { detectLanguage, languageOf, primaryLanguage } from './language.js';

describe('detectLanguage', () => {
  it.each([
    ['The weather will be sunny tomorrow with light winds.', 'en'],
    ['Die Bibliothek bleibt am Montag geschlossen.', 'de'],
    ['Le musée est fermé le mardi et les jours fériés.', 'fr'],
    ['Поезд отправляется с третьего пути через пять минут.', 'ru'],
    ['明日は東京で雨が降るでしょう。', 'ja'],
    ['图书馆每天早上八点开门。', 'zh'],
    ['내일은 전국적으로 비가 내리겠습니다.', 'ko'],
    ['Το μουσείο είναι κλειστό τη Δευτέρα.', 'el'],
  ])('%s → %s', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  it('backs a short phrase the n-gram model leaves open with telltale letters and function words', () => {
    expect(detectLanguage('Añadir al carrito')).toBe('es');
  });

  it('answers und when there are no letters or nothing can be told', () => {
    expect(detectLanguage('')).toBe('und');
    expect(detectLanguage('12:30 — 4,5 € https://example.com')).toBe('und');
    expect(detectLanguage('OK')).toBe('und');
  });
});

describe('languageOf (the language every analyser uses)', () => {
  it('believes the text over <html lang>, which is often a template default', () => {
    expect(languageOf('Die Bibliothek bleibt am Montag geschlossen.', 'en-US')).toBe('de');
    expect(languageOf('Le musée est fermé le mardi et les jours fériés.', undefined)).toBe('fr');
  });

  it('takes the primary subtag of <html lang> when the text tells nothing', () => {
    expect(languageOf('OK', 'pt-BR')).toBe('pt');
    expect(languageOf('12 34 56', 'de_AT')).toBe('de');
    expect(languageOf('OK', 'english')).toBe('und');
  });

  it('is und for text without words, whatever is declared', () => {
    expect(languageOf('', 'en')).toBe('und');
    expect(languageOf(' — ', 'en')).toBe('und');
  });

  it('reads the primary subtag of a BCP 47 tag', () => {
    expect(primaryLanguage(' en-GB ')).toBe('en');
    expect(primaryLanguage('zh_Hant_TW')).toBe('zh');
    expect(primaryLanguage('')).toBeUndefined();
    expect(primaryLanguage(undefined)).toBeUndefined();
  });
});
