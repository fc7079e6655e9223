import type { Page } from '../../page/index.js';

export interface CheckInput {
  readonly page: Page;
  /** Final response headers, lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
}

/** What one audit check concluded, and the tag or header that decided it. */
export interface CheckOutcome {
  readonly passed: boolean;
  readonly evidence: string;
  readonly message: string;
}
