/**
 * Language-neutral measures of a run of text, taken in one scan of its characters:
 * how much text there is (`weight`), and how much it reads like prose (sentence
 * ends and clause separators, in Latin, CJK, Arabic, Devanagari… punctuation).
 */

/** Accumulated measures of some text; mutated in place while scanning. */
export interface TextMeasure {
  /** Non-space characters; characters of scripts written without spaces (CJK, Thai…) count 3. */
  weight: number;
  /** Sentence-ending punctuation: . ! ? … 。 ！ ？ । ؟ ۔ */
  sentences: number;
  /** Clause separators: , ; 、 ， ； ، ؛ */
  commas: number;
}

export function emptyMeasure(): TextMeasure {
  return { weight: 0, sentences: 0, commas: 0 };
}

/** Weight of one character written without word spaces: roughly one word per two or three characters. */
const DENSE_WEIGHT = 3;

function isDense(code: number): boolean {
  return (code >= 0x3040 && code <= 0x30ff) // kana
    || (code >= 0x3400 && code <= 0x9fff) // CJK ideographs
    || (code >= 0xac00 && code <= 0xd7af) // Hangul syllables
    || (code >= 0x0e00 && code <= 0x0eff) // Thai, Lao
    || (code >= 0xf900 && code <= 0xfaff);
}

function isSpace(code: number): boolean {
  return code <= 0x20 || code === 0xa0 || (code >= 0x2000 && code <= 0x200b) || code === 0x3000 || code === 0xfeff;
}

function isSentenceEnd(code: number): boolean {
  switch (code) {
    case 0x2e: case 0x21: case 0x3f: case 0x2026: case 0x3002: case 0xff01: case 0xff1f:
    case 0x0964: case 0x061f: case 0x06d4:
      return true;
    default:
      return false;
  }
}

function isComma(code: number): boolean {
  switch (code) {
    case 0x2c: case 0x3b: case 0x3001: case 0xff0c: case 0xff1b: case 0x060c: case 0x061b:
      return true;
    default:
      return false;
  }
}

/** Adds the measures of `text` to `into`. */
export function measureText(text: string, into: TextMeasure): void {
  let weight = 0;
  let sentences = 0;
  let commas = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isSpace(code)) continue;
    if (code < 0x80) {
      weight++;
      if (code === 0x2e || code === 0x21 || code === 0x3f) {
        // "3.5", "e.g.x": only a stop followed by a space or the end closes a sentence.
        const next = text.charCodeAt(i + 1);
        if (Number.isNaN(next) || isSpace(next) || next === 0x22 || next === 0x27 || next === 0x29) sentences++;
      } else if (code === 0x2c || code === 0x3b) {
        commas++;
      }
    } else {
      weight += isDense(code) ? DENSE_WEIGHT : 1;
      if (isSentenceEnd(code)) sentences++;
      else if (isComma(code)) commas++;
    }
  }
  into.weight += weight;
  into.sentences += sentences;
  into.commas += commas;
}
