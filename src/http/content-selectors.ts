import { compile } from 'css-select';
import { fail, succeed, type Outcome } from '../errors.js';
import { splitSelectorList } from '../screenshot/selector-list.js';

/** At most this many selectors in /extract's include or exclude. */
export const MAX_CONTENT_SELECTORS = 10;

/**
 * A comma-separated list of CSS selectors (include=, exclude=) as the extraction reads them:
 * each must parse for the HTML parser's selector engine; 400 invalid_parameter naming the
 * parameter otherwise.
 */
export function parseContentSelectors(name: 'include' | 'exclude', text: string | undefined): Outcome<readonly string[] | undefined> {
  if (text === undefined) return succeed(undefined);
  const selectors = splitSelectorList(text);
  if (!selectors) return fail('invalid_parameter', `${name} must be comma-separated CSS selectors, none empty`);
  if (selectors.length > MAX_CONTENT_SELECTORS) return fail('invalid_parameter', `${name} takes at most ${MAX_CONTENT_SELECTORS} selectors; it has ${selectors.length}`);
  for (const selector of selectors) {
    try {
      compile(selector);
    } catch (error) {
      return fail('invalid_parameter', `${name}: "${selector}" is not a valid CSS selector (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return succeed(selectors);
}
