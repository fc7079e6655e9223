/**
 * The page-outcome classifier (docs/reference/real-web.md#honest-outcomes): is the fetched page the page
 * that was asked for, or a not-found page, a bot check, a login or consent wall, a parked
 * domain, another HTTP error? Pure: a function of the response and its parsed page.
 */
export { classifyPage } from './classify-page.js';
export type { OutcomeReason, PageResponse, PageVerdict } from './types.js';
export { CHALLENGE_HEADERS } from './header-signals.js';
export { CONTENT_BUDGETS } from './content-size.js';
export { ALL_MARKERS } from './scan-markers.js';
