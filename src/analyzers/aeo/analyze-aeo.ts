import { AI_CRAWLERS } from './ai-crawlers.js';
import type { AiCrawler, CrawlerAccess } from './ai-crawlers.js';
import { AEO_ADVICE } from './advice.js';
import type { AdviceTable } from './advice.js';
import { buildContext } from './context.js';
import type { AeoContext, AeoInput } from './context.js';
import { adviseStep, rankRecommendations } from './recommendations.js';
import type { StepAdvice } from './recommendations.js';
import { scoreRules, stepApplies } from './rule-engine.js';
import type { Applicability, Rule } from './rule-engine.js';
import { AEO_APPLICABILITY, AEO_RULES, aeoGradeFor, totalScore } from './rules.js';
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
  /** The step's fields, and whether the step applies to the page (docs/reference/scoring.md#aeo-applicability). */
  readonly details: D & { readonly applicable: boolean };
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


/** A step and the advice for the rules it misses. */
interface StepRun<S = AeoStep> {
  readonly step: S;
  readonly advice: readonly StepAdvice[];
}

interface StepTables<F> {
  readonly rules: readonly Rule<F>[];
  readonly applicability: Applicability<F>;
  readonly advice: AdviceTable<F>;
}

const tablesOf = <S extends AeoStepName>(step: S) => ({ rules: AEO_RULES[step], applicability: AEO_APPLICABILITY[step], advice: AEO_ADVICE[step] });

/** The advice for a step's missed rules; advice that cannot be made leaves the step without any. */
function safeAdvice<F>(tables: StepTables<F>, facts: F): StepAdvice[] {
  try {
    return adviseStep(tables.rules, tables.advice, facts);
  } catch {
    return [];
  }
}

/** Runs one step; a step that throws scores 0 and reports why, and the others carry on. */
function runStep<N extends AeoStepName, F, D>(
  step: N, tables: StepTables<F>, collect: () => F, pick: (facts: F) => D, empty: NoInfer<D>,
): StepRun<StepOf<N, D>> {
  let facts: F;
  let score: number;
  let details: D;
  try {
    facts = collect();
    score = scoreRules(tables.rules, facts);
    details = pick(facts);
  } catch (error) {
    const applicable = stepApplies(tables.applicability, undefined);
    return { step: { step, score: 0, details: { ...empty, applicable }, error: String(error) }, advice: [] };
  }
  const applicable = stepApplies(tables.applicability, facts);
  return { step: { step, score, details: { ...details, applicable } }, advice: applicable ? safeAdvice(tables, facts) : [] };
}

function closedCrawlers(): Record<AiCrawler, CrawlerAccess> {
  const record = {} as Record<AiCrawler, CrawlerAccess>;
  for (const c of AI_CRAWLERS) record[c] = { allowed: false, group: null, rule: null, line: null };
  return record;
}

function firstSteps(ctx: AeoContext): StepRun[] {
  return [
    runStep('Content Extraction', tablesOf('Content Extraction'), () => collectContentExtraction(ctx),
      (f) => f, { content_depth: 'thin', faq_questions: 0, has_main_content: false, heading_count: 0, word_count: 0 }),
    runStep('Direct Answers', tablesOf('Direct Answers'), () => collectDirectAnswers(ctx),
      ({ answer_types, answers_found, qa_headings }) => ({ answer_types, answers_found, qa_headings }),
      { answer_types: { definition: 0, short_answer: 0, list: 0, steps: 0, table: 0 }, answers_found: 0, qa_headings: 0 }),
    runStep('Topical Authority', tablesOf('Topical Authority'), () => collectTopicalAuthority(ctx),
      ({ main_topic, related_questions, topic_coverage }) => ({ main_topic, related_questions, topic_coverage }),
      { main_topic: '', related_questions: 0, topic_coverage: 0 }),
    runStep('Trust & Credibility', tablesOf('Trust & Credibility'), () => collectTrust(ctx),
      ({ citation_count, has_about, has_author, has_contact, trust_signals }) => ({ citation_count, has_about, has_author, has_contact, trust_signals }),
      { citation_count: 0, has_about: false, has_author: false, has_contact: false, trust_signals: 0 }),
  ];
}

function lastSteps(ctx: AeoContext): StepRun[] {
  return [
    runStep('Schema/Structured Data', tablesOf('Schema/Structured Data'), () => collectSchema(ctx),
      ({ article_schema, faq_schema, schema_types, total_schemas }) => ({ article_schema, faq_schema, schema_types, total_schemas }),
      { article_schema: false, faq_schema: false, schema_types: [], total_schemas: 0 }),
    runStep('Technical Signals', tablesOf('Technical Signals'), () => collectTechnical(ctx),
      ({ ai_crawler_share: _share, images_missing_alt: _missing, ...details }) => details,
      {
        has_alt_tags: false, has_viewport: false, https: false, mobile_friendly: false, page_size_kb: 0,
        ai_crawlers: closedCrawlers(), robots_txt: ctx.robotsTxt.status,
        llms_txt: { exists: false, valid: false, title: null, sections: 0, links: 0, issues: [] },
        indexable: false, snippets_allowed: false,
      }),
    runStep('Local SEO Signals', tablesOf('Local SEO Signals'), () => collectLocal(ctx),
      ({ has_address, has_name, has_phone, local_schema }) => ({ has_address, has_name, has_phone, local_schema }),
      { has_address: false, has_name: false, has_phone: false, local_schema: false }),
  ];
}

/**
 * The seven steps in order (docs/reference/api.md#aeo), each saying whether it applies; totalScore (the mean
 * of the steps that apply, one decimal) and grade (docs/reference/scoring.md#aeo-total-score-and-grade); and
 * the recommendations for the steps that apply (docs/reference/scoring.md#aeo-recommendations).
 */
export function analyzeAeo(input: AeoInput): AeoFields {
  const ctx = buildContext(input);
  const runs = [...firstSteps(ctx), ...lastSteps(ctx)];
  const auditSteps = runs.map((r) => r.step);
  const total = totalScore(auditSteps.filter((s) => s.details.applicable).map((s) => s.score));
  const recommendations = rankRecommendations(runs.map((r) => ({ step: r.step.step, applicable: r.step.details.applicable, advice: r.advice })));
  return { auditSteps, totalScore: total, grade: aeoGradeFor(total), recommendations };
}

export type { AeoFields };
