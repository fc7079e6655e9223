import type { OutlineFields } from './build-outline.js';

/** What a rendering reads: the sections (the engine that made them does not matter). */
type OutlineDocument = Pick<OutlineFields, 'outline'>;
import type { OutlineSection } from './section-tree.js';

/** /outline `format` values (docs/reference/api.md#outline). */
export const OUTLINE_FORMATS = ['json', 'markdown', 'text'] as const;
export type OutlineFormat = (typeof OUTLINE_FORMATS)[number];

/** Content types of the text bodies of format=markdown and format=text. */
export const OUTLINE_CONTENT_TYPES: Readonly<Record<Exclude<OutlineFormat, 'json'>, string>> = {
  markdown: 'text/markdown; charset=utf-8',
  text: 'text/plain; charset=utf-8',
};

/** Backslash-escapes what Markdown would read as formatting inside a line. */
function escapeInline(text: string): string {
  return text.replace(/[\\`*_[\]<>|]/g, '\\$&');
}

/** Also escapes what would start a block (heading, list, quote) at the start of a line. */
function escapeLine(text: string): string {
  return escapeInline(text).replace(/^(#|>|[-+] |\d+[.)] )/, '\\$1');
}

function walk(sections: readonly OutlineSection[], depth: number, emit: (section: OutlineSection, depth: number) => void): void {
  for (const section of sections) {
    emit(section, depth);
    walk(section.subsections ?? [], depth + 1, emit);
  }
}

/**
 * Markdown: one ATX heading per section, `#` repeated by nesting depth (not by the page's
 * h-number, so the document is well formed), each snippet as a paragraph under its heading.
 * An empty outline renders as "".
 */
export function outlineToMarkdown(fields: OutlineDocument): string {
  const blocks: string[] = [];
  walk(fields.outline.sections, 1, (section, depth) => {
    blocks.push(`${'#'.repeat(Math.min(6, depth))} ${escapeInline(section.title)}`.replace(/^(#+) #/, '$1 \\#'));
    if (section.snippet !== undefined && section.snippet !== '') blocks.push(escapeLine(section.snippet));
  });
  return blocks.length === 0 ? '' : `${blocks.join('\n\n')}\n`;
}

/**
 * Plain text: one line per section title, indented two spaces per nesting level; a snippet is
 * the line right under its title, indented one level further. An empty outline renders as "".
 */
export function outlineToText(fields: OutlineDocument): string {
  const lines: string[] = [];
  walk(fields.outline.sections, 1, (section, depth) => {
    const indent = '  '.repeat(depth - 1);
    lines.push(`${indent}${section.title}`);
    if (section.snippet !== undefined && section.snippet !== '') lines.push(`${indent}  ${section.snippet}`);
  });
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
