export { buildOutline, MIN_HEADINGS } from './build-outline.js';
export type { OutlineFields, OutlineOptions } from './build-outline.js';
export type { OutlineSection } from './section-tree.js';
export { SNIPPET_CHARACTERS } from './section-tree.js';
export { OUTLINE_CONTENT_TYPES, OUTLINE_FORMATS, outlineToMarkdown, outlineToText } from './render.js';
export type { OutlineFormat } from './render.js';
