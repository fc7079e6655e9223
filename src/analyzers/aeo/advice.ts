/**
 * What to tell a page about each rule it misses (docs/reference/scoring.md#aeo-recommendations): one
 * sentence per rule id, written from the step's facts so it names what is on the page. `goal` is the
 * value of the next tier for a tiered rule (rule-engine.ts, shortfallOf). Which rules are advised and
 * how they are ranked is recommendations.ts.
 */
import { AI_CRAWLERS } from './ai-crawlers.js';
import { AEO_MEASURES } from './measures.js';
import type { AeoFactsOf, AeoStepName } from './rules.js';

export type Advise<F> = (facts: F, goal: number | undefined) => string;
export type AdviceTable<F> = { readonly [ruleId: string]: Advise<F> };

const M = AEO_MEASURES;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const quoted = (text: string) => `'${text.length > 80 ? `${text.slice(0, 79)}…` : text}'`;
const more = (goal: number | undefined, now: number) => Math.max(1, (goal ?? now + 1) - now);
const list = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`);

/** A short subject for an example sentence: the h1 up to its first comma, colon or dash when that is short, else "…". */
function subjectOf(h1: string): string {
  const head = h1.split(/[,:;|()–—]|\s-\s/)[0]?.replace(/[.?!]+$/, '').trim() ?? '';
  return head !== '' && head.length <= 40 ? head : '…';
}

const CONTENT_EXTRACTION: AdviceTable<AeoFactsOf<'Content Extraction'>> = {
  'word-count': (f, goal) => `Expand the main content from ${f.word_count} to at least ${goal ?? f.word_count} words, so that it answers the question fully`,
  'main-landmark': () => 'Wrap the main content in <main> (or <article>) so that answer engines can tell it from navigation, sidebars and footers',
  headings: (f, goal) => (f.heading_count === 0
    ? 'Give the page headings: an h1 and h2/h3 headings that name its sections'
    : `Add ${plural(more(goal, f.heading_count), 'more heading')} (the page has ${f.heading_count}): h2/h3 headings that name each section help answer engines find the passage that answers`),
  'faq-questions': (f, goal) => (f.faq_questions === 0
    ? 'Add an FAQ section (a "Frequently asked questions" heading with question subheadings, or <details>/<summary>) that answers the questions readers ask'
    : `Add ${plural(more(goal, f.faq_questions), 'more question')} to the FAQ (it answers ${f.faq_questions})`),
};

function answeredAdvice(f: AeoFactsOf<'Direct Answers'>, goal: number | undefined): string {
  const first = f.unanswered[0];
  if (first !== undefined) {
    const where = first.level === null ? `the question ${quoted(first.text)}` : `the H${first.level} ${quoted(first.text)}`;
    const others = f.unanswered.length > 1 ? ` and under the ${plural(f.unanswered.length - 1, 'other unanswered question')}` : '';
    return `Add a 40–${M.shortAnswerMaxWords} word answer right under ${where}${others}: a direct answer, a definition, a list or a table before anything else`;
  }
  if (f.qa_headings === 0) return `Ask the questions the page answers in headings, and answer each in the first 40–${M.shortAnswerMaxWords} words below it`;
  return `Answer ${plural(more(goal, f.answered_questions), 'more question')} directly: a question heading followed at once by a 40–${M.shortAnswerMaxWords} word answer, a list or a table`;
}

const DIRECT_ANSWERS: AdviceTable<AeoFactsOf<'Direct Answers'>> = {
  'qa-headings': (f, goal) => (f.qa_headings === 0
    ? `Phrase headings as the questions readers ask, e.g. "What is ${subjectOf(f.h1)}?" or "How does … work?"`
    : `Phrase ${more(goal, f.qa_headings) === 1 ? 'one more heading as a question' : `${more(goal, f.qa_headings)} more headings as questions`} (the page has ${f.qa_headings})`),
  'answered-questions': answeredAdvice,
  definition: (f) => `Define the topic in one sentence of at most 40 words, e.g. "${subjectOf(f.h1)} is …", at the top of the content or right under a "What is …?" heading`,
  lists: () => `Give steps or options as a list of at least ${M.listMinItems} items (<ol> for steps, <ul> for options)`,
  table: () => `Put comparisons or figures in a table of at least ${M.tableMinRows} rows and ${M.tableMinColumns} columns`,
};

function coverageAdvice(f: AeoFactsOf<'Topical Authority'>, goal: number | undefined): string {
  const sections = Math.max(1, Math.ceil((goal ?? 1) * M.sectionsForFullCoverage - 1e-9));
  const topic = f.main_topic === '' ? 'the topic' : `"${f.main_topic}"`;
  const offTopic = f.substantial_sections - f.on_topic_sections;
  const now = `${plural(f.substantial_sections, 'such section')} now${offTopic > 0 ? `, ${offTopic} of them never naming it` : ''}`;
  const which = sections === 1 ? `one h2/h3 section of ${M.sectionMinWords}+ words that names it` : `${sections} h2/h3 sections of ${M.sectionMinWords}+ words that each name it`;
  return `Develop ${topic} in at least ${which} (${now})`;
}

const TOPICAL_AUTHORITY: AdviceTable<AeoFactsOf<'Topical Authority'>> = {
  'topic-mentions': (f, goal) => (f.main_topic === ''
    ? 'State the topic in the h1 and name it again in the content'
    : `Name the main topic "${f.main_topic}" in the content: ${plural(f.topic_mentions, 'mention')} now, at least ${goal ?? f.topic_mentions + 1} earn more`),
  coverage: coverageAdvice,
  'related-questions': (f, goal) => `Answer ${plural(more(goal, f.related_questions), 'more related question')} in question headings or an FAQ (the page asks ${f.related_questions}): what it costs, how it compares, what goes wrong`,
};

const TRUST: AdviceTable<AeoFactsOf<'Trust & Credibility'>> = {
  author: () => 'Name the author in the page (a byline) and in Article.author',
  dates: () => 'Show the publication date (<time datetime="…">) and give datePublished and dateModified in the Article JSON-LD',
  about: () => 'Link to an About page (header or footer) that says who runs the site',
  contact: () => 'Link to a contact page or give a contact email address',
  citations: (f, goal) => `Cite sources: link ${plural(more(goal, f.citation_count), 'more external reference')} from the main content (it links ${f.citation_count})`,
  publisher: () => 'Name the publisher in JSON-LD: Article.publisher as an Organization with its name and logo',
  policies: () => 'Link to the privacy policy, terms or imprint (usually from the footer)',
};

const typesNow = (types: readonly string[]) => (types.length === 0 ? 'none now' : `now ${list(types)}`);

const SCHEMA: AdviceTable<AeoFactsOf<'Schema/Structured Data'>> = {
  'any-schema': () => 'Add JSON-LD structured data that says what the page is (for an article: Article or BlogPosting with headline, author and datePublished)',
  'content-type': (f) => `Describe the page's main thing in JSON-LD (Article, BlogPosting, Product, HowTo, Recipe, Event…): ${typesNow(f.schema_types)}`,
  faq: (f) => (f.page_questions > 0
    ? `Add an FAQPage block (JSON-LD) for the ${f.page_questions === 1 ? 'question' : `${f.page_questions} questions`} the page asks and answers`
    : 'Add an FAQ section with FAQPage markup for the questions readers ask'),
  entity: () => 'Say who stands behind the page in structured data: an Organization (the publisher) or a Person (the author), as an item of its own or as the article\'s publisher or author',
  breadcrumbs: () => 'Add a BreadcrumbList for the page\'s place in the site',
  variety: (f) => (f.schema_types.length === 0
    ? 'Describe the page with 3 or more structured data types, e.g. the article, its breadcrumbs and the organisation'
    : `Describe more of the page in structured data (${typesNow(f.schema_types)}): 3 or more types, e.g. the article, its breadcrumbs and the organisation`),
};

function crawlerAdvice(f: AeoFactsOf<'Technical Signals'>): string {
  if (f.robots_txt === 'unreachable') return 'Make /robots.txt answer: while it cannot be fetched, every AI crawler must treat the site as closed';
  const blocked = AI_CRAWLERS.filter((c) => !f.ai_crawlers[c].allowed);
  return `Let ${list(blocked)} fetch the page: robots.txt blocks ${blocked.length === 1 ? 'it' : 'them'}`;
}

const TECHNICAL: AdviceTable<AeoFactsOf<'Technical Signals'>> = {
  https: () => 'Serve the page over HTTPS and redirect http:// to it',
  viewport: () => 'Add <meta name="viewport" content="width=device-width, initial-scale=1">',
  mobile: (f) => (f.has_viewport
    ? 'Set the viewport to width=device-width and let readers zoom (no user-scalable=no)'
    : 'Make the page mobile-friendly: a viewport with width=device-width that lets readers zoom'),
  'alt-tags': (f) => `Give ${f.images_missing_alt === 1 ? 'the image' : `the ${f.images_missing_alt} images`} without an alt attribute a short description (alt="" for decorative ones)`,
  'page-size': (f, goal) => `Trim the HTML from ${f.page_size_kb} KB to ${goal ?? f.page_size_kb} KB or less (inline scripts, styles and SVG)`,
  'ai-crawlers': crawlerAdvice,
  'llms-txt': (f) => (f.llms_txt.exists && f.llms_txt.issues[0] !== undefined
    ? `Fix /llms.txt: ${f.llms_txt.issues[0]}`
    : 'Publish /llms.txt (llmstxt.org): an H1 title, a one-line summary and links to the key pages'),
  noindex: () => 'Remove noindex (robots meta tag or X-Robots-Tag): answer engines do not use a page they may not index',
  nosnippet: () => 'Remove nosnippet and max-snippet:0 so that answer engines may quote the page',
};

const LOCAL: AdviceTable<AeoFactsOf<'Local SEO Signals'>> = {
  'local-schema': () => 'Add a LocalBusiness JSON-LD item (or its specific type: Restaurant, Dentist, Store…) with name, address, telephone and opening hours',
  name: () => 'Name the business: a name on the LocalBusiness or Organization item, or og:site_name',
  address: () => 'Show the full postal address on the page and give it as a PostalAddress in LocalBusiness.address',
  phone: () => 'Show the phone number as a tel: link and give it in LocalBusiness.telephone',
  'hours-or-map': () => 'Add opening hours (openingHoursSpecification) or a map (hasMap, geo or an embedded map)',
};

/** One table per step: rule id → advice. */
export const AEO_ADVICE: { readonly [S in AeoStepName]: AdviceTable<AeoFactsOf<S>> } = {
  'Content Extraction': CONTENT_EXTRACTION,
  'Direct Answers': DIRECT_ANSWERS,
  'Topical Authority': TOPICAL_AUTHORITY,
  'Trust & Credibility': TRUST,
  'Schema/Structured Data': SCHEMA,
  'Technical Signals': TECHNICAL,
  'Local SEO Signals': LOCAL,
};
