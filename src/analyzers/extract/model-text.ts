import type { Page } from '../../page/index.js';
import { readMainText } from './content/index.js';

/** Characters of page text a model is given at most (its context is bounded; so is our bill). */
export const MODEL_TEXT_BUDGET = 24_000;

/** The text a language model is given for /outline and /analyze: the main content, else all visible text. */
export function pageTextForModel(page: Page): string {
  const { text } = readMainText(page);
  return text.length > MODEL_TEXT_BUDGET ? `${text.slice(0, MODEL_TEXT_BUDGET)}\n[…truncated]` : text;
}
