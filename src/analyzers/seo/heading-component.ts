import type { Heading, Page } from '../../page/index.js';
import { issuesOf, scoreFindings } from './finding.js';
import type { ComponentResult, Finding } from './finding.js';
import { SEO_SCORING } from './scoring.js';
import type { HeadingAnalysis } from '../../results/seo.js';


/** The first heading that breaks the outline: not starting at h1, or a level skipped going down. */
export function hierarchyBreak(headings: readonly Heading[]): string | undefined {
  const first = headings[0];
  if (first === undefined) return 'The page has no headings, so it has no outline.';
  if (first.level !== 1) return `The first heading is an h${first.level}, not an h1.`;
  for (let i = 1; i < headings.length; i++) {
    const previous = headings[i - 1]!;
    const current = headings[i]!;
    if (current.level > previous.level + 1) {
      const quoted = current.text === '' ? '' : ` "${current.text}"`;
      return `An h${current.level}${quoted} follows an h${previous.level}, skipping h${previous.level + 1}.`;
    }
  }
  return undefined;
}

function h1Findings(h1Count: number): Finding[] {
  const rule = SEO_SCORING.components.headings;
  if (h1Count === 0) {
    return [{
      penalty: rule.noH1Penalty,
      issue: 'The page has no <h1>.',
      fix: 'Add one h1',
      advice: 'Give the page exactly one <h1> stating its main topic.',
    }];
  }
  if (h1Count > 1) {
    return [{
      penalty: rule.multipleH1Penalty,
      issue: `The page has ${h1Count} <h1> elements; it should have one.`,
      fix: 'Keep a single h1',
      advice: 'Keep one <h1> for the main topic and turn the others into <h2> section headings.',
    }];
  }
  return [];
}

/** Headings (docs/reference/scoring.md#seo-components). The outline check is advice: it does not change the score. */
export function analyzeHeadings(page: Page): ComponentResult<HeadingAnalysis> {
  const headings = page.headings;
  const h1s = headings.filter((h) => h.level === 1);
  const broken = hierarchyBreak(headings);
  const findings = h1Findings(h1s.length);
  const advice: Finding[] = broken === undefined || headings.length === 0 ? [] : [{
    penalty: 0,
    issue: broken,
    fix: 'Fix the heading outline',
    advice: 'Start at h1 and go down one level at a time (h1 → h2 → h3) so readers and crawlers see the structure.',
  }];
  const all = [...findings, ...advice];
  const fields: HeadingAnalysis = {
    score: scoreFindings('headings', findings),
    h1_count: h1s.length,
    h1_text: h1s[0]?.text ?? '',
    hierarchy_valid: broken === undefined,
    total_headings: headings.length,
    issues: issuesOf(all),
  };
  return { component: 'headings', fields, findings: all };
}

export type { HeadingAnalysis };
