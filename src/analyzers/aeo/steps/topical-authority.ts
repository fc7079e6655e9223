import { stemmer } from 'stemmer';
import { countWords } from '../../../page/index.js';
import type { Page } from '../../../page/index.js';
import { lowerWordsOf } from '../../../text/index.js';
import type { Block } from '../blocks.js';
import type { AeoContext } from '../context.js';
import { faqQuestions } from '../faq.js';
import { AEO_MEASURES } from '../measures.js';
import { distinctQuestions, isQuestion } from '../questions.js';
import { isTopicWord } from '../stop-words.js';

/** Topical Authority details (docs/reference/api.md#aeo). */
export interface TopicalAuthorityDetails {
  readonly main_topic: string;
  readonly related_questions: number;
  readonly topic_coverage: number;
}

export interface TopicalAuthorityFacts extends TopicalAuthorityDetails {
  /** Times the main topic occurs in the main content. */
  readonly topic_mentions: number;
  /** h2/h3 sections with enough words to count, and how many of them name the topic (for the advice). */
  readonly substantial_sections: number;
  readonly on_topic_sections: number;
}

/** The first h1, else the title without its " | Site" or " - Site" suffix. */
function topicSource(page: Page): string {
  const h1 = page.headings.find((h) => h.level === 1 && h.text !== '')?.text;
  if (h1 !== undefined) return h1;
  return page.title?.split(/\s[|–—·•-]\s/)[0] ?? '';
}

/**
 * Words compared by their Porter stem, so that the topic "edge caching" is mentioned by "cached",
 * "caches" and "cache" too (English, as the stop words are).
 */
const stemsOf = (words: readonly string[]): string[] => words.map((w) => stemmer(w));

function countPhrase(stems: readonly string[], phrase: readonly string[]): number {
  let count = 0;
  for (let i = 0; i + phrase.length <= stems.length; i++) {
    if (phrase.every((stem, j) => stems[i + j] === stem)) count++;
  }
  return count;
}

/** The topic as the page writes it (`words`), its stems, and how often the content mentions it. */
interface Topic { readonly words: readonly string[]; readonly stems: readonly string[]; readonly mentions: number }

function mostRepeated(candidates: readonly (readonly string[])[], stems: readonly string[]): Topic | undefined {
  let best: Topic | undefined;
  for (const words of candidates) {
    const phrase = stemsOf(words);
    const mentions = countPhrase(stems, phrase);
    if (best === undefined || mentions > best.mentions) best = { words, stems: phrase, mentions };
  }
  return best;
}

const distinct = (words: readonly string[]): string[][] => {
  const byStem = new Map<string, string>();
  for (const word of words) if (!byStem.has(stemmer(word))) byStem.set(stemmer(word), word);
  return [...byStem.values()].map((w) => [w]);
};

/** `tokens`: the main content's lower-case words. */
export function findMainTopic(source: string, tokens: readonly string[]): Topic | undefined {
  const stems = stemsOf(tokens);
  const sourceWords = lowerWordsOf(source);
  const bigrams = sourceWords.slice(1)
    .map((w, i) => [sourceWords[i]!, w])
    .filter((pair) => pair.every(isTopicWord));
  const phrase = mostRepeated(bigrams, stems);
  if (phrase !== undefined && phrase.mentions >= AEO_MEASURES.topicPhraseMinMentions) return phrase;
  const word = mostRepeated(distinct(sourceWords.filter(isTopicWord)), stems);
  if (word !== undefined) return word;
  return mostRepeated(distinct(tokens.filter(isTopicWord)), stems);
}

interface Section { readonly words: number; readonly stems: ReadonlySet<string> }

/** h2/h3 sections of the content: the heading and every block up to the next h1–h3. */
function sectionsOf(blocks: readonly Block[]): Section[] {
  const groups: Block[][] = [];
  for (const block of blocks) {
    if (block.kind === 'heading' && block.level <= 3) {
      if (block.level >= 2) groups.push([block]);
      else groups.push([]);
    } else {
      groups[groups.length - 1]?.push(block);
    }
  }
  return groups.filter((g) => g[0]?.kind === 'heading').map((g) => ({
    words: g.slice(1).reduce((sum, b) => sum + countWords(b.text), 0),
    stems: new Set(stemsOf(g.flatMap((b) => lowerWordsOf(b.text)))),
  }));
}

/** Substantial h2/h3 sections, and how many of them mention a word of the topic (`topicStems`). */
function sectionCounts(blocks: readonly Block[], topicStems: readonly string[]): { substantial: number; mentioning: number } {
  const substantial = sectionsOf(blocks).filter((s) => s.words >= AEO_MEASURES.sectionMinWords);
  const mentioning = substantial.filter((s) => topicStems.some((w) => s.stems.has(w))).length;
  return { substantial: substantial.length, mentioning };
}

export function topicCoverage(blocks: readonly Block[], topicStems: readonly string[]): number {
  const { substantial, mentioning } = sectionCounts(blocks, topicStems);
  if (substantial === 0 || topicStems.length === 0) return 0;
  const breadth = Math.min(substantial, AEO_MEASURES.sectionsForFullCoverage) / AEO_MEASURES.sectionsForFullCoverage;
  return Math.round(breadth * (mentioning / substantial) * 100) / 100;
}

export function collectTopicalAuthority(ctx: AeoContext): TopicalAuthorityFacts {
  const tokens = lowerWordsOf(ctx.contentText);
  const topic = findMainTopic(topicSource(ctx.page), tokens);
  const headingQuestions = ctx.page.headings.filter((h) => h.level >= 2 && isQuestion(h.text)).map((h) => h.text);
  const related = distinctQuestions([...headingQuestions, ...faqQuestions(ctx.page, ctx.schema)]);
  const sections = sectionCounts(ctx.blocks, topic?.stems ?? []);
  return {
    main_topic: topic?.words.join(' ') ?? '',
    related_questions: related.length,
    topic_coverage: topicCoverage(ctx.blocks, topic?.stems ?? []),
    topic_mentions: topic?.mentions ?? 0,
    substantial_sections: sections.substantial,
    on_topic_sections: sections.mentioning,
  };
}
