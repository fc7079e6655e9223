import type { AeoResult, SeoResult } from '../../services/audit-services.js';
import { gradeStyle, joinLines, scoreStyle, tableLines, type Cell } from './layout.js';
import type { Paint, RenderOptions } from './style.js';

const SEO_COMPONENTS = [
  ['title', 'title_analysis', '25%'],
  ['meta description', 'meta_description', '20%'],
  ['headings', 'heading_analysis', '20%'],
  ['content', 'content_analysis', '20%'],
  ['images', 'image_analysis', '10%'],
  ['links', 'link_analysis', '5%'],
] as const;

const PRIORITY_STYLE = { high: 'red', medium: 'yellow', low: 'dim' } as const;

const score = (value: number): Cell => ({ text: String(value), style: scoreStyle(value) });
const headline = (paint: Paint, name: string, total: number, grade: string) =>
  `${paint('bold', name)} ${paint(scoreStyle(total), String(total))} ${paint(gradeStyle(grade), `(${grade})`)}`;

/** The SEO result as a terminal table: components, then recommendations and the checks that failed. */
export function formatSeoTable(result: SeoResult, { paint }: Pick<RenderOptions, 'paint'>): string {
  const rows = SEO_COMPONENTS.map(([label, key, weight]): Cell[] => [label, score(result[key].score), weight, result[key].issues.join('; ')]);
  const lines = [
    paint('cyan', result.url),
    headline(paint, 'SEO', result.overall_score, result.grade),
    '',
    ...tableLines([{ title: 'component' }, { title: 'score', align: 'right' }, { title: 'weight' }, { title: 'issues' }], rows, paint),
  ];
  if (result.recommendations.length > 0) {
    lines.push('', paint('bold', 'recommendations'));
    for (const r of result.recommendations) lines.push(`  ${paint(PRIORITY_STYLE[r.priority], `[${r.priority}]`)} ${r.title}: ${r.description}`);
  }
  const failed = result.checks.filter((c) => !c.passed);
  if (failed.length > 0) {
    lines.push('', paint('bold', 'checks that failed'));
    for (const c of failed) lines.push(`  ${paint('red', c.id)}: ${c.message} ${paint('dim', `(${c.evidence})`)}`);
  }
  return joinLines(lines);
}

/** The AEO result as a terminal table: one row per step. */
export function formatAeoTable(result: AeoResult, { paint }: Pick<RenderOptions, 'paint'>): string {
  const errors = result.auditSteps.some((step) => step.error);
  const rows = result.auditSteps.map((step): Cell[] => [step.step, score(step.score), ...(errors ? [{ text: step.error ?? '', style: 'red' as const }] : [])]);
  const columns = [{ title: 'step' }, { title: 'score', align: 'right' as const }, ...(errors ? [{ title: 'error' }] : [])];
  return joinLines([paint('cyan', result.url), headline(paint, 'AEO', result.totalScore, result.grade), '', ...tableLines(columns, rows, paint)]);
}
