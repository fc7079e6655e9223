import type { AeoResult, SeoResult } from '../services/audit-services.js';

const pad = (text: string, width: number) => (text.length >= width ? text : text + ' '.repeat(width - text.length));
const padLeft = (text: string, width: number) => (text.length >= width ? text : ' '.repeat(width - text.length) + text);

const SEO_COMPONENTS = [
  ['title', 'title_analysis', '25%'],
  ['meta description', 'meta_description', '20%'],
  ['headings', 'heading_analysis', '20%'],
  ['content', 'content_analysis', '20%'],
  ['images', 'image_analysis', '10%'],
  ['links', 'link_analysis', '5%'],
] as const;

/** The SEO result as a terminal table: components, then recommendations. */
export function formatSeoTable(result: SeoResult): string {
  const lines = [`${result.url}`, `SEO ${result.overall_score} (${result.grade})`, '', `${pad('component', 18)}${padLeft('score', 6)}  ${pad('weight', 7)} issues`];
  for (const [label, key, weight] of SEO_COMPONENTS) {
    const component = result[key];
    lines.push(`${pad(label, 18)}${padLeft(String(component.score), 6)}  ${pad(weight, 7)} ${component.issues.join('; ')}`);
  }
  if (result.recommendations.length > 0) {
    lines.push('', 'recommendations');
    for (const r of result.recommendations) lines.push(`  [${r.priority}] ${r.title}: ${r.description}`);
  }
  const failed = result.checks.filter((c) => !c.passed);
  if (failed.length > 0) {
    lines.push('', 'checks that failed');
    for (const c of failed) lines.push(`  ${c.id}: ${c.message} (${c.evidence})`);
  }
  return `${lines.join('\n')}\n`;
}

/** The AEO result as a terminal table: one row per step. */
export function formatAeoTable(result: AeoResult): string {
  const lines = [`${result.url}`, `AEO ${result.totalScore} (${result.grade})`, '', `${pad('step', 26)}${padLeft('score', 6)}`];
  for (const step of result.auditSteps) lines.push(`${pad(step.step, 26)}${padLeft(String(step.score), 6)}${step.error ? `  (${step.error})` : ''}`);
  return `${lines.join('\n')}\n`;
}
