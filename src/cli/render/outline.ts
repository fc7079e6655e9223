import type { OutlineResult } from '../../services/outline-service.js';
import { joinLines } from './layout.js';
import type { RenderOptions } from './style.js';

/** What the rendering reads of a section. */
interface Section {
  readonly title: string;
  readonly snippet?: string | undefined;
  readonly subsections?: readonly Section[] | undefined;
}

/** `pagelens outline` on a terminal: the title and counts, then the sections indented by depth. */
export function renderOutline(result: OutlineResult, { paint }: RenderOptions): string {
  const { metadata } = result;
  const facts = [`${metadata.total_sections} sections`, `depth ${metadata.max_depth}`, `${metadata.word_count.toLocaleString('en-US')} words`, `${metadata.estimated_read_time} min read`, `from ${result.source}`, result.engine];
  const lines = [paint('bold', result.title || '(no title)'), paint('cyan', result.url), paint('dim', facts.join(' · ')), ''];
  const walk = (sections: readonly Section[], depth: number) => {
    for (const section of sections) {
      const indent = '  '.repeat(depth);
      lines.push(indent + (depth === 0 ? paint('bold', section.title) : section.title));
      if (section.snippet) lines.push(paint('dim', `${indent}  ${section.snippet}`));
      walk(section.subsections ?? [], depth + 1);
    }
  };
  walk(result.outline.sections, 0);
  if (result.outline.sections.length === 0) lines.push(paint('dim', 'no sections'));
  return joinLines(lines);
}
