/**
 * The contract every AccountStores adapter passes (embedded SQLite, PostgreSQL).
 * Call `describeAccountStoreContract(name, open)` from an adapter's test file; `open`
 * gives a fresh, empty store each time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountStores, ApiKeyRecord, NewAccount } from '../../src/store/account-ports.js';
import { describeWebStoreContract } from './web-store-contract.js';
import { waitFor } from '../poll.js';

let counter = 0;
const uid = (prefix: string) => `${prefix}_${process.pid}_${Date.now()}_${(counter += 1)}`;

export function newAccount(overrides: Partial<NewAccount> = {}): NewAccount {
  return { id: uid('acct'), email: `${uid('u')}@example.com`, plan: 'starter', scopes: ['preview', 'stack'], isOwner: false, createdAt: 1_700_000_000_000, ...overrides };
}

export function newKey(accountId: string, overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord {
  const id = uid('key');
  return { id, accountId, env: 'live', hash: `hash-${id}`, hint: 'pl_live_abcd…', scopes: null, createdAt: 1_700_000_000_000, revokedAt: null, replacedBy: null, name: null, lastUsedAt: null, ...overrides };
}

export function describeAccountStoreContract(name: string, open: () => Promise<AccountStores>): void {
  describe(`AccountStores contract: ${name}`, () => {
    const opened: AccountStores[] = [];
    const fresh = async () => {
      const stores = await open();
      opened.push(stores);
      return stores;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((s) => s.close()));
    });

    it('creates accounts with unique emails and finds them', async () => {
      const { accounts } = await fresh();
      expect(await accounts.countAccounts()).toBe(0);
      const input = newAccount({ scopes: ['preview', 'stack'] });
      const created = await accounts.createAccount(input);
      expect(created).toEqual({ ...input, scopes: ['preview', 'stack'] });
      expect(await accounts.createAccount({ ...newAccount(), email: input.email })).toBeUndefined();
      expect(await accounts.findAccountByEmail(input.email)).toEqual(created);
      expect(await accounts.getAccount(input.id)).toEqual(created);
      expect(await accounts.getAccount('nope')).toBeUndefined();
      expect(await accounts.countAccounts()).toBe(1);
    });

    it('grants scopes as a union and changes plans', async () => {
      const { accounts } = await fresh();
      const account = (await accounts.createAccount(newAccount({ scopes: ['preview'] })))!;
      const granted = await accounts.grantScopes(account.id, ['seo', 'preview', 'aeo']);
      expect([...granted!.scopes].sort()).toEqual(['aeo', 'preview', 'seo']);
      expect((await accounts.setPlan(account.id, 'professional'))?.plan).toBe('professional');
      expect(await accounts.grantScopes('nope', ['seo'])).toBeUndefined();
    });

    it('stores keys by hash and finds them with their account in one lookup', async () => {
      const { accounts } = await fresh();
      const account = (await accounts.createAccount(newAccount({ isOwner: true })))!;
      const key = newKey(account.id, { scopes: ['preview', 'seo'], env: 'test' });
      await accounts.insertKey(key);
      expect(await accounts.findKeyByHash(key.hash)).toEqual({ key, account });
      expect(await accounts.findKeyByHash('other')).toBeUndefined();
      expect(await accounts.getKey(key.id)).toEqual({ key, account });
    });

    it('lists keys, all or per account, oldest first', async () => {
      const { accounts } = await fresh();
      const a = (await accounts.createAccount(newAccount()))!;
      const b = (await accounts.createAccount(newAccount()))!;
      const k1 = newKey(a.id, { createdAt: 1 });
      const k2 = newKey(b.id, { createdAt: 2 });
      const k3 = newKey(a.id, { createdAt: 3 });
      for (const k of [k3, k1, k2]) await accounts.insertKey(k);
      expect((await accounts.listKeys()).map((e) => e.key.id)).toEqual([k1.id, k2.id, k3.id]);
      expect((await accounts.listKeys(a.id)).map((e) => e.key.id)).toEqual([k1.id, k3.id]);
    });

    it('revokes a key once', async () => {
      const { accounts } = await fresh();
      const account = (await accounts.createAccount(newAccount()))!;
      const key = newKey(account.id);
      await accounts.insertKey(key);
      expect(await accounts.revokeKey(key.id, 5)).toBe(true);
      expect(await accounts.revokeKey(key.id, 6)).toBe(false);
      expect(await accounts.revokeKey('nope', 6)).toBe(false);
      expect((await accounts.findKeyByHash(key.hash))?.key.revokedAt).toBe(5);
    });

    it('rotates atomically: the old key is revoked and points at its replacement', async () => {
      const { accounts } = await fresh();
      const account = (await accounts.createAccount(newAccount()))!;
      const old = newKey(account.id);
      await accounts.insertKey(old);
      const replacement = newKey(account.id);
      expect(await accounts.rotateKey(old.id, replacement, 9)).toBe(true);
      expect((await accounts.findKeyByHash(old.hash))?.key).toMatchObject({ revokedAt: 9, replacedBy: replacement.id });
      expect((await accounts.findKeyByHash(replacement.hash))?.key.revokedAt).toBeNull();
      const again = newKey(account.id);
      expect(await accounts.rotateKey(old.id, again, 10)).toBe(false);
      expect(await accounts.findKeyByHash(again.hash)).toBeUndefined();
    });

    it('counts usage atomically: 1,000 concurrent calls against a limit of 100 admit exactly 100', async () => {
      const { accounts, usage } = await fresh();
      const account = (await accounts.createAccount(newAccount()))!;
      const results = await Promise.all(Array.from({ length: 1000 }, () => usage.consume(account.id, 'extract', '2026-11', 100)));
      expect(results.filter((r) => r.admitted)).toHaveLength(100);
      expect(results.filter((r) => !r.admitted).every((r) => r.used === 100)).toBe(true);
      expect(await usage.usage(account.id, '2026-11')).toEqual({ extract: 100 });
    });

    it('keeps usage per account, endpoint and month', async () => {
      const { accounts, usage } = await fresh();
      const a = (await accounts.createAccount(newAccount()))!;
      const b = (await accounts.createAccount(newAccount()))!;
      await usage.consume(a.id, 'seo', '2026-11', 10);
      await usage.consume(a.id, 'seo', '2026-11', 10);
      await usage.consume(a.id, 'aeo', '2026-11', 10);
      await usage.consume(a.id, 'seo', '2026-12', 10);
      await usage.consume(b.id, 'seo', '2026-11', 10);
      expect(await usage.usage(a.id, '2026-11')).toEqual({ seo: 2, aeo: 1 });
      expect(await usage.usage(a.id, '2026-12')).toEqual({ seo: 1 });
      expect(await usage.usage(b.id, '2026-10')).toEqual({});
      expect(await usage.peek(a.id, 'seo', '2026-11')).toBe(2);
      expect(await usage.peek(a.id, 'screenshot', '2026-11')).toBe(0);
      expect(await usage.consume(a.id, 'x', '2026-11', 0)).toEqual({ admitted: false, used: 0 });
    });

    it('refunds a counted call, never below 0, on the month and the day', async () => {
      const { accounts, usage } = await fresh();
      const a = (await accounts.createAccount(newAccount()))!;
      await usage.consume(a.id, 'seo', '2026-11', 10, '2026-11-03');
      await usage.consume(a.id, 'seo', '2026-11', 10, '2026-11-04');
      await usage.consume(a.id, 'seo', '2026-11', 10, '2026-11-04');
      await usage.consume(a.id, 'aeo', '2026-11', 10, '2026-11-04');
      expect(await usage.daily(a.id, '2026-11')).toEqual([
        { date: '2026-11-03', endpoint: 'seo', count: 1, refused: 0 },
        { date: '2026-11-04', endpoint: 'aeo', count: 1, refused: 0 },
        { date: '2026-11-04', endpoint: 'seo', count: 2, refused: 0 },
      ]);
      await usage.refund(a.id, 'seo', '2026-11', '2026-11-04');
      expect(await usage.peek(a.id, 'seo', '2026-11')).toBe(2);
      await usage.refund(a.id, 'seo', '2026-11'); // no day: the latest day with a count
      await usage.refund(a.id, 'seo', '2026-11');
      await usage.refund(a.id, 'seo', '2026-11');
      expect(await usage.peek(a.id, 'seo', '2026-11')).toBe(0);
      expect(await usage.usage(a.id, '2026-11')).toEqual({ aeo: 1 });
      // A refund moves the call from billed to refused: the day keeps it, apart.
      expect(await usage.daily(a.id, '2026-11')).toEqual([
        { date: '2026-11-03', endpoint: 'seo', count: 0, refused: 1 },
        { date: '2026-11-04', endpoint: 'aeo', count: 1, refused: 0 },
        { date: '2026-11-04', endpoint: 'seo', count: 0, refused: 2 },
      ]);
      expect(await usage.daily(a.id, '2026-12')).toEqual([]);
      await usage.refund(a.id, 'outline', '2026-11', '2026-11-04'); // nothing counted: a no-op
      expect(await usage.peek(a.id, 'outline', '2026-11')).toBe(0);
      expect((await usage.consume(a.id, 'seo', '2026-11', 1, '2026-11-05')).admitted).toBe(true);
      expect((await usage.consume(a.id, 'seo', '2026-11', 1, '2026-11-05')).admitted).toBe(false);
      await usage.refund(a.id, 'seo', '2026-11', '2026-11-05');
      expect(await usage.consume(a.id, 'seo', '2026-11', 1, '2026-11-05')).toEqual({ admitted: true, used: 1 });
    });

    it('keeps a key name and records its last use at most once a minute', async () => {
      const { accounts } = await fresh();
      const account = (await accounts.createAccount(newAccount()))!;
      const key = newKey(account.id, { name: 'CI <b>runner</b>' });
      await accounts.insertKey(key);
      accounts.recordKeyUse(key.id, 1_000_000);
      accounts.recordKeyUse(key.id, 1_030_000);
      // A fixed wait on purpose: the use at 1_030_000 must not land, and an absence cannot be polled for.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await accounts.getKey(key.id))?.key).toMatchObject({ name: 'CI <b>runner</b>', lastUsedAt: 1_000_000 });
      accounts.recordKeyUse(key.id, 1_060_000);
      await waitFor(async () => expect((await accounts.getKey(key.id))?.key.lastUsedAt).toBe(1_060_000), { timeoutMs: 2_000 });
    });

    describeWebStoreContract(fresh);
  });
}
