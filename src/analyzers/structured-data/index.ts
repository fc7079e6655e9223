export { structuredDataOf, MAX_STRUCTURED_ITEMS } from './collect.js';
export type { JsonValue, StructuredItem } from './terms.js';
export { isItem, typesOf } from './terms.js';
export { firstItem, firstText, isOfType, textOf, valuesOf } from './item-values.js';
export { validateStructuredData, type StructuredDataCheck } from './validate.js';
export { RICH_RESULT_RULES } from './rich-results.js';
