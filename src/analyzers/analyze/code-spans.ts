import { selectAll } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { ELEMENT_TEXT_LIMIT, textOf } from '../../page/index.js';
import type { Page } from '../../page/index.js';

/** At most this many code spans are read: a page of code is not where names are found anyway. */
const MAX_CODE_SPANS = 2_000;

/**
 * The texts the page marks as code (`<code>`, `<kbd>`, `<samp>`, `<var>`): identifiers, header names
 * and commands ("Accept-Language", "User-Agent"), which the entity tagger would otherwise read as the
 * capitalised names of people and organisations.
 */
export function codeSpanTexts(page: Page): ReadonlySet<string> {
  const spans = selectAll<AnyNode, Element>('code, kbd, samp, var', page.document).slice(0, MAX_CODE_SPANS);
  return new Set(spans.map((el) => textOf(el, ELEMENT_TEXT_LIMIT).trim()).filter((text) => text !== ''));
}
