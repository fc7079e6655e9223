import { AI_CRAWLERS } from './ai-crawlers.js';
import type { AiCrawler, CrawlerAccess } from './ai-crawlers.js';
import { buildContext } from './context.js';
import type { AeoContext, AeoInput } from './context.js';
import { scoreRules } from './rule-engine.js';
import type { Rule } from './rule-engine.js';
import { AEO_RULES, aeoGradeFor, totalScore } from './rules.js';
import type { AeoStepName } from './rules.js';
import { collectContentExtraction } from './steps/content-extraction.js';
import type { ContentExtractionDetails } from './steps/content-extraction.js';
import { collectDirectAnswers } from './steps/direct-answers.js';
import type { DirectAnswersDetails } from './steps/direct-answers.js';
import { collectLocal } from './steps/local.js';
import type { LocalDetails } from './steps/local.js';
import { collectSchema } from './steps/schema.js';
import type { SchemaDetails } from './steps/schema.js';
import { collectTechnical } from './steps/technical.js';
import type { TechnicalDetails } from './steps/technical.js';
import { collectTopicalAuthority } from './steps/topical-authority.js';
import type { TopicalAuthorityDetails } from './steps/topical-authority.js';
import { collectTrust } from './steps/trust.js';
import type { TrustDetails } from './steps/trust.js';
import type { AeoFields } from '../../results/aeo.js';

interface StepOf<N extends AeoStepName, D> {
  readonly step: N;
  readonly score: number;
  readonly details: D;
  /** Present only when the step failed: it then scores 0 with empty details. */
  readonly error?: string;
}

/** One step object (docs/reference/api.md#aeo); `details` holds exactly the documented fields (Technical Signals adds more). */
export type AeoStep =
  | StepOf<'Content Extraction', ContentExtractionDetails>
  | StepOf<'Direct Answers', DirectAnswersDetails>
  | StepOf<'Topical Authority', TopicalAuthorityDetails>
  | StepOf<'Trust & Credibility', TrustDetails>
  | StepOf<'Schema/Structured Data', SchemaDetails>
  | StepOf<'Technical Signals', TechnicalDetails>
  | StepOf<'Local SEO Signals', LocalDetails>;


/** Runs one step; a step that throws scores 0 and reports why, and the others carry on. */
function runStep<N extends AeoStepName, F, D>(
  step: N, rules: readonly Rule<F>[], collect: () => F, pick: (facts: F) => D, empty: NoInfer<D>,
): StepOf<N, D> {
  try {
    const facts = collect();
    return { step, score: scoreRules(rules, facts), details: pick(facts) };
  } catch (error) {
    return { step, score: 0, details: empty, error: String(error) };
  }
}

function closedCrawlers(): Record<AiCrawler, CrawlerAccess> {
  const record = {} as Record<AiCrawler, CrawlerAccess>;
  for (const c of AI_CRAWLERS) record[c] = { allowed: false, group: null, rule: null, line: null };
  return record;
}

function firstSteps(ctx: AeoContext): AeoStep[] {
  return [
    runStep('Content Extraction', AEO_RULES['Content Extraction'], () => collectContentExtraction(ctx),
      (f) => f, { content_depth: 'thin', faq_questions: 0, has_main_content: false, heading_count: 0, word_count: 0 }),
    runStep('Direct Answers', AEO_RULES['Direct Answers'], () => collectDirectAnswers(ctx),
      ({ answer_types, answers_found, qa_headings }) => ({ answer_types, answers_found, qa_headings }),
      { answer_types: { definition: 0, short_answer: 0, list: 0, steps: 0, table: 0 }, answers_found: 0, qa_headings: 0 }),
    runStep('Topical Authority', AEO_RULES['Topical Authority'], () => collectTopicalAuthority(ctx),
      ({ main_topic, related_questions, topic_coverage }) => ({ main_topic, related_questions, topic_coverage }),
      { main_topic: '', related_questions: 0, topic_coverage: 0 }),
    runStep('Trust & Credibility', AEO_RULES['Trust & Credibility'], () => collectTrust(ctx),
      ({ citation_count, has_about, has_author, has_contact, trust_signals }) => ({ citation_count, has_about, has_author, has_contact, trust_signals }),
      { citation_count: 0, has_about: false, has_author: false, has_contact: false, trust_signals: 0 }),
  ];
}

function lastSteps(ctx: AeoContext): AeoStep[] {
  return [
    runStep('Schema/Structured Data', AEO_RULES['Schema/Structured Data'], () => collectSchema(ctx),
      ({ article_schema, faq_schema, schema_types, total_schemas }) => ({ article_schema, faq_schema, schema_types, total_schemas }),
      { article_schema: false, faq_schema: false, schema_types: [], total_schemas: 0 }),
    runStep('Technical Signals', AEO_RULES['Technical Signals'], () => collectTechnical(ctx),
      ({ ai_crawler_share: _share, ...details }) => details,
      {
        has_alt_tags: false, has_viewport: false, https: false, mobile_friendly: false, page_size_kb: 0,
        ai_crawlers: closedCrawlers(), robots_txt: ctx.robotsTxt.status,
        llms_txt: { exists: false, valid: false, title: null, sections: 0, links: 0, issues: [] },
        indexable: false, snippets_allowed: false,
      }),
    runStep('Local SEO Signals', AEO_RULES['Local SEO Signals'], () => collectLocal(ctx),
      ({ has_address, has_name, has_phone, local_schema }) => ({ has_address, has_name, has_phone, local_schema }),
      { has_address: false, has_name: false, has_phone: false, local_schema: false }),
  ];
}

/** The seven steps in order (docs/reference/api.md#aeo), totalScore (mean, one decimal) and grade (docs/reference/scoring.md#aeo-total-score-and-grade). */
export function analyzeAeo(input: AeoInput): AeoFields {
  const ctx = buildContext(input);
  const auditSteps = [...firstSteps(ctx), ...lastSteps(ctx)];
  const total = totalScore(auditSteps.map((s) => s.score));
  return { auditSteps, totalScore: total, grade: aeoGradeFor(total) };
}

export type { AeoFields };
