import { succeed, type Outcome } from '../../errors.js';
import { parsePageHead, type Page, type PageHead } from '../../page/index.js';
import { firstValid, type FieldRules, type Rule, type RuleHit, type RuleInput } from './first-valid.js';
import { analyzePreview, previewFieldsOf, type PreviewField, type PreviewFields } from './preview.js';
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

/** The fields whose rules the body most often feeds: previewFromHead checks them first. */
const CHECKED_FIRST: readonly PreviewField[] = ['published_at', 'logo', 'modified_at', 'author', 'lang'];
/** Every preview field, in the order previewFromHead checks them. */
const CHECK_ORDER: readonly PreviewField[] = [
  ...CHECKED_FIRST, ...(Object.keys(PREVIEW_RULES) as PreviewField[]).filter((field) => !CHECKED_FIRST.includes(field)),
];

/**
 * The preview of a page read from its head alone, when the head settles every field: each field's
 * winning rule, and every rule ranked above it, reads only what the body cannot change. The answer
 * is then the one a parse of the whole page gives (pinned by head-first.test.ts). `undefined` when
 * the body must be read.
 */
export function previewFromHead(head: PageHead): PreviewFields | undefined {
  const { rest } = head;
  if (rest === undefined) return undefined;
  // First the checks that read the head alone, every field; then the body scans, the fields the body
  // most often settles first: a page its head does not settle costs only the checks up to its first unsettled field.
  const hits: Partial<Record<PreviewField, RuleHit | undefined>> = {};
  const fed = new Map<RuleInput, boolean>();
  const bodyCouldFeed = (input: RuleInput): boolean => {
    if (!fed.has(input)) fed.set(input, BODY_COULD_FEED[input](rest));
    return fed.get(input)!;
  };
  const ruleCouldBeFed = (rule: Rule): boolean =>
    rule.reads === 'body' && rule.bodyCouldFeed !== undefined ? rule.bodyCouldFeed(rest, head.page) : bodyCouldFeed(rule.reads);
  // A field is settled when, rule by rule in its order, none the body could feed comes before the
  // one that answers from the head (or before the end); the body's rules are never run on the head.
  const headHit = headHits(head.page);
  const settle = (field: PreviewField): boolean => {
    const fieldRules: FieldRules = PREVIEW_RULES[field];
    if ((fieldRules.acceptReads ?? []).some(bodyCouldFeed)) return false;
    for (const rule of fieldRules.rules) {
      if (ruleCouldBeFed(rule)) return false;
      const hit = headHit(fieldRules, rule);
      if (hit === undefined) continue;
      // A body rule that answers from the head alone read text before the <body> tag: the whole page may place it otherwise.
      if (rule.reads === 'body') return false;
      hits[field] = hit;
      return true;
    }
    hits[field] = undefined;
    return true;
  };
  // A <base> in the body would move every URL the head gave: looked for once the head has settled the rest.
  const unsettled = !CHECK_ORDER.every((field) => headAnswersBeforeAnyBody(PREVIEW_RULES[field], headHit))
    || !CHECK_ORDER.every(settle) || /<base\b/i.test(rest);
  return unsettled ? undefined : previewFieldsOf(hits as Record<PreviewField, RuleHit | undefined>);
}

/** A body rule that says nothing of what could feed it: any body could. */
const alwaysFed = (rule: Rule): boolean => rule.reads === 'body' && rule.bodyCouldFeed === undefined;

/**
 * Whether the field has no rule any body feeds, or a rule the head alone answers ranks above the
 * first such rule. When not, the field cannot settle from the head, and nothing need scan the body
 * to say so (most pages without a date or byline in their head end here).
 */
function headAnswersBeforeAnyBody(fieldRules: FieldRules, headHit: HeadHit): boolean {
  const firstAlwaysFed = fieldRules.rules.findIndex(alwaysFed);
  if (firstAlwaysFed < 0) return true;
  return fieldRules.rules.slice(0, firstAlwaysFed).some((rule) => rule.reads !== 'body' && headHit(fieldRules, rule) !== undefined);
}

/** The value one rule of a field gives on the head alone. */
type HeadHit = (fieldRules: FieldRules, rule: Rule) => RuleHit | undefined;

/** headHit for one head: each rule run once, however many checks ask (headAnswersBeforeAnyBody, then settle). */
function headHits(head: Page): HeadHit {
  const hits = new Map<FieldRules, Map<Rule, RuleHit | undefined>>();
  return (fieldRules, rule) => {
    let ofField = hits.get(fieldRules);
    if (ofField === undefined) hits.set(fieldRules, (ofField = new Map()));
    if (ofField.has(rule)) return ofField.get(rule);
    const hit = firstValid({ rules: [rule], accept: fieldRules.accept }, head);
    ofField.set(rule, hit);
    return hit;
  };
}

/** /preview of a page's HTML: from its head when that settles every field, else from the whole page (parsed on from the head). */
export function previewOf(html: string, url: string | URL): Outcome<PreviewFields> {
  const head = parsePageHead(html, url);
  const fromHead = previewFromHead(head);
  if (fromHead !== undefined) return succeed(fromHead);
  const page = head.whole();
  return page.ok ? succeed(analyzePreview(page.value)) : page;
}
