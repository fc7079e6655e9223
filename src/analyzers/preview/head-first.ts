import { succeed, type Outcome } from '../../errors.js';
import { parsePageHead, type PageHead } from '../../page/index.js';
import type { FieldRules, Rule, RuleInput } from './first-valid.js';
import { analyzePreview, explainPreview, previewFieldsOf, type PreviewField, type PreviewFields } from './preview.js';
import { PREVIEW_RULES } from './rules.js';

/**
 * Whether tags in the body (the page after its `<body>` start tag, unparsed) could feed a rule
 * reading `input`. Conservative: a match anywhere, even inside a script or comment, counts, and so
 * does any character reference in the tag (it could spell a key).
 */
const BODY_COULD_FEED: { readonly [I in RuleInput]: (body: string) => boolean } = {
  meta: (body) => tagsIn(body, 'meta').some((tag) => /\b(?:name|property|http-equiv)\s*=|&/i.test(tag) || !tag.includes('>')),
  title: (body) => /<title\b/i.test(body),
  'json-ld': (body) => /ld(?:\+|&)/i.test(body),
  link: (body) => tagsIn(body, 'link').some((tag) => /icon|image_src|&/i.test(tag) || !tag.includes('>')),
  // A second <html> tag's attributes join the first one's in browsers; the parser may do likewise.
  root: (body) => /<html\b/i.test(body),
  url: () => false,
  body: () => true,
};

/**
 * Each `<name` in `text`, up to the next `<`: the tag with its attributes, whatever their quoting.
 * One without a `>` there has a `<` inside a value, so may hold more than it shows.
 */
function tagsIn(text: string, name: string): string[] {
  return text.match(new RegExp(`<${name}\\b[^<]*`, 'gi')) ?? [];
}

/**
 * The preview of a page read from its head alone, when the head settles every field: each field's
 * winning rule, and every rule ranked above it, reads only what the body cannot change. The answer
 * is then the one a parse of the whole page gives (pinned by head-first.test.ts). `undefined` when
 * the body must be read.
 */
export function previewFromHead(head: PageHead): PreviewFields | undefined {
  const { rest } = head;
  if (rest === undefined || /<base\b/i.test(rest)) return undefined;
  const hits = explainPreview(head.page);
  const fed = new Map<RuleInput, boolean>();
  const bodyCouldFeed = (input: RuleInput): boolean => {
    if (!fed.has(input)) fed.set(input, BODY_COULD_FEED[input](rest));
    return fed.get(input)!;
  };
  const ruleCouldBeFed = (rule: Rule): boolean =>
    rule.reads === 'body' && rule.bodyCouldFeed !== undefined ? rule.bodyCouldFeed(rest, head.page) : bodyCouldFeed(rule.reads);
  const unsettled = (Object.keys(PREVIEW_RULES) as PreviewField[]).some((field) => {
    const fieldRules: FieldRules = PREVIEW_RULES[field];
    const { rules } = fieldRules;
    const winner = hits[field] === undefined ? rules.length - 1 : rules.findIndex((rule) => rule.name === hits[field]!.rule);
    // A body rule that answers from the head alone read text before the <body> tag: the whole page may place it otherwise.
    if (rules[winner]?.reads === 'body' && hits[field] !== undefined) return true;
    return rules.slice(0, winner + 1).some(ruleCouldBeFed) || (fieldRules.acceptReads ?? []).some(bodyCouldFeed);
  });
  return unsettled ? undefined : previewFieldsOf(hits);
}

/** /preview of a page's HTML: from its head when that settles every field, else from the whole page (parsed on from the head). */
export function previewOf(html: string, url: string | URL): Outcome<PreviewFields> {
  const head = parsePageHead(html, url);
  const fromHead = previewFromHead(head);
  if (fromHead !== undefined) return succeed(fromHead);
  const page = head.whole();
  return page.ok ? succeed(analyzePreview(page.value)) : page;
}
