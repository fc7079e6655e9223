export { createStackDetector } from './detector.js';
export type { StackDetector, StackFields, StackInput, StackOptions } from './detector.js';
export type { DetectedTechnology } from './format-technologies.js';
export { CONFIDENCE_BANDS } from './confidence.js';
export { CATEGORY_SHORT_NAMES } from './categories.js';
export { CDN_SIGNATURES } from './cdn.js';
export { SECURITY_GRADES, SECURITY_HEADERS } from './security.js';
