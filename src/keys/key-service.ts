import { fail, succeed, type Outcome } from '../errors.js';
import { generateApiKey, newId } from './api-key.js';
import { effectiveScopes } from './verify-key.js';
import { type Account, type AccountStore, type ApiKeyRecord, type KeyWithAccount } from '../store/account-ports.js';
import { SCOPES, type KeyEnv, type Plan, type Scope } from '../domain/operations.js';
import type { Clock } from '../time/clock.js';

export interface KeySummary {
  readonly id: string;
  readonly account_id: string;
  readonly email: string;
  readonly env: KeyEnv;
  readonly plan: Plan;
  readonly scopes: readonly Scope[];
  readonly hint: string;
  readonly created_at: string;
  readonly revoked_at: string | null;
  readonly replaced_by: string | null;
}

/** What `keys create` and `keys rotate` print: the key text appears here and nowhere else. */
export type IssuedKey = Omit<KeySummary, 'revoked_at' | 'replaced_by'> & { readonly key: string };

export interface CreateKeyInput {
  readonly email: string;
  readonly plan?: Plan;
  /** Omitted: the key has what its account is granted. Given: also granted to the account. */
  readonly scopes?: readonly Scope[];
  readonly env: KeyEnv;
}

/** A new account is granted the keyless endpoints; the operator grants the beta ones (docs/reference/access.md#scopes). */
export const DEFAULT_ACCOUNT_SCOPES: readonly Scope[] = ['preview', 'stack'];
export const OWNER_EMAIL = 'owner@localhost';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const EMAIL = /^[^\s@]+@[^\s@]+$/;

function summarize({ key, account }: KeyWithAccount): KeySummary {
  return {
    id: key.id, account_id: account.id, email: account.email, env: key.env, plan: account.plan,
    scopes: effectiveScopes(key, account), hint: key.hint, created_at: iso(key.createdAt)!,
    revoked_at: iso(key.revokedAt), replaced_by: key.replacedBy,
  };
}

export function createKeyService(deps: { accounts: AccountStore; clock: Clock }) {
  const { accounts, clock } = deps;

  function issue(account: Account, env: KeyEnv, scopes: readonly Scope[] | null, name: string | null = null) {
    const generated = generateApiKey(env);
    const record: ApiKeyRecord = {
      id: newId('key'), accountId: account.id, env, hash: generated.hash, hint: generated.hint,
      scopes, createdAt: clock.now(), revokedAt: null, replacedBy: null, name, lastUsedAt: null,
    };
    const { revoked_at: _revoked, replaced_by: _replaced, ...summary } = summarize({ key: record, account });
    const issued: IssuedKey = { ...summary, key: generated.key };
    return { record, issued };
  }

  async function accountFor(email: string, plan: Plan | undefined, scopes: readonly Scope[]): Promise<Account | undefined> {
    const existing = await accounts.findAccountByEmail(email);
    if (!existing) {
      const input = { id: newId('acct'), email, plan: plan ?? 'starter', scopes: [...new Set([...DEFAULT_ACCOUNT_SCOPES, ...scopes])], isOwner: false, createdAt: clock.now() };
      return (await accounts.createAccount(input)) ?? accounts.findAccountByEmail(email);
    }
    const withPlan = plan && plan !== existing.plan ? await accounts.setPlan(existing.id, plan) : existing;
    return scopes.length > 0 ? accounts.grantScopes(existing.id, scopes) : withPlan;
  }

  return {
    async createKey(input: CreateKeyInput): Promise<Outcome<IssuedKey>> {
      const email = input.email.trim().toLowerCase();
      if (!EMAIL.test(email)) return fail('invalid_parameter', `"${input.email}" is not an email address`);
      const account = await accountFor(email, input.plan, input.scopes ?? []);
      if (!account) return fail('internal_error', `could not create the account ${email}`);
      const { record, issued } = issue(account, input.env, input.scopes ? [...input.scopes] : null);
      await accounts.insertKey(record);
      return succeed(issued);
    },

    async rotateKey(id: string): Promise<Outcome<IssuedKey>> {
      const found = await accounts.getKey(id);
      if (!found) return fail('not_found', `no key with id ${id}`);
      if (found.key.revokedAt !== null) return fail('invalid_parameter', `key ${id} is revoked; create a new one`);
      const { record, issued } = issue(found.account, found.key.env, found.key.scopes, found.key.name);
      if (!(await accounts.rotateKey(id, record, clock.now()))) return fail('invalid_parameter', `key ${id} was revoked meanwhile`);
      return succeed(issued);
    },

    /** A dashboard key: belongs to the signed-in account, has what the account is granted. */
    async createAccountKey(account: Account, env: KeyEnv, name: string | null): Promise<Outcome<IssuedKey & { readonly name: string | null }>> {
      const { record, issued } = issue(account, env, null, name);
      await accounts.insertKey(record);
      return succeed({ ...issued, name });
    },

    async grant(email: string, scopes: readonly Scope[]): Promise<Outcome<Account>> {
      const account = await accounts.findAccountByEmail(email.trim().toLowerCase());
      if (!account) return fail('not_found', `no account with email ${email}`);
      const updated = await accounts.grantScopes(account.id, scopes);
      return updated ? succeed(updated) : fail('not_found', `no account with email ${email}`);
    },

    async revoke(id: string): Promise<Outcome<KeySummary>> {
      if (!(await accounts.revokeKey(id, clock.now()))) {
        return fail('not_found', (await accounts.getKey(id)) ? `key ${id} is already revoked` : `no key with id ${id}`);
      }
      return succeed(summarize((await accounts.getKey(id))!));
    },

    async list(email?: string): Promise<Outcome<KeySummary[]>> {
      if (email === undefined) return succeed((await accounts.listKeys()).map(summarize));
      const account = await accounts.findAccountByEmail(email.trim().toLowerCase());
      if (!account) return fail('not_found', `no account with email ${email}`);
      return succeed((await accounts.listKeys(account.id)).map(summarize));
    },

    /** On an empty store: the owner account with every scope, and one live and one test key. */
    async bootstrapOwner(email: string = OWNER_EMAIL): Promise<{ live: IssuedKey; test: IssuedKey } | undefined> {
      if ((await accounts.countAccounts()) > 0) return undefined;
      const owner = await accounts.createAccount({ id: newId('acct'), email: email.trim().toLowerCase(), plan: 'ai_specialist', scopes: [...SCOPES], isOwner: true, createdAt: clock.now() });
      if (!owner) return undefined; // another process bootstrapped first
      const live = issue(owner, 'live', null);
      const test = issue(owner, 'test', null);
      await accounts.insertKey(live.record);
      await accounts.insertKey(test.record);
      return { live: live.issued, test: test.issued };
    },
  };
}

export type KeyService = ReturnType<typeof createKeyService>;

/** "preview,seo" or "all" → scopes; unknown names are an error naming them. */
export function parseScopes(text: string): Outcome<Scope[]> {
  if (text.trim() === 'all') return succeed([...SCOPES]);
  const names = text.split(/[\s,]+/).filter(Boolean);
  const unknown = names.filter((n) => !(SCOPES as readonly string[]).includes(n));
  if (unknown.length > 0 || names.length === 0) {
    return fail('invalid_parameter', `unknown scope ${unknown.join(', ') || '(none given)'}; scopes: ${SCOPES.join(' ')} or all`);
  }
  return succeed([...new Set(names)] as Scope[]);
}
