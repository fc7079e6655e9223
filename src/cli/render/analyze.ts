import type { AnalyzeResult } from '../../services/analyze-service.js';
import { fieldLines, joinLines } from './layout.js';
import type { RenderOptions, StyleName } from './style.js';

const percent = (share: number) => `${Math.round(share * 100)}%`;

const SENTIMENT_STYLE: Readonly<Record<string, StyleName>> = { positive: 'green', negative: 'red' };

/** `pagelens analyze` on a terminal: the brief summary and key points, then the analysis fields. */
export function renderAnalyze(result: AnalyzeResult, { paint }: RenderOptions): string {
  const { summary, analysis, metadata } = result;
  const { sentiment, difficulty } = analysis;
  const sentimentStyle = SENTIMENT_STYLE[sentiment.label];
  const label = sentimentStyle ? paint(sentimentStyle, sentiment.label) : sentiment.label;
  const lines = [paint('cyan', result.url), '', paint('bold', summary.brief || '(no summary)')];
  if (summary.key_points.length > 0) lines.push('', ...summary.key_points.map((point) => `  • ${point}`));
  lines.push(
    '',
    ...fieldLines(
      [
        ['sentiment', sentiment.label ? `${label} (${sentiment.score.toFixed(2)}, confidence ${percent(sentiment.confidence)})` : ''],
        ['difficulty', [difficulty.level, difficulty.reading_time, `complexity ${difficulty.complexity_score}`].filter(Boolean).join(' · ')],
        ['topics', analysis.topics.map((t) => `${t.name} ${paint('dim', `(${t.category}, ${percent(t.confidence)})`)}`).join(', ')],
        ['entities', analysis.entities.map((e) => `${e.name} ${paint('dim', `[${e.type}]`)}`).join(', ')],
        ['page', `${metadata.word_count.toLocaleString('en-US')} words · ${metadata.language} · ${metadata.content_type}`],
        ['engine', result.engine],
        ...(result.unavailable.length > 0 ? [['unavailable', paint('yellow', result.unavailable.join(', '))] as const] : []),
      ],
      paint,
    ),
  );
  return joinLines(lines);
}
