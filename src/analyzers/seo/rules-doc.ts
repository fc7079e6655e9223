import { READABILITY } from '../../text/index.js';
import { PLACEHOLDER_ALTS } from './alt-text.js';
import { SEO_CHECKS } from './checks.js';
import { OPEN_GRAPH_EXPECTED } from './metadata-checks.js';
import { SEO_SCORING } from './scoring.js';

/** docs/seo-rules.md, made from the tables the analyser runs on (scripts/rules-doc.ts writes it). */

const C = SEO_SCORING.components;

function bandRows<T extends { readonly atLeast: number }>(bands: readonly T[], cell: (band: T) => string): string[] {
  return bands.map((band, i) => {
    const next = bands[i - 1];
    const range = Number.isFinite(band.atLeast) ? `≥ ${band.atLeast}` : `< ${next?.atLeast ?? 0}`;
    return `| ${range} | ${cell(band)} |`;
  });
}

function componentTable(): string[] {
  return [
    '| Component | Weight | Rules (start at 100) |',
    '|---|---|---|',
    `| Title (\`title_analysis\`) | ${C.title.weight}% | missing → ${C.title.missingScore}; fewer than ${C.title.minChars} characters → −${C.title.shortPenalty}; more than ${C.title.maxChars} → −${C.title.longPenalty}; ${C.title.minChars}–${C.title.maxChars} → 100 |`,
    `| Meta description (\`meta_description\`) | ${C.meta_description.weight}% | missing → ${C.meta_description.missingScore}; fewer than ${C.meta_description.minChars} characters → −${C.meta_description.shortPenalty}; more than ${C.meta_description.maxChars} → −${C.meta_description.longPenalty}; ${C.meta_description.minChars}–${C.meta_description.maxChars} → 100 |`,
    `| Headings (\`heading_analysis\`) | ${C.headings.weight}% | no h1 → −${C.headings.noH1Penalty}; more than one h1 → −${C.headings.multipleH1Penalty}; exactly one → 100 |`,
    `| Content (\`content_analysis\`) | ${C.content.weight}% | fewer than ${C.content.minWords} words → −${C.content.thinPenalty}; ${C.content.minWords} or more → 100 |`,
    `| Images (\`image_analysis\`) | ${C.images.weight}% | −${C.images.perMissingAltPenalty} per image without an alt attribute, floor ${C.images.floor}; all have alt or no images → 100 |`,
    `| Links (\`link_analysis\`) | ${C.links.weight}% | no internal link → −${C.links.noInternalPenalty}; at least one → 100 |`,
  ];
}

function measuring(): string[] {
  return [
    '- **Title**: the `<title>` element (SEO is about the title tag, not og:title or the h1), whitespace collapsed, length in Unicode code points. Empty or absent is missing.',
    '- **Meta description**: the first non-empty `<meta name="description">`, whitespace collapsed, length in code points.',
    '- **Headings**: every h1–h6. `h1_text` is the first h1 ("" without one). `hierarchy_valid`: the first heading is an h1 and no heading goes more than one level deeper than the one before it (h2 → h4 breaks it; going back up is fine); a page without headings has no valid outline. A broken outline is reported as advice and does not change the score.',
    `- **Content**: \`word_count\` counts the words of the main content (navigation, header, footer, sidebars, comments left out), CJK by dictionary word breaks. Zero words is "fewer than ${C.content.minWords}" (−${C.content.thinPenalty}), not "missing": only a missing title or description scores 0.`,
    '- **Images**: `<img>` elements with an http(s) source outside `<noscript>`. "Missing alt text" means no `alt` attribute; `alt=""` marks a decorative image and counts as present.',
    '- **Links**: every `<a href>` occurrence; `internal` = same registrable domain (public suffix list, private section included), `external` = another registrable domain. Same-page fragments, mailto: and tel: are neither.',
  ];
}

function altQuality(): string[] {
  return [
    '`alt_text_quality` is the share of non-decorative images (alt is not `""`) whose alt text is meaningful: present, not a file name (`IMG_1234.jpg`, `DSC0042`), and not only a placeholder word',
    `(${[...PLACEHOLDER_ALTS].join(', ')}). With no image to judge it is "excellent", as a page with no images scores 100. It is reported, and uninformative alts are advised on, without changing the score.`,
    '',
    '| Share meaningful | alt_text_quality |',
    '|---|---|',
    ...bandRows(SEO_SCORING.altTextQuality, (b) => b.label),
  ];
}

function readability(): string[] {
  return [
    `\`readability\` rates the main content with the reading-ease formula of its language: the language detected from the text (the one /analyze reports as \`metadata.language\`), \`<html lang>\` only when the text tells nothing. Other languages, and texts under ${READABILITY.minWords} words, are "unavailable". Syllables are counted by vowel groups, with English silent and sounded endings (an approximation). \`readability_score\` (0–100, one decimal) and \`readability_formula\` are reported beside the label. Readability is advice and does not change the score.`,
    '',
    '| Language | Formula | Reading ease |',
    '|---|---|---|',
    ...READABILITY.formulas.map((f) => `| ${f.language} | ${f.name} | ${f.base} − ${f.sentenceLength} × words/sentence − ${f.syllablesPerWord} × syllables/word |`),
    '',
    '| Reading ease | readability | Meaning |',
    '|---|---|---|',
    ...bandRows(READABILITY.labels, (b) => `${b.label} | ${b.meaning}`),
  ];
}

function recommendations(): string[] {
  return [
    'Every deduction becomes a recommendation worth the overall-score points it wins back: the deduction × the component weight ÷ 100 (a missing title wins back 25, one missing alt 1). They are ranked by those points, most first; ties by priority, then component order. Advice that does not change the score (outline, uninformative alts, hard reading) and failed checks win back 0 points and come last.',
    '',
    '| Points won back | priority |',
    '|---|---|',
    ...bandRows(SEO_SCORING.priorityByPoints, (b) => b.priority),
    '',
    '| Component weight | impact |',
    '|---|---|',
    ...bandRows(SEO_SCORING.impactByWeight, (b) => b.impact),
  ];
}

function checks(): string[] {
  return [
    '`checks` lists audits beyond the score, each `{ id, passed, evidence, message }`, where evidence is the tag or header that decided it (re-serialised from the parsed page), or what was looked for and not found. A failed check adds a recommendation with the priority and impact below; the score never changes.',
    '',
    '| id | passes when | priority | impact |',
    '|---|---|---|---|',
    ...SEO_CHECKS.map((c) => `| \`${c.id}\` | ${c.passes.replaceAll('|', '\\|')} | ${c.priority} | ${c.impact} |`),
    '',
    `Open Graph expects: ${OPEN_GRAPH_EXPECTED.join(', ')}.`,
  ];
}

export function renderSeoRulesDoc(): string {
  return [
    '# SEO scoring rules (GET /seo)',
    '',
    '<!-- Generated by `npx tsx scripts/rules-doc.ts` from src/analyzers/seo (SEO_SCORING, SEO_CHECKS) and src/text (READABILITY). Do not edit by hand. -->',
    '',
    '## Components',
    '',
    ...componentTable(),
    '',
    'Overall = Σ component score × weight ÷ 100, rounded to one decimal. Every component score is an integer 0–100.',
    '',
    ...measuring(),
    '',
    '## Grade (on overall_score rounded to one decimal)',
    '',
    '| overall_score | grade |',
    '|---|---|',
    ...bandRows(SEO_SCORING.grades, (b) => b.grade),
    '',
    '## Recommendations',
    '',
    ...recommendations(),
    '',
    '## alt_text_quality',
    '',
    ...altQuality(),
    '',
    '## readability',
    '',
    ...readability(),
    '',
    '## Checks beyond the score',
    '',
    ...checks(),
    '',
  ].join('\n');
}
