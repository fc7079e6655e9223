import winkNLP from 'wink-nlp';
import type { ItsFunction, ModelAddons, WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { stopwordsOf } from '../../text/index.js';
import type { Sentence, Token } from '../../text/index.js';

/**
 * wink-nlp with its English "lite web" model: sentence breaks, tokens, POS tags, negation
 * scope and lemmas in one pass. The model is loaded on first use, not at import.
 */
let wink: WinkMethods | undefined;

export function englishNlp(): WinkMethods {
  wink ??= winkNLP(model);
  return wink;
}

declare module 'wink-nlp' {
  interface Tokens {
    /** How `out` calls a token function (`(index, document data, addons)`), which the typings' ItsFunction misses for `its.lemma`. */
    out<T>(itsf: (index: number, rdd: unknown, addons: ModelAddons) => T): T[];
  }
}

const ENGLISH_STOPWORDS = stopwordsOf('en');

function column<T>(values: T[] | string[]): T[] {
  return values as T[];
}

/** Sentences of English paragraphs with POS-tagged tokens; paragraphs never share a sentence. */
export function readEnglish(paragraphs: readonly string[]): Sentence[] {
  return paragraphs.flatMap((paragraph, index) => readParagraph(paragraph, index));
}

function readParagraph(paragraph: string, index: number): Sentence[] {
  const nlp = englishNlp();
  const its = nlp.its;
  const doc = nlp.readDoc(paragraph);
  const tokens = doc.tokens();
  const get = <T>(f: ItsFunction<T>): T[] => column<T>(tokens.out(f));
  const values = get(its.value);
  const normals = get(its.normal);
  const types = get(its.type);
  const tags = get(its.pos);
  const negations = get(its.negationFlag);
  const lemmas = tokens.out(its.lemma);
  const toToken = (i: number): Token => {
    const lower = normals[i] ?? '';
    return {
      text: values[i] ?? '', lower, isWord: types[i] === 'word', stop: ENGLISH_STOPWORDS.has(lower),
      pos: tags[i] ?? 'X', negated: negations[i] === true, lemma: (lemmas[i] ?? lower).toLowerCase(),
    };
  };
  const spans = column<number[]>(doc.sentences().out(its.span));
  const texts = doc.sentences().out();
  return spans.map((span, k) => ({
    text: (texts[k] ?? '').trim(),
    tokens: range(span[0] ?? 0, span[1] ?? -1).map(toToken),
    paragraph: index,
  }));
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}
