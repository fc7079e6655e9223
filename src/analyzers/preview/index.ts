export { analyzePreview, explainPreview } from './preview.js';
export type { PreviewField, PreviewFields } from './preview.js';
export { firstValid } from './first-valid.js';
export type { Accept, Candidate, FieldRules, Rule, RuleHit } from './first-valid.js';
export {
  DESCRIPTION_RULES, FAVICON_RULES, IMAGE_RULES, JSON_LD_TO_OG_TYPE, MAX_CHARS, PREVIEW_RULES,
  SITE_NAME_RULES, TITLE_RULES, TYPE_RULES,
} from './rules.js';
export { truncateAtWord } from './normalize.js';
