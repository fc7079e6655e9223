/**
 * What kind of page a benchmark page is, to read the extractor's losses by kind rather than
 * page by page. Pagelens has no page-kind classifier of its own (src/analyzers/outcome asks
 * "is this the page asked for?", not what kind it is), so this is a simple one for the bench
 * only, from the page's raw HTML and URL, first rule that holds wins:
 *
 * 1. **forum thread**: the URL names a forum or thread (`forum`, `thread`, `topic`,
 *    `viewtopic`, `showthread`, `/t/`, `board`, `discussion`), or the HTML declares a
 *    `DiscussionForumPosting` or is made by forum software (vBulletin, phpBB, XenForo,
 *    Discourse, Invision, MyBB, Simple Machines);
 * 2. **product**: the HTML declares a schema.org `Product` (JSON-LD or microdata) or
 *    `og:type` product;
 * 3. **docs page**: the URL is under `docs`, `documentation`, `manual`, `reference`, `api`,
 *    `wiki`, `help`, `guide`, `tutorial`, or on readthedocs, or the generator is a docs tool
 *    (Sphinx, MkDocs, Docusaurus, MediaWiki, GitBook, Hugo docs themes), or it holds three or
 *    more `<pre>` blocks;
 * 4. **listing**: the URL path is `/` (a home page) or a category, tag, archive, search or
 *    `page/N` path, or the HTML holds eight or more `<article>` elements (a grid of teasers);
 * 5. **blog with comments**: three or more elements whose `class` or `id` has the word
 *    `comment` (or `commentlist`, `comment-body`…), i.e. a thread of reader comments under a text;
 * 6. **article**: anything else.
 *
 * Orthogonal to these, a page is **non-Latin script** when most letters of its title and of
 * the first 20,000 characters of its body's text are not Latin letters; it is reported both
 * under its kind and in that extra row.
 */

export const PAGE_KINDS = ['forum thread', 'docs page', 'listing', 'product', 'blog with comments', 'article'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
export const NON_LATIN = 'non-Latin script';

const FORUM_URL = /\/(?:forums?|foren|boards?|threads?|topics?|viewtopic|showthread|t)(?:\/|\.php|$)/i;
const FORUM_HTML = /DiscussionForumPosting|<meta[^>]+name="generator"[^>]+content="(?:vBulletin|phpBB|XenForo|Discourse|MyBB|SMF|Invision)|class="[^"]*\b(?:postbody|post_message|messageText|bbWrapper)\b/i;
const PRODUCT_HTML = /"@type"\s*:\s*"Product"|itemtype="https?:\/\/schema\.org\/Product"|property="og:type"\s+content="product|content="product"\s+property="og:type"/i;
const DOCS_URL = /\/(?:docs?|documentation|manual|reference|api|wiki|help|guide|tutorials?)(?:\/|\.|$)|readthedocs/i;
const DOCS_HTML = /<meta[^>]+name="generator"[^>]+content="(?:Sphinx|MkDocs|Docusaurus|MediaWiki|GitBook)/i;
const LISTING_PATH = /\/(?:category|categories|kategorie|rubrik|tag|tags|archive|archives|search|suche|page\/\d+)(?:\/|$)/i;
const COMMENT_ITEM = /id="(?:li-)?comment-\d+"|class="[^"]*\b(?:comment-body|comment-content|comment-text|comment_text|commentBody)\b/gi;

function count(re: RegExp, text: string): number {
  return text.match(re)?.length ?? 0;
}

function pathOf(url: string): string {
  try {
    return new URL(url.replace(/^https?:\/\/web\.archive\.org\/web\/\d+\w*\//, '')).pathname;
  } catch {
    return '';
  }
}

export function pageKind(html: string, url: string): PageKind {
  const path = pathOf(url);
  if (FORUM_URL.test(path) || FORUM_HTML.test(html)) return 'forum thread';
  if (PRODUCT_HTML.test(html)) return 'product';
  if (DOCS_URL.test(path) || /readthedocs/i.test(url) || DOCS_HTML.test(html) || count(/<pre[\s>]/gi, html) >= 3) return 'docs page';
  if (path === '/' || path === '' || LISTING_PATH.test(path)) return 'listing';
  if (count(COMMENT_ITEM, html) >= 2) return 'blog with comments';
  return 'article';
}

/** Most letters of the title and of the body's first 20,000 characters of text are not Latin. */
export function isNonLatin(html: string): boolean {
  const title = /<title[^>]*>([^<]*)/i.exec(html)?.[1] ?? '';
  const bodyAt = html.search(/<body[\s>]/i);
  const body = html
    .slice(Math.max(0, bodyAt))
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .slice(0, 20_000);
  const text = `${title} ${body}`;
  const letters = count(/\p{L}/gu, text);
  return letters > 0 && count(/\p{Script=Latin}/gu, text) < letters / 2;
}
