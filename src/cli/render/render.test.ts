import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { AnalyzeResult } from '../../services/analyze-service.js';
import type { AeoResult, SeoResult } from '../../services/audit-services.js';
import type { ExtractResult } from '../../services/extract-service.js';
import type { OutlineResult } from '../../services/outline-service.js';
import type { PreviewResult } from '../../services/preview-service.js';
import type { StackResult } from '../../services/stack-service.js';
import { renderAnalyze } from './analyze.js';
import { renderExtract } from './extract.js';
import { renderOutline } from './outline.js';
import { renderPreview } from './preview.js';
import { formatAeoTable, formatSeoTable } from './score-table.js';
import { renderScreenshot } from './screenshot.js';
import { renderStack } from './stack.js';
import { ansi, renderOptions } from './style.js';

const PLAIN = renderOptions();
const COLOUR = renderOptions({ paint: ansi });
const ESC = '\u001b[';

const lines = (text: string) => text.split('\n');

/** Colour on changes only the escapes: the text without them is the plain rendering. */
function expectSameTextInColour(plain: string, coloured: string) {
  expect(plain).not.toContain(ESC);
  expect(coloured).toContain(ESC);
  expect(stripVTControlCharacters(coloured)).toBe(plain);
}

const preview: PreviewResult = {
  url: 'https://example.com/post',
  title: 'Edge caching, explained',
  description: 'What a CDN keeps.',
  image: 'https://example.com/cover.jpg',
  site_name: 'Northwind',
  type: 'article',
  favicon: '',
  author: '', published_at: '', modified_at: '', lang: '', logo: '',
  cached: true,
  extracted_at: '2026-11-25T10:00:00.000Z',
};

describe('renderPreview', () => {
  it('puts the title first, then the fields aligned; an empty field shows a dash', () => {
    const text = renderPreview(preview, PLAIN);
    expect(lines(text).slice(0, 3)).toEqual(['Edge caching, explained', 'https://example.com/post', '']);
    expect(text).toContain('description  What a CDN keeps.\n');
    expect(text).toContain('site name    Northwind\n');
    expect(text).toContain('favicon      —\n');
    expect(text).toContain('extracted    2026-11-25T10:00:00.000Z (cached)\n');
    expect(text.endsWith('\n')).toBe(true);
  });

  it('colours without moving anything', () => {
    const coloured = renderPreview(preview, COLOUR);
    expectSameTextInColour(renderPreview(preview, PLAIN), coloured);
    expect(coloured).toContain(`${ESC}1mEdge caching, explained${ESC}22m`);
  });
});

const stack: StackResult = {
  url: 'https://example.com/',
  analyzedAt: '2026-11-25T10:00:00.000Z',
  technologies: [
    { name: 'WordPress', version: '6.4.2', confidence: 'high', detectedFrom: ['Meta', 'HTML'], category: 'CMS' },
    { name: 'Google Analytics', confidence: 'medium', detectedFrom: ['Scripts'], category: 'Analytics' },
  ],
  server: { name: 'cloudflare', poweredBy: 'PHP/8.2.10' },
  cdn: ['Cloudflare'],
  security: { score: 'B', headers: ['strict-transport-security', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy'], missingHeaders: ['content-security-policy', 'x-xss-protection'] },
};

describe('renderStack', () => {
  it('lists server, CDN and security, then a technology / category / version / confidence table', () => {
    const text = renderStack(stack, PLAIN);
    expect(text).toContain('server    cloudflare, powered by PHP/8.2.10\n');
    expect(text).toContain('cdn       Cloudflare\n');
    expect(text).toContain('security  B  5 of 7 headers; missing content-security-policy, x-xss-protection\n');
    const table = lines(text).slice(lines(text).indexOf('') + 6);
    expect(table.slice(0, 3)).toEqual([
      'technology        category   version  confidence  detected from',
      'WordPress         CMS        6.4.2    high        Meta, HTML',
      'Google Analytics  Analytics           medium      Scripts',
    ]);
  });

  it('says when nothing was detected, and lists stylesheets when asked for', () => {
    const text = renderStack({ ...stack, technologies: [], stylesheets: ['https://example.com/a.css'] }, PLAIN);
    expect(text).toContain('no technologies detected\n');
    expect(text).toContain('stylesheets (1)\n  https://example.com/a.css\n');
  });

  it('colours confidence and the security grade, keeping the columns', () => {
    const coloured = renderStack(stack, COLOUR);
    expectSameTextInColour(renderStack(stack, PLAIN), coloured);
    expect(coloured).toContain(`${ESC}32mhigh${ESC}39m`);
    expect(coloured).toContain(`${ESC}33mmedium${ESC}39m`);
    expect(coloured).toContain(`${ESC}33mB${ESC}39m`);
  });
});

const component = { score: 100, issues: [] as string[] };
const seo: SeoResult = {
  url: 'https://example.com/',
  analyzed_at: '2026-11-25T10:00:00.000Z',
  overall_score: 84,
  grade: 'B',
  title_analysis: { ...component, text: 'A title', length: 7, optimal_length: false },
  meta_description: { ...component, present: true, text: 'x', length: 1, optimal_length: false },
  heading_analysis: { ...component, h1_count: 1, h1_text: 'A', hierarchy_valid: true, total_headings: 3 },
  content_analysis: { score: 60, issues: ['The main content has 163 words, fewer than 300.'], word_count: 163, readability: 'easy', readability_score: 70, readability_formula: 'flesch' },
  image_analysis: { ...component, total_images: 0, missing_alt: 0, alt_text_quality: 'good' },
  link_analysis: { ...component, internal_links: 3, external_links: 1 },
  recommendations: [{ priority: 'medium', title: 'Write more content', description: 'Expand it.', impact: 'medium' }],
  structured_data: [],
  checks: [
    { id: 'canonical', passed: true, evidence: '<link rel="canonical">', message: 'ok' },
    { id: 'lang', passed: false, evidence: '<html>', message: 'The page declares no language.' },
  ],
};

const aeo: AeoResult = {
  url: 'https://example.com/',
  auditSteps: [
    { step: 'Content Extraction', score: 92, details: { applicable: true } },
    { step: 'Direct Answers', score: 55, details: { applicable: true } },
    { step: 'Technical Signals', score: 0, details: { applicable: true }, error: 'robots.txt timed out' },
  ],
  totalScore: 72.5,
  grade: 'C',
  timestamp: '2026-11-25T10:00:00.000Z',
  recommendations: [],
};

describe('formatSeoTable and formatAeoTable', () => {
  it('SEO: the score and grade, a component table with right-aligned scores, recommendations and failed checks', () => {
    const text = renderSeo();
    expect(lines(text).slice(0, 4)).toEqual(['https://example.com/', 'SEO 84 (B)', '', 'component         score  weight  issues']);
    expect(text).toContain('title               100  25%\n');
    expect(text).toContain('content              60  20%     The main content has 163 words, fewer than 300.\n');
    expect(text).toContain('recommendations\n  [medium] Write more content: Expand it.\n');
    expect(text).toContain('checks that failed\n  lang: The page declares no language. (<html>)\n');
    expect(text).not.toContain('canonical');
  });

  it('AEO: one row per step, with an error column only when a step has an error', () => {
    const text = formatAeoTable(aeo, PLAIN);
    expect(lines(text)).toEqual([
      'https://example.com/',
      'AEO 72.5 (C)',
      '',
      'step                score  error',
      'Content Extraction     92',
      'Direct Answers         55',
      'Technical Signals       0  robots.txt timed out',
      '',
    ]);
    expect(formatAeoTable({ ...aeo, auditSteps: aeo.auditSteps.slice(0, 2) }, PLAIN)).toContain('step                score\n');
  });

  it('colours scores green, yellow or red by band, and the grade', () => {
    const coloured = formatSeoTable(seo, COLOUR);
    expectSameTextInColour(renderSeo(), coloured);
    expect(coloured).toContain(`${ESC}32m100${ESC}39m`);
    expect(coloured).toContain(`${ESC}31m60${ESC}39m`);
    expect(coloured).toContain(`${ESC}33m(B)${ESC}39m`);
    const aeoColoured = formatAeoTable(aeo, COLOUR);
    expectSameTextInColour(formatAeoTable(aeo, PLAIN), aeoColoured);
    expect(aeoColoured).toContain(`${ESC}33m72.5${ESC}39m`);
  });

  function renderSeo() {
    return formatSeoTable(seo, PLAIN);
  }
});

const paragraph = (n: number) => `Paragraph ${n} ${'word '.repeat(9).trim()}`;
const extract: ExtractResult = {
  url: 'https://example.com/post',
  title: 'Edge caching, explained',
  description: 'What a CDN keeps.',
  author: '', published_at: '', modified_at: '', lang: '', logo: '',
  excerpt: 'Paragraph 1',
  content: Array.from({ length: 40 }, (_, i) => paragraph(i + 1)).join('\n\n'),
  links: [{ text: 'a', href: 'https://example.com/a', type: 'internal' }],
  images: [],
  metadata: {},
  read_time: 2,
  word_count: 1234,
  cached: false,
  extracted_at: '2026-11-25T10:00:00.000Z',
};

describe('renderExtract', () => {
  it('heads with title, URL, word count and read time, and cuts the content to the screen with a note', () => {
    const text = renderExtract(extract, renderOptions({ rows: 20 }));
    const out = lines(text);
    expect(out.slice(0, 4)).toEqual(['Edge caching, explained', 'https://example.com/post', '1,234 words · 2 min read · 1 link · 0 images', 'What a CDN keeps.']);
    expect(out.length).toBeLessThanOrEqual(20);
    expect(text).toContain('Paragraph 1 word');
    expect(text).not.toContain('Paragraph 40 ');
    expect(out.at(-2)).toMatch(/^… \d+ more lines \(about \d+ words\)\. For all of it, with links, images and metadata: add --json, or pipe the output\.$/);
  });

  it('counts wrapped lines as the terminal does, and shows short content whole, without a note', () => {
    const narrow = lines(renderExtract(extract, renderOptions({ rows: 20, columns: 20 })));
    const wide = lines(renderExtract(extract, renderOptions({ rows: 20, columns: 200 })));
    expect(narrow.length).toBeLessThan(wide.length);
    const short = renderExtract({ ...extract, content: 'One line.\n\nTwo lines.' }, PLAIN);
    expect(short).toContain('\nOne line.\n\nTwo lines.\n');
    expect(short).not.toContain('more lines');
  });

  it('colours the head only', () => {
    const options = renderOptions({ rows: 20 });
    expectSameTextInColour(renderExtract(extract, options), renderExtract(extract, { ...options, paint: ansi }));
  });
});

const outline: OutlineResult = {
  url: 'https://example.com/post',
  title: 'Edge caching',
  outlined_at: '2026-11-25T10:00:00.000Z',
  outline: { sections: [{ level: 1, title: 'Edge caching', snippet: 'A CDN keeps copies.', subsections: [{ level: 2, title: 'Purging' }] }] },
  metadata: { estimated_read_time: 1, max_depth: 2, total_sections: 2, word_count: 163 },
  source: 'headings',
  engine: 'builtin',
};

describe('renderOutline', () => {
  it('heads with the counts, then indents sections by depth with snippets under them', () => {
    const text = renderOutline(outline, PLAIN);
    expect(lines(text)).toEqual([
      'Edge caching',
      'https://example.com/post',
      '2 sections · depth 2 · 163 words · 1 min read · from headings · builtin',
      '',
      'Edge caching',
      '  A CDN keeps copies.',
      '  Purging',
      '',
    ]);
    expectSameTextInColour(text, renderOutline(outline, COLOUR));
  });
});

const analyze: AnalyzeResult = {
  url: 'https://example.com/post',
  analyzed_at: '2026-11-25T10:00:00.000Z',
  summary: { brief: 'A CDN keeps copies near readers.', detailed: '…', key_points: ['Keys are URLs.', 'Purge by surrogate key.'] },
  analysis: {
    sentiment: { score: 0.42, label: 'positive', confidence: 0.8 },
    topics: [{ name: 'Caching', confidence: 0.95, category: 'technology' }],
    entities: [{ name: 'MDN', type: 'organization', confidence: 0.7 }],
    difficulty: { level: 'fairly easy', reading_time: '1 min', complexity_score: 29.8 },
  },
  metadata: { word_count: 163, language: 'en', content_type: 'documentation' },
  unavailable: [],
  engine: 'builtin',
};

describe('renderAnalyze', () => {
  it('shows the brief summary and key points, then sentiment, difficulty, topics and entities aligned', () => {
    const text = renderAnalyze(analyze, PLAIN);
    expect(lines(text).slice(0, 6)).toEqual(['https://example.com/post', '', 'A CDN keeps copies near readers.', '', '  • Keys are URLs.', '  • Purge by surrogate key.']);
    expect(text).toContain('sentiment   positive (0.42, confidence 80%)\n');
    expect(text).toContain('difficulty  fairly easy · 1 min · complexity 29.8\n');
    expect(text).toContain('topics      Caching (technology, 95%)\n');
    expect(text).toContain('entities    MDN [organization]\n');
    expect(text).not.toContain('unavailable');
    expect(renderAnalyze({ ...analyze, unavailable: ['analysis.sentiment'] }, PLAIN)).toContain('unavailable  analysis.sentiment\n');
    const coloured = renderAnalyze(analyze, COLOUR);
    expectSameTextInColour(text, coloured);
    expect(coloured).toContain(`${ESC}32mpositive${ESC}39m`);
  });
});

describe('renderScreenshot', () => {
  it('names the file, its size and the link', () => {
    const shot = { screenshot_url: 'https://lens.example.com/screenshots/abc.png?expires=1&signature=ff', cached: false, width: 1200, height: 630, expires_at: '2026-11-26T10:00:00.000Z', file: 'page.png' };
    const text = renderScreenshot(shot, PLAIN);
    expect(lines(text)).toEqual(['wrote page.png  1200×630', 'link     https://lens.example.com/screenshots/abc.png?expires=1&signature=ff', 'expires  2026-11-26T10:00:00.000Z', '']);
    expectSameTextInColour(text, renderScreenshot(shot, COLOUR));
  });
});
