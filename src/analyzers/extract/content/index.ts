export { extractMainContent } from './extract-main-content.js';
export { toPlainText } from './render-text.js';
export { readMainText, type MainText } from './main-text.js';
export { toMarkdown, type MarkdownOptions } from './render-markdown.js';
export { toHtml } from './render-html.js';
export type { MainContent } from './types.js';
export { titleMatcher } from './title.js';
