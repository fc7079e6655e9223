import { ARTICLE_TYPES, LOCAL_BUSINESS_TYPES } from './schema-types.js';

/**
 * How the details are measured: the thresholds the steps read, as data, with the
 * sentence the docs print for each detail field (built from the same numbers).
 */

export const AEO_MEASURES = {
  /** content_depth from word_count, highest band first. */
  contentDepth: [
    { atLeast: 1500, label: 'comprehensive' },
    { atLeast: 800, label: 'detailed' },
    { atLeast: 300, label: 'moderate' },
    { atLeast: 0, label: 'thin' },
  ],
  /** A paragraph right after a question that is at most this long is a short, quotable answer. */
  shortAnswerMaxWords: 60,
  /** Lists (ul) and steps (ol) need this many non-empty items to count as an answer. */
  listMinItems: 3,
  /** Tables need this many rows and columns. */
  tableMinRows: 2,
  tableMinColumns: 2,
  /** A two-word phrase from the h1 becomes the main topic when the content repeats it this often. */
  topicPhraseMinMentions: 3,
  /** An h2/h3 section counts toward coverage with this many words under it. */
  sectionMinWords: 50,
  /** Coverage is full with this many substantial sections that mention the topic. */
  sectionsForFullCoverage: 5,
} as const;

const M = AEO_MEASURES;

/** Detail field → how it is measured, in the docs' words. */
export const DETAIL_DEFINITIONS: ReadonlyArray<readonly [string, string]> = [
  ['applicable', 'every step: whether it applies to the page and counts in totalScore (see "Which steps apply")'],
  ['word_count', 'words of the main content (navigation, header, footer, sidebars and comments left out); CJK counted by dictionary word breaks'],
  ['content_depth', `from word_count: ${M.contentDepth.map((b) => `${b.label} ≥ ${b.atLeast}`).join(', ')}`],
  ['has_main_content', 'the page marks its main content with `<main>`, `<article>` or `role="main"`, and that element holds text'],
  ['heading_count', 'h1–h6 elements on the page'],
  ['faq_questions', 'distinct questions in FAQPage/QAPage JSON-LD and microdata Question items, question-form `<summary>` and `<dt>`, and question headings inside an element with "faq" in its id or class or under an "FAQ"/"Frequently asked questions" heading'],
  ['qa_headings', 'question-form headings in the main content: ending in "?" (also ？ ؟), or opening with an English question word (what, how, why, can, does, is…) and at least three words long'],
  ['answer_types.definition', 'a definition sentence ("X is/are/means/refers to/stands for …", at most 40 words, not opening with it/this/there…) right after a question, or opening the content'],
  ['answer_types.short_answer', `a paragraph of at most ${M.shortAnswerMaxWords} words right after a question (a definition counts as definition instead)`],
  ['answer_types.list', `unordered lists with at least ${M.listMinItems} items in the main content`],
  ['answer_types.steps', `ordered lists with at least ${M.listMinItems} items in the main content`],
  ['answer_types.table', `tables with at least ${M.tableMinRows} rows and ${M.tableMinColumns} columns in the main content`],
  ['answers_found', 'the sum of answer_types'],
  ['main_topic', `the phrase from the first h1 (else the \`<title>\` before any " | Site" suffix) that the main content repeats most: a two-word phrase when it occurs at least ${M.topicPhraseMinMentions} times, else the most repeated word; words match by their Porter stem ("cache", "cached" and "caches" mention "caching"); English stop words ignored`],
  ['topic_coverage', `(substantial h2/h3 sections, at most ${M.sectionsForFullCoverage}, ÷ ${M.sectionsForFullCoverage}) × (share of them mentioning a word of main_topic, by stem); a section is substantial with ${M.sectionMinWords}+ words; two decimals`],
  ['related_questions', 'distinct questions on the page: question-form h2–h6 headings plus faq_questions'],
  ['has_author', 'meta author, a JSON-LD author, rel="author", itemprop="author", or an element with class/id "author"/"byline" holding text'],
  ['has_about', 'a same-site link whose path segment or text is about / about-us / who-we-are / our-story / team'],
  ['has_contact', 'a same-site link to a contact page, a mailto: or tel: link, or a JSON-LD contactPoint/email'],
  ['citation_count', 'distinct external URLs linked from the main content (other registrable domains), without rel="sponsored" links and share buttons'],
  ['trust_signals', 'how many of these hold: author, publication date, modification date, about page, contact, a citation, a publisher/organisation, a privacy/terms/imprint link'],
  ['schema_types', 'distinct types of typed JSON-LD nodes (arrays and @graph flattened) and microdata itemtype items, schema.org prefix removed'],
  ['total_schemas', 'typed JSON-LD nodes plus microdata items'],
  ['article_schema', `an Article type: ${[...ARTICLE_TYPES].join(', ')}`],
  ['faq_schema', 'an FAQPage type'],
  ['https', 'the final URL is https'],
  ['has_viewport', 'a non-empty `<meta name="viewport">`'],
  ['mobile_friendly', 'the viewport sets width=device-width and does not disable zoom (user-scalable=no/0)'],
  ['has_alt_tags', 'every image has an alt attribute (alt="" is decorative and counts); true without images'],
  ['page_size_kb', 'HTML bytes as received ÷ 1024, one decimal'],
  ['ai_crawlers', 'per AI crawler, robots.txt as Google and RFC 9309 read it (the group naming the crawler, else `*`; longest matching path wins, Allow wins a tie): allowed, the deciding group, rule line and line number; missing robots.txt allows all, unreachable disallows all (RFC 9309 §2.3.1.3–4)'],
  ['robots_txt', '"found", "missing" (4xx) or "unreachable" (5xx or network error)'],
  ['llms_txt', 'whether /llms.txt exists and follows llmstxt.org: first line an H1 title; issues also flag a missing summary blockquote, sections without links and list items that are not Markdown links'],
  ['indexable', 'no noindex/none in robots meta or X-Robots-Tag (unscoped, googlebot or bingbot)'],
  ['snippets_allowed', 'no nosnippet or max-snippet:0 in robots meta or X-Robots-Tag: answer engines may quote the page'],
  ['has_name', 'a name on an Organization or LocalBusiness-family item, or og:site_name'],
  ['has_address', 'a JSON-LD address or PostalAddress, microdata address/PostalAddress, an `<address>` holding a digit, or a street address in the text ("12 High Street")'],
  ['has_phone', 'a tel: link, a JSON-LD telephone, itemprop="telephone", or a number labelled phone/tel/call in the text'],
  ['local_schema', `a LocalBusiness-family type: ${[...LOCAL_BUSINESS_TYPES].join(', ')}`],
];
