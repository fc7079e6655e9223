import type { AnyNode } from 'domhandler';
import { countWords } from '../../page/index.js';
import type { Page } from '../../page/index.js';
import { readMainText } from '../extract/content/index.js';
import { schemaItems } from '../seo/index.js';
import type { SchemaItem } from '../seo/index.js';
import { blocksOf } from './blocks.js';
import type { Block } from './blocks.js';

export type FetchedText = { readonly status: 'found'; readonly text: string } | { readonly status: 'missing' } | { readonly status: 'unreachable' };

export interface AeoInput {
  readonly page: Page;
  /** Final response headers, lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  /** The page's URL after redirects. */
  readonly finalUrl: string;
  /** Size of the HTML body as received, in bytes. */
  readonly pageBytes: number;
  /** The site's /robots.txt, as the service fetched it. */
  readonly robotsTxt: FetchedText;
  /** The site's /llms.txt, as the service fetched it. */
  readonly llmsTxt: FetchedText;
}

/** What every step reads: the input plus the page's content, parsed once. */
export interface AeoContext extends AeoInput {
  /** The main content (a detached copy), or the whole document when none was found. */
  readonly contentRoot: AnyNode;
  readonly contentText: string;
  readonly contentWords: number;
  readonly blocks: readonly Block[];
  readonly schema: readonly SchemaItem[];
}

/** A value only the advice reads: when reading it throws, the fallback, so that the step's score never depends on it. */
export function adviceOnly<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

function safeSchema(page: Page): SchemaItem[] {
  try {
    return schemaItems(page);
  } catch {
    return [];
  }
}

export function buildContext(input: AeoInput): AeoContext {
  const { root, text } = readMainText(input.page);
  let blocks: Block[] = [];
  try {
    blocks = blocksOf(root);
  } catch {
    blocks = [];
  }
  return { ...input, contentRoot: root, contentText: text, contentWords: countWords(text), blocks, schema: safeSchema(input.page) };
}
