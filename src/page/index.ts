export { parsePage } from './page.js';
export type { Page } from './page.js';
export type {
  Heading, JsonLdNode, LinkTag, LinkType, MetaTag, PageIcon, PageImage, PageLink,
} from './types.js';
export {
  classifyLink, createLinkClassifier, registrableDomain, resolveHttpUrl, resolveUrl,
} from './url.js';
export { dereferenceJsonLd, jsonLdTypes } from './json-ld.js';
export { collapseWhitespace, decodeHtmlText, textOf } from './text.js';
export { countWords } from './visible-text.js';
export { firstSrcsetCandidate, imageSource, type SourcePreference } from './images.js';
