import { detect } from 'tinyld';
import { STOPWORD_LANGUAGES, stopwordsOf } from './stopwords.js';

/** Languages told apart by their script alone, checked on the dominant script of the text. */
const SCRIPT_LANGUAGES: readonly (readonly [RegExp, string])[] = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/gu, 'ja'],
  [/\p{Script=Hangul}/gu, 'ko'],
  [/\p{Script=Han}/gu, 'zh'],
  [/\p{Script=Thai}/gu, 'th'],
  [/\p{Script=Greek}/gu, 'el'],
  [/\p{Script=Armenian}/gu, 'hy'],
  [/\p{Script=Georgian}/gu, 'ka'],
  [/\p{Script=Khmer}/gu, 'km'],
  [/\p{Script=Lao}/gu, 'lo'],
];

/** Letters found in one language only among those commonly met on the web. */
const UNIQUE_LETTERS: readonly (readonly [RegExp, string])[] = [
  [/[ñ¿¡]/u, 'es'], [/ß/u, 'de'], [/[ãõ]/u, 'pt'], [/[ğış]/u, 'tr'], [/[őű]/u, 'hu'],
  [/[łżźśćńąę]/u, 'pl'], [/[řěů]/u, 'cs'], [/[ơư]/u, 'vi'],
];

const SAMPLE_CHARACTERS = 3000;
const LETTERS = /\p{L}/gu;
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

function countMatches(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/** A script-determined language when that script holds most of the letters. */
function byScript(sample: string): string | undefined {
  const letters = countMatches(sample, LETTERS);
  const kana = countMatches(sample, SCRIPT_LANGUAGES[0]![0]);
  const han = countMatches(sample, SCRIPT_LANGUAGES[2]![0]);
  // Japanese mixes kana into Han text; even a little kana marks it.
  if (kana > 0 && (kana + han) * 2 > letters) return 'ja';
  for (const [pattern, lang] of SCRIPT_LANGUAGES) {
    if (countMatches(sample, pattern) * 2 > letters) return lang;
  }
  return undefined;
}

/** Back-off for short phrases the n-gram model will not call: telltale letters, then function words. */
function byWords(sample: string): string | undefined {
  const lower = sample.toLowerCase();
  for (const [pattern, lang] of UNIQUE_LETTERS) if (pattern.test(lower)) return lang;
  const words = lower.match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];
  const votes = STOPWORD_LANGUAGES.map((lang) => {
    const set = stopwordsOf(lang);
    return { lang, hits: words.filter((word) => set.has(word)).length };
  }).sort((a, b) => b.hits - a.hits);
  const [first, second] = votes;
  return first !== undefined && first.hits > 0 && first.hits > (second?.hits ?? 0) ? first.lang : undefined;
}

function sampleOf(text: string): string {
  return text
    .slice(0, SAMPLE_CHARACTERS * 2)
    .replace(/https?:\/\/\S+|\S+@\S+\.\S+/g, ' ')
    .replace(/[\p{N}_]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SAMPLE_CHARACTERS);
}

/**
 * ISO 639-1 code of the text's language, or `und` when it has no letters or nothing can be told.
 * Dominant script first (Japanese, Korean, Chinese, Thai, Greek…), then tinyld's n-gram model
 * (62 languages), then telltale letters and function words for short phrases tinyld leaves open.
 */
export function detectLanguage(text: string): string {
  const sample = sampleOf(typeof text === 'string' ? text : '');
  if (!/\p{L}/u.test(sample)) return 'und';
  const scripted = byScript(sample);
  if (scripted !== undefined) return scripted;
  let guess = '';
  try {
    guess = detect(sample);
  } catch {
    guess = '';
  }
  if (/^[a-z]{2}$/.test(guess)) return guess;
  return byWords(sample) ?? 'und';
}

/** Primary subtag of a BCP 47 tag, lower-cased: "en-GB" → "en". */
export function primaryLanguage(tag: string | undefined): string | undefined {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return primary === '' ? undefined : primary;
}

/**
 * The language of a page's text, the one every analyser uses: detected from the text, since
 * `<html lang>` is often a template's default; the declared tag's primary subtag (when a
 * two-letter ISO 639-1 code) only when the text tells nothing. `und` for text without words.
 */
export function languageOf(text: string, declaredTag: string | undefined): string {
  if (!WORD_CHARACTER.test(text)) return 'und';
  const detected = detectLanguage(text);
  if (detected !== 'und') return detected;
  const declared = primaryLanguage(declaredTag);
  return declared !== undefined && /^[a-z]{2}$/.test(declared) ? declared : 'und';
}
