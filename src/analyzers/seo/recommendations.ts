import { SEO_CHECKS } from './checks.js';
import type { SeoCheck } from './checks.js';
import type { ComponentResult } from './finding.js';
import { impactFor, pointsToWin, priorityFor } from './scoring.js';
import type { Priority } from './scoring.js';
import type { Recommendation } from '../../results/seo.js';


interface Ranked extends Recommendation { readonly points: number }

const PRIORITY_RANK: Readonly<Record<Priority, number>> = { high: 0, medium: 1, low: 2 };

function fromFindings(results: readonly ComponentResult<unknown>[]): Ranked[] {
  return results.flatMap(({ component, findings }) => findings.map((finding) => {
    const points = pointsToWin(component, 100 - finding.penalty);
    const worth = points > 0
      ? `Worth ${points} point${points === 1 ? '' : 's'} of the overall score.`
      : 'Advice: it does not change the score.';
    return {
      priority: priorityFor(points),
      title: finding.fix,
      description: `${finding.issue} ${finding.advice} ${worth}`,
      impact: impactFor(component),
      points,
    };
  }));
}

function fromChecks(checks: readonly SeoCheck[]): Ranked[] {
  return checks.flatMap((check) => {
    const rule = SEO_CHECKS.find((r) => r.id === check.id);
    if (check.passed || rule === undefined) return [];
    return [{
      priority: rule.priority,
      title: rule.fix,
      description: `${check.message} Evidence: ${check.evidence}.`,
      impact: rule.impact,
      points: 0,
    }];
  });
}

/**
 * One recommendation per finding and failed check, ranked by the overall-score
 * points fixing it wins back by the component weights (docs/reference/scoring.md#seo-components), then by priority, then in
 * component order (title, description, headings, content, images, links, checks).
 */
export function buildRecommendations(
  results: readonly ComponentResult<unknown>[],
  checks: readonly SeoCheck[],
): Recommendation[] {
  const ranked = [...fromFindings(results), ...fromChecks(checks)];
  ranked.sort((a, b) => b.points - a.points || PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority]);
  return ranked.map(({ priority, title, description, impact }) => ({ priority, title, description, impact }));
}

export type { Recommendation };
