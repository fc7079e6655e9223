import type { Page } from '../../page/index.js';
import { countWords } from '../../page/index.js';
import { readMainText } from '../extract/content/index.js';
import { READABILITY, measureReadability } from '../../text/index.js';
import type { ReadabilityLabel } from '../../text/index.js';
import { issuesOf, scoreFindings } from './finding.js';
import type { ComponentResult, Finding } from './finding.js';
import { SEO_SCORING } from './scoring.js';
import type { ContentAnalysis } from '../../results/seo.js';


function thinFinding(words: number): Finding[] {
  const rule = SEO_SCORING.components.content;
  if (words >= rule.minWords) return [];
  return [{
    penalty: rule.thinPenalty,
    issue: `The main content has ${words} words, fewer than ${rule.minWords}.`,
    fix: 'Write more content',
    advice: `Expand the main content to at least ${rule.minWords} words that answer what a visitor came for.`,
  }];
}

function readabilityFinding(label: ReadabilityLabel, formula: string | null, score: number | null): Finding[] {
  if (label !== 'poor' && label !== 'fair') return [];
  return [{
    penalty: 0,
    issue: `The text is hard to read: ${formula ?? 'reading ease'} score ${score ?? '?'} (${label}).`,
    fix: 'Simplify the writing',
    advice: `Use shorter sentences and plainer words; aim for a reading ease of ${READABILITY.labels[0].atLeast} or more.`,
  }];
}

/** Content (docs/reference/scoring.md#seo-components): minus 20 under 300 words of main content. Readability is advice only. */
export function analyzeContent(page: Page, text: string = readMainText(page).text): ComponentResult<ContentAnalysis> {
  const words = countWords(text);
  const readability = measureReadability(text, page.lang);
  const findings = [
    ...thinFinding(words),
    ...readabilityFinding(readability.label, readability.formula, readability.score),
  ];
  const fields: ContentAnalysis = {
    score: scoreFindings('content', findings),
    word_count: words,
    readability: readability.label,
    readability_score: readability.score,
    readability_formula: readability.formula,
    issues: issuesOf(findings),
  };
  return { component: 'content', fields, findings };
}

export type { ContentAnalysis };
