export { parsePage, parsePageHead, parsePageWithin } from './page.js';
export type { PageHead } from './page.js';
export { MAX_TREE_DEPTH, NODE_BUDGET, parseBoundedDocument } from './bounded-parse.js';
export type { BoundedDocument, ParseBounds, ParseLimits } from './bounded-parse.js';
export type { Page } from './page.js';
export type {
  Heading, JsonLdNode, LinkTag, LinkType, MetaTag, PageIcon, PageImage, PageLink,
} from './types.js';
export {
  classifyLink, createLinkClassifier, registrableDomain, resolveHttpUrl, resolveUrl, withoutFragment,
} from './url.js';
export { dereferenceJsonLd, jsonLdTypes, parseJsonLdScript } from './json-ld.js';
export { ELEMENT_TEXT_LIMIT, collapseWhitespace, decodeHtmlText, textOf } from './text.js';
export { findDescendant } from './find-descendant.js';
export { segmentsOf } from './segments.js';
export { countWords } from './words.js';
export { escapeHtml } from './escape-html.js';
export { firstSrcsetCandidate, imageSource, type SourcePreference } from './images.js';
