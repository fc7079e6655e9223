export { analyzeMetadata, explainMetadata, metadataFieldsOf, METADATA_RULES } from './metadata.js';
export type { MetadataField, MetadataFields } from './metadata.js';
export { AUTHOR_RULES, bylineNames } from './rules/author-rules.js';
export { MODIFIED_META, MODIFIED_RULES, PUBLISHED_META, PUBLISHED_RULES } from './rules/date-rules.js';
export { LANG_RULES } from './rules/lang-rules.js';
export { LOGO_RULES } from './rules/logo-rules.js';
export { parseMachineDate } from './dates/machine-date.js';
export { findTextDates } from './dates/text-dates.js';
export { urlPathDate } from './dates/url-date.js';
