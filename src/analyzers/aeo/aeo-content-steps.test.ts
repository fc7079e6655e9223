import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../page/index.js';
import { analyzeAeo } from './analyze-aeo.js';
import type { AeoFields } from './analyze-aeo.js';

type AeoStep = AeoFields['auditSteps'][number];
import type { AeoStepName } from './rules.js';

const PAGE_URL = 'https://www.example.com/guides/edge-caching';
function stepOf(fixture: string, name: AeoStepName): AeoStep {
  const html = readFileSync(new URL(`fixtures/${fixture}`, import.meta.url), 'utf8');
  const result = analyzeAeo({
    page: parsePage(html, PAGE_URL), headers: {}, finalUrl: PAGE_URL, pageBytes: Buffer.byteLength(html),
    robotsTxt: { status: 'missing' }, llmsTxt: { status: 'missing' },
  });
  const step = result.auditSteps.find((s) => s.step === name);
  if (step === undefined) throw new Error(`no step ${name}`);
  return step;
}

describe('Content Extraction', () => {
  it('strong: 1572 words, a <main>, 5 headings, 3 FAQ questions → 40 + 20 + 20 + 20 = 100', () => {
    expect(stepOf('content-strong.html', 'Content Extraction')).toEqual({
      step: 'Content Extraction',
      score: 100,
      details: { content_depth: 'comprehensive', faq_questions: 3, has_main_content: true, heading_count: 5, word_count: 1572, applicable: true },
    });
  });

  it('weak: 37 words in <div>s, no headings, no FAQ → 0', () => {
    expect(stepOf('content-weak.html', 'Content Extraction')).toEqual({
      step: 'Content Extraction',
      score: 0,
      details: { content_depth: 'thin', faq_questions: 0, has_main_content: false, heading_count: 0, word_count: 37, applicable: true },
    });
  });

  it('partial: a <main> and one heading, 10 words → 20 (landmark) + 10 (one heading) = 30', () => {
    expect(stepOf('technical-strong.html', 'Content Extraction')).toMatchObject({ score: 30, details: { has_main_content: true, heading_count: 1, word_count: 10, applicable: true } });
  });
});

describe('Direct Answers', () => {
  it('strong: 4 question h2s, each answered at once; definition, short answer, steps, table, list → 25 + 30 + 15 + 15 + 15 = 100', () => {
    expect(stepOf('answers-strong.html', 'Direct Answers')).toEqual({
      step: 'Direct Answers',
      score: 100,
      details: { answer_types: { definition: 1, short_answer: 1, list: 1, steps: 1, table: 1 }, answers_found: 5, qa_headings: 4, applicable: true },
    });
  });

  it('weak: one question answered by a 68-word paragraph → 15 (one question heading) only', () => {
    expect(stepOf('answers-weak.html', 'Direct Answers')).toEqual({
      step: 'Direct Answers',
      score: 15,
      details: { answer_types: { definition: 0, short_answer: 0, list: 0, steps: 0, table: 0 }, answers_found: 0, qa_headings: 1, applicable: true },
    });
  });
});

describe('Topical Authority', () => {
  it('strong: "edge caching" 11 times, 5 sections of 60 words all on topic, 5 questions → 20 + 50 + 30 = 100', () => {
    expect(stepOf('topic-strong.html', 'Topical Authority')).toEqual({
      step: 'Topical Authority',
      score: 100,
      details: { main_topic: 'edge caching', related_questions: 5, topic_coverage: 1, applicable: true },
    });
  });

  it('weak: no topic in the h1, "coffee" 3 times, no sections, no questions → 10', () => {
    expect(stepOf('topic-weak.html', 'Topical Authority')).toEqual({
      step: 'Topical Authority',
      score: 10,
      details: { main_topic: 'coffee', related_questions: 0, topic_coverage: 0, applicable: true },
    });
  });

  it('inflections count as mentions: "pool", "pooled", "pools" name the h1\'s "pooling" → 5+ mentions → 20', () => {
    // "connection pooling" as a phrase only once (under the 3 a phrase needs), so the h1's words compete alone:
    // "pooling" by its stem "pool" 5 times or more against "connection(s)" 3. No sections, no questions.
    expect(stepOf('topic-inflected.html', 'Topical Authority')).toEqual({
      step: 'Topical Authority',
      score: 20,
      details: { main_topic: 'pooling', related_questions: 0, topic_coverage: 0, applicable: true },
    });
  });

  it('partial coverage: 4 substantial sections, all on topic → 0.8', () => {
    // content-strong: "edge caching" 15 times (one per 100-word paragraph: 3 intro + 3 sections × 4) → 20.
    // h2 sections: 3 × 400 words and the FAQ section (19 words of questions + 30 of answers + 10 closing = 59),
    // each naming "edge" or "caching" → min(4, 5)/5 × 4/4 = 0.8 → 50.
    // Questions: 3 summaries + the h2 "How edge caches work" (opens with "how", 4 words) = 4 → 20. 20 + 50 + 20 = 90.
    expect(stepOf('content-strong.html', 'Topical Authority')).toEqual({
      step: 'Topical Authority',
      score: 90,
      details: { main_topic: 'edge caching', related_questions: 4, topic_coverage: 0.8, applicable: true },
    });
  });
});
