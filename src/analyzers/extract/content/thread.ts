import { isTag } from 'domhandler';
import type { Element } from 'domhandler';
import { SENTENCE_BLOCK } from './blocks.js';
import type { PageAnalysis } from './stats.js';

/**
 * A forum thread's content is its posts, not the first one alone. Posts are repeated
 * copies of one template (the same tag and classes: `article.message`, `div.post`,
 * `li.postbit`), siblings under the thread's list, each holding the author's prose next
 * to a user card. When the chosen container lies in such a copy and at least two other
 * copies beside it hold prose too, the thread's list is the content. (Reader comments
 * are not reached this way: containers named comment/reply are furniture, their prose
 * left out of the measures.)
 */

/** Levels above the chosen container at which a post template may start. */
const POST_LEVELS = 8;
/** Copies of the template holding prose, the chosen one included, for a thread. */
const MIN_POSTS = 3;

/**
 * The template's signature: tag and class words, without variant classes (BEM modifiers
 * such as `message--mod`, `js-` hooks, and words with digits: `bg1`, `post-53504`).
 */
function signature(el: Element): string | undefined {
  const classes = el.attribs['class'];
  if (classes === undefined) return undefined;
  const words = classes.split(/\s+/).filter((w) => w !== '' && !w.includes('--') && !/^js[-_]/i.test(w) && !/\d/.test(w));
  return words.length === 0 ? undefined : `${el.name}.${words.sort().join('.')}`;
}

function hasProse(el: Element, analysis: PageAnalysis): boolean {
  const s = analysis.stats.get(el);
  return s !== undefined && !analysis.dropped.has(el) && s.good >= SENTENCE_BLOCK && s.good > s.bad;
}

function holds(outer: Element, inner: Element): boolean {
  for (let up: Element | null = inner; up !== null; up = up.parent !== null && isTag(up.parent) ? up.parent : null) if (up === outer) return true;
  return false;
}

/** The thread's list holding `chosen` when it is one post of a thread; else `chosen`. */
export function withThread(chosen: Element, analysis: PageAnalysis, anchor: Element | undefined): Element {
  let up: Element = chosen;
  for (let level = 0; level < POST_LEVELS; level++) {
    // A copy that holds the page's title is a whole article (the next ones: articles loaded as one scrolls).
    if (anchor !== undefined && holds(up, anchor)) break;
    const parent = up.parent;
    // A thread's list is inside the page, never the page itself.
    if (parent === null || !isTag(parent) || parent === analysis.root) break;
    const sig = signature(up);
    if (sig !== undefined) {
      let posts = 0;
      for (const sibling of parent.children) if (isTag(sibling) && signature(sibling) === sig && hasProse(sibling, analysis)) posts++;
      if (posts >= MIN_POSTS) return parent;
    }
    up = parent;
  }
  return chosen;
}
