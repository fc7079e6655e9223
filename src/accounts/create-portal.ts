import { fail, succeed, type Outcome } from '../errors.js';
import { effectiveScopes } from '../keys/verify-key.js';
import { quotaFor, type PlanQuotas } from '../plans/plans.js';
import { newId } from '../keys/api-key.js';
import type { KeyService } from '../keys/key-service.js';
import { type Account, type AccountStores, type KeyWithAccount } from '../store/account-ports.js';
import { SCOPES, type Scope } from '../domain/operations.js';
import type { AccessRequestRecord } from '../store/web-account-ports.js';
import { utcMonthWindow, type Clock } from '../time/clock.js';
import type { AccountService } from './account-service.js';
import type { AccessRequestListing, AccountListing, AccountView, EndpointUsage, KeyListing, UsageReport } from '../results/account.js';
import type { AccountPortal } from './portal.js';
import type { SessionService } from './session-service.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const accountView = (a: Account): AccountView => ({ id: a.id, email: a.email, plan: a.plan, scopes: a.scopes, created_at: iso(a.createdAt)! });

const keyListing = ({ key, account }: KeyWithAccount): KeyListing => ({
  id: key.id, hint: key.hint, env: key.env, name: key.name, scopes: effectiveScopes(key, account),
  created_at: iso(key.createdAt)!, last_used_at: iso(key.lastUsedAt),
});

const requestListing = (r: AccessRequestRecord): AccessRequestListing => ({
  id: r.id, email: r.email, scopes: r.scopes, reason: r.reason, state: r.state, created_at: iso(r.createdAt)!, decided_at: iso(r.decidedAt),
});

export interface PortalDeps {
  readonly stores: AccountStores;
  readonly clock: Clock;
  readonly plans: PlanQuotas;
  readonly sessions: SessionService;
  readonly accountService: AccountService;
  readonly keys: KeyService;
  readonly signupOpen: boolean;
  readonly mailConfigured: boolean;
}

export type Portal = ReturnType<typeof createPortal>;

export function createPortal(deps: PortalDeps) {
  const { stores, clock, plans } = deps;

  async function endpointUsage(account: Account, month: string): Promise<EndpointUsage[]> {
    const counts = await stores.usage.usage(account.id, month);
    const scopes = account.isOwner ? SCOPES : account.scopes;
    return scopes.map((endpoint) => ({ endpoint, used: counts[endpoint] ?? 0, quota: quotaFor(plans, account.plan, endpoint) }));
  }

  /** The account's own key, or not_found (another account's key id is unknown here). */
  async function ownKey(accountId: string, keyId: string): Promise<Outcome<KeyWithAccount>> {
    const found = await stores.accounts.getKey(keyId);
    if (!found || found.account.id !== accountId || found.key.revokedAt !== null) return fail('not_found', `No key with id ${keyId}.`);
    return succeed(found);
  }

  const portal = {
    session: (request) => deps.sessions.current(request),
    csrfToken: (request, reply) => deps.sessions.csrfToken(request, reply),
    async keys(accountId) {
      const all = await stores.accounts.listKeys(accountId);
      return { keys: all.filter((k) => k.key.revokedAt === null).map(keyListing) };
    },
    async usage(accountId): Promise<UsageReport> {
      const account = await stores.accounts.getAccount(accountId);
      const month = utcMonthWindow(clock.now());
      const period = { start: iso(month.startsAt)!, end: iso(month.endsAt)! };
      if (!account) return { period, endpoints: [], daily: [] };
      return { period, endpoints: await endpointUsage(account, month.id), daily: await stores.usage.daily(accountId, month.id) };
    },
    async accessRequests(accountId?: string) {
      return { requests: (await stores.web.listAccessRequests(accountId)).map(requestListing) };
    },
    async accounts() {
      const month = utcMonthWindow(clock.now()).id;
      const listings: AccountListing[] = [];
      for (const { account, verifiedAt } of await stores.web.listCredentials()) {
        listings.push({ ...accountView(account), is_owner: account.isOwner, verified: verifiedAt !== null, usage: await endpointUsage(account, month) });
      }
      return { accounts: listings };
    },
    signupOpen: deps.signupOpen,
    mailConfigured: deps.mailConfigured,
  } satisfies AccountPortal;

  return {
    ...portal,
    async createKey(account: Account, env: 'live' | 'test', name: string | undefined) {
      return deps.keys.createAccountKey(account, env, name ?? null);
    },
    async regenerateKey(accountId: string, keyId: string) {
      const own = await ownKey(accountId, keyId);
      return own.ok ? deps.keys.rotateKey(keyId) : own;
    },
    async deleteKey(accountId: string, keyId: string): Promise<Outcome<true>> {
      const own = await ownKey(accountId, keyId);
      if (!own.ok) return own;
      return (await stores.accounts.revokeKey(keyId, clock.now())) ? succeed(true) : fail('not_found', `No key with id ${keyId}.`);
    },
    async requestAccess(account: Account, scopes: readonly Scope[], reason: string): Promise<Outcome<AccessRequestListing>> {
      const wanted = [...new Set(scopes)];
      const held = wanted.filter((s) => account.isOwner || account.scopes.includes(s));
      if (wanted.length === 0 || held.length > 0) return fail('invalid_parameter', held.length > 0 ? `This account already has ${held.join(', ')}.` : 'Name at least one endpoint.');
      const record: AccessRequestRecord = { id: newId('req'), accountId: account.id, email: account.email, scopes: wanted, reason, state: 'pending', createdAt: clock.now(), decidedAt: null };
      await stores.web.insertAccessRequest(record);
      return succeed(requestListing(record));
    },
    /** Approve grants the scopes at once; each request is decided once. */
    async decide(id: string, state: 'approved' | 'denied'): Promise<Outcome<AccessRequestListing>> {
      const existing = await stores.web.getAccessRequest(id);
      if (!existing) return fail('not_found', `No access request ${id}.`);
      const decided = await stores.web.decideAccessRequest(id, state, clock.now());
      if (!decided) return fail('conflict', `Access request ${id} is already ${existing.state}.`);
      if (state === 'approved') await stores.accounts.grantScopes(decided.accountId, decided.scopes);
      return succeed(requestListing(decided));
    },
  };
}
