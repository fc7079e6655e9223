import type { AccountStore } from '../store/account-ports.js';
import type { KeylessDeps } from './keyless-allowance.js';
import type { QuotaDeps } from './quota.js';

/** Everything src/access reads: keys and accounts, usage, keyless counters, plans, the clock. */
export interface AccessDeps extends QuotaDeps, KeylessDeps {
  readonly accounts: AccountStore;
}
