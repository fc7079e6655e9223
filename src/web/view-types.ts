/**
 * What the pages render: the bodies of the JSON account API (docs/reference/accounts.md#account-api), as plain data.
 * The route adapts the portal's answers to these; the renderers never see a store.
 */

import type { AccessRequestListing, AccountListing, KeyListing, UsageReport } from '../results/account.js';

export interface AccountView {
  readonly id: string;
  readonly email: string;
  readonly plan: string;
  readonly scopes: readonly string[];
  readonly isOwner: boolean;
}

/** The parts of the API's bodies (src/results/account.ts) that the pages show. */
export type KeyView = Omit<KeyListing, 'scopes'>;
export type UsageView = UsageReport;
export type AccessRequestView = Omit<AccessRequestListing, 'decided_at'>;
export type AccountSummaryView = Omit<AccountListing, 'is_owner' | 'verified'>;

export interface FixtureView {
  readonly url: string;
  readonly description: string;
}

/** What every page's shell needs. */
export interface PageContext {
  readonly csrfToken: string;
  readonly account?: AccountView | undefined;
}

export interface DashboardView extends PageContext {
  readonly account: AccountView;
  readonly keys: readonly KeyView[];
  readonly usage: UsageView;
  readonly requests: readonly AccessRequestView[];
  readonly fixtures: readonly FixtureView[];
}

export interface AdminView extends PageContext {
  readonly account: AccountView;
  readonly requests: readonly AccessRequestView[];
  readonly accounts: readonly AccountSummaryView[];
}

/** The endpoints an operator grants on request, never at sign-up (docs/reference/access.md#scopes). */
export const BETA_ENDPOINTS = ['extract', 'batch', 'seo', 'aeo', 'screenshot', 'outline', 'analyze'] as const;

/** What the playground can run: every page endpoint, and a batch over a URL list. */
export const PLAYGROUND_ENDPOINTS = ['preview', 'extract', 'seo', 'aeo', 'stack', 'screenshot', 'outline', 'analyze', 'batch'] as const;
