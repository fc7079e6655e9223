/**
 * One page, one language: /analyze's `metadata.language` and the formula /seo rates readability
 * with come from the same `languageOf` (src/text), and /analyze's complexity is 100 − /seo's
 * reading ease. /aeo reports no language; it shares src/text's word and sentence splitting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { READABILITY } from '../../text/index.js';
import { analyzeSeo } from '../seo/index.js';
import { analyzeText } from './index.js';

const fixture = (name: string): ReturnType<typeof parsePage> =>
  parsePage(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.html`), 'utf8'), 'https://news.example/2024/05/story');

describe('/seo and /analyze read a page in the same language, and rate it alike', () => {
  it.each([
    ['french-article', 'fr', 'Kandel & Moles (1958)'],
    ['german-article', 'de', 'Flesch–Amstad (Amstad 1978)'],
    // Before src/text, /seo believed <html lang="en"> and rated this German text with English Flesch.
    ['german-declared-english', 'de', 'Flesch–Amstad (Amstad 1978)'],
  ])('%s → %s, rated with %s', (name, language, formula) => {
    const page = fixture(name);
    const analyzed = analyzeText(page);
    const seo = analyzeSeo({ page, headers: {} }).content_analysis;
    expect(analyzed.metadata.language).toBe(language);
    expect(seo.readability_formula).toBe(formula);
    expect(READABILITY.formulas.find((f) => f.name === seo.readability_formula)?.language).toBe(language);
    expect(analyzed.analysis.difficulty.complexity_score).toBeCloseTo(100 - seo.readability_score!, 6);
  });
});
