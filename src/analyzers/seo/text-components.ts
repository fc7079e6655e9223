import { collapseWhitespace } from '../../page/index.js';
import type { Page } from '../../page/index.js';
import { codePointLength } from '../../text/index.js';
import { issuesOf, scoreFindings } from './finding.js';
import type { ComponentResult, Finding } from './finding.js';
import { SEO_SCORING } from './scoring.js';
import type { TitleAnalysis } from '../../results/seo.js';
import type { MetaDescriptionAnalysis } from '../../results/seo.js';



interface LengthRule {
  readonly minChars: number;
  readonly shortPenalty: number;
  readonly maxChars: number;
  readonly longPenalty: number;
  readonly missingScore: number;
}

interface Wording {
  readonly what: string;
  readonly missing: Omit<Finding, 'penalty'>;
  readonly advice: string;
}

function lengthFindings(text: string, rule: LengthRule, words: Wording): Finding[] {
  if (text === '') return [{ penalty: 100 - rule.missingScore, ...words.missing }];
  const length = codePointLength(text);
  const range = `${rule.minChars}–${rule.maxChars} characters`;
  if (length < rule.minChars) {
    return [{
      penalty: rule.shortPenalty,
      issue: `The ${words.what} is ${length} characters, shorter than ${rule.minChars}.`,
      fix: `Lengthen the ${words.what}`,
      advice: `Expand the ${words.what} to ${range}. ${words.advice}`,
    }];
  }
  if (length > rule.maxChars) {
    return [{
      penalty: rule.longPenalty,
      issue: `The ${words.what} is ${length} characters, longer than ${rule.maxChars}; search results cut it off.`,
      fix: `Shorten the ${words.what}`,
      advice: `Cut the ${words.what} to ${range}. ${words.advice}`,
    }];
  }
  return [];
}

const TITLE_WORDING: Wording = {
  what: 'title',
  missing: {
    issue: 'The page has no <title> element.',
    fix: 'Add a title',
    advice: 'Add a <title> of 30–60 characters that names what the page is about; it is the headline of the search result.',
  },
  advice: 'Lead with the words people search for.',
};

const DESCRIPTION_WORDING: Wording = {
  what: 'meta description',
  missing: {
    issue: 'The page has no meta description.',
    fix: 'Add a meta description',
    advice: 'Add <meta name="description"> of 120–160 characters summarising the page; search engines show it under the title.',
  },
  advice: 'Summarise the page and give a reason to click.',
};

/** Title (docs/reference/scoring.md#seo-components): the `<title>` element, whitespace-collapsed, measured in Unicode code points. */
export function analyzeTitle(page: Page): ComponentResult<TitleAnalysis> {
  const text = page.title ?? '';
  const rule = SEO_SCORING.components.title;
  const findings = lengthFindings(text, rule, TITLE_WORDING);
  const length = codePointLength(text);
  const fields: TitleAnalysis = {
    score: scoreFindings('title', findings),
    text,
    length,
    optimal_length: length >= rule.minChars && length <= rule.maxChars,
    issues: issuesOf(findings),
  };
  return { component: 'title', fields, findings };
}

/** Meta description (docs/reference/scoring.md#seo-components): the first non-empty `<meta name="description">`, whitespace-collapsed. */
export function analyzeMetaDescription(page: Page): ComponentResult<MetaDescriptionAnalysis> {
  const text = collapseWhitespace(page.meta('description') ?? '');
  const rule = SEO_SCORING.components.meta_description;
  const findings = lengthFindings(text, rule, DESCRIPTION_WORDING);
  const length = codePointLength(text);
  const fields: MetaDescriptionAnalysis = {
    score: scoreFindings('meta_description', findings),
    present: text !== '',
    text,
    length,
    optimal_length: length >= rule.minChars && length <= rule.maxChars,
    issues: issuesOf(findings),
  };
  return { component: 'meta_description', fields, findings };
}

export type { TitleAnalysis };

export type { MetaDescriptionAnalysis };
