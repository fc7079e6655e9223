/**
 * What the pages render: the bodies of the JSON account API (docs/reference/accounts.md#account-api), as plain data.
 * The route adapts the portal's answers to these; the renderers never see a store.
 */

export interface AccountView {
  readonly id: string;
  readonly email: string;
  readonly plan: string;
  readonly scopes: readonly string[];
  readonly isOwner: boolean;
}

export interface KeyView {
  readonly id: string;
  readonly hint: string;
  readonly env: string;
  readonly name: string | null;
  readonly created_at: string;
  readonly last_used_at: string | null;
}

export interface UsageView {
  readonly period: { readonly start: string; readonly end: string };
  readonly endpoints: readonly { readonly endpoint: string; readonly used: number; readonly quota: number }[];
  readonly daily: readonly { readonly date: string; readonly endpoint: string; readonly count: number }[];
}

export interface AccessRequestView {
  readonly id: string;
  readonly email: string;
  readonly scopes: readonly string[];
  readonly reason: string;
  readonly state: string;
  readonly created_at: string;
}

export interface AccountSummaryView {
  readonly id: string;
  readonly email: string;
  readonly plan: string;
  readonly scopes: readonly string[];
  readonly created_at: string;
  /** This month, per endpoint of the account's scopes. */
  readonly usage: readonly { readonly endpoint: string; readonly used: number; readonly quota: number }[];
}

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

/** What the playground can run. */
export const PLAYGROUND_ENDPOINTS = ['preview', 'extract', 'seo', 'aeo', 'stack', 'screenshot'] as const;
