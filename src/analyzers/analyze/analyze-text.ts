import type { Page } from '../../page/index.js';
import { STOPWORD_LANGUAGES, countText, readingEase } from '../../text/index.js';
import { EMPTY_INPUT, readInput } from './analysis-input.js';
import type { AnalysisInput } from './analysis-input.js';
import { classifyContent } from './content-type.js';
import { describeDifficulty, readingTime, UNKNOWN_LEVEL } from './difficulty.js';
import type { Difficulty } from './difficulty.js';
import { codeSpanTexts } from './code-spans.js';
import { extractSentenceEntities } from './entities.js';
import type { Entity } from './entities.js';
import { NEUTRAL_EMPTY, scoreSentiment } from './sentiment.js';
import type { Sentiment } from './sentiment.js';
import { EMPTY_SUMMARY, summarize } from './summary.js';
import type { Summary } from './summary.js';
import { extractTopics } from './topics.js';
import type { Topic } from './topics.js';
import type { AnalyzeFields } from '../../results/analyze.js';


type Run = <T>(path: string, supported: boolean, compute: () => T, empty: T) => T;

/** Runs one part; a part that is unsupported or throws is reported unavailable and gets its empty value. */
function runner(unavailable: string[]): Run {
  return <T>(path: string, supported: boolean, compute: () => T, empty: T): T => {
    if (supported) {
      try {
        return compute();
      } catch {
        // A failing part is unavailable, never a failed request (docs/reference/design.md#analysers-are-pure).
      }
    }
    unavailable.push(path);
    return empty;
  };
}

function safeInput(page: Page): AnalysisInput {
  try {
    return readInput(page);
  } catch {
    return EMPTY_INPUT;
  }
}

function difficultyOf(input: AnalysisInput, unavailable: string[]): Difficulty {
  const run = runner(unavailable);
  const empty = { level: UNKNOWN_LEVEL, reading_time: readingTime(input.words), complexity_score: 0 };
  if (input.words === 0) return run('analysis.difficulty', false, () => empty, empty);
  const readability = run('analysis.difficulty', true, () => readingEase(countText(input.text, input.language), input.language), undefined);
  if (readability === undefined && !unavailable.includes('analysis.difficulty')) {
    unavailable.push('analysis.difficulty.level', 'analysis.difficulty.complexity_score');
  }
  return describeDifficulty(readability, input.words);
}

function topicsOf(input: AnalysisInput, unavailable: string[]): Topic[] {
  const english = input.language === 'en';
  const supported = input.words > 0 && (english || STOPWORD_LANGUAGES.includes(input.language));
  const topics = runner(unavailable)('analysis.topics', supported, () => extractTopics(input.sentences, input.titleWords, input.language, input.titleSentences), []);
  if (supported && !english && !unavailable.includes('analysis.topics')) unavailable.push('analysis.topics.category');
  return topics;
}

/**
 * The built-in /analyze engine: pure and offline. English gets every part; other languages get
 * language, summary, difficulty (where a formula exists) and uncategorised topics (where a
 * stopword list exists), and `unavailable` names the rest.
 */
export function analyzeText(page: Page): AnalyzeFields {
  const input = safeInput(page);
  const unavailable: string[] = [];
  const run = runner(unavailable);
  const hasText = input.words > 0;
  const english = hasText && input.language === 'en';
  const summary = run<Summary>('summary', hasText, () => summarize(input.sentences, input.titleWords), EMPTY_SUMMARY);
  const sentiment = run<Sentiment>('analysis.sentiment', english, () => scoreSentiment(input.sentences), NEUTRAL_EMPTY);
  const topics = topicsOf(input, unavailable);
  const entities = run<Entity[]>('analysis.entities', english, () => {
    const code = codeSpanTexts(page);
    return extractSentenceEntities(input.sentences).filter((entity) => !code.has(entity.name));
  }, []);
  const difficulty = difficultyOf(input, unavailable);
  if (input.language === 'und') unavailable.push('metadata.language');
  return {
    summary: { ...summary, key_points: [...summary.key_points] },
    analysis: { sentiment: { ...sentiment }, topics, entities, difficulty: { ...difficulty } },
    metadata: { word_count: input.words, language: input.language, content_type: classifyContent(page, input.words) },
    unavailable,
  };
}

export type { AnalyzeFields };
