/** The browser-account part of the AccountStores contract (called from account-store-contract.ts). */
import { expect, it } from 'vitest';
import type { AccountStores, NewAccount } from '../../src/store/account-ports.js';
import type { SessionRecord } from '../../src/store/web-account-ports.js';

let counter = 0;
const uid = (prefix: string) => `${prefix}_${process.pid}_${Date.now()}_${(counter += 1)}`;
const account = (overrides: Partial<NewAccount> = {}): NewAccount => ({
  id: uid('acct'), email: `${uid('w')}@example.com`, plan: 'starter', scopes: ['preview', 'stack'], isOwner: false, createdAt: 1_700_000_000_000, ...overrides,
});
const session = (accountId: string, overrides: Partial<SessionRecord> = {}): SessionRecord => ({
  idHash: uid('sess'), accountId, csrfToken: uid('csrf'), createdAt: 1_000, lastSeenAt: 1_000, expiresAt: 1_000_000, ...overrides,
});

export function describeWebStoreContract(fresh: () => Promise<AccountStores>): void {
  it('keeps password hashes and verification apart from the account', async () => {
    const { accounts, web } = await fresh();
    const a = (await accounts.createAccount(account()))!;
    expect(await web.credentialsByEmail(a.email)).toEqual({ account: a, passwordHash: null, verifiedAt: null });
    expect(await web.setPassword(a.id, 'scrypt$1$2$3$salt$hash')).toBe(true);
    expect(await web.markVerified(a.id, 42)).toBe(true);
    expect(await web.markVerified(a.id, 43)).toBe(true); // the first time stays
    expect(await web.credentials(a.id)).toEqual({ account: a, passwordHash: 'scrypt$1$2$3$salt$hash', verifiedAt: 42 });
    expect(await web.setPassword('nope', 'x')).toBe(false);
    expect(await web.credentialsByEmail('nobody@example.com')).toBeUndefined();
    expect((await web.listCredentials()).map((c) => c.account.id)).toEqual([a.id]);
  });

  it('finds a session while it is live, by idle and absolute expiry, and deletes it', async () => {
    const { accounts, web } = await fresh();
    const a = (await accounts.createAccount(account()))!;
    const s = session(a.id);
    await web.createSession(s);
    expect(await web.touchSession(s.idHash, 2_000, 10_000)).toEqual({ session: s, account: a });
    expect(await web.touchSession(s.idHash, 11_000, 10_000)).toBeUndefined(); // idle since 1,000
    await web.createSession({ ...s, idHash: 'other', lastSeenAt: 999_000 });
    expect(await web.touchSession('other', 1_000_000, 10_000)).toBeUndefined(); // absolute expiry
    const touched = session(a.id, { lastSeenAt: 1_000 });
    await web.createSession(touched);
    await web.touchSession(touched.idHash, 70_000, 100_000); // a minute later: last seen moves
    expect((await web.touchSession(touched.idHash, 160_000, 100_000))?.session.lastSeenAt).toBe(70_000);
    await web.deleteSession(touched.idHash);
    expect(await web.touchSession(touched.idHash, 160_000, 100_000)).toBeUndefined();
  });

  it("ends every session of one account only", async () => {
    const { accounts, web } = await fresh();
    const a = (await accounts.createAccount(account()))!;
    const b = (await accounts.createAccount(account()))!;
    const [s1, s2, s3] = [session(a.id), session(a.id), session(b.id)];
    for (const s of [s1, s2, s3]) await web.createSession(s);
    expect(await web.deleteSessions(a.id)).toBe(2);
    expect(await web.touchSession(s1.idHash, 2_000, 10_000)).toBeUndefined();
    expect(await web.touchSession(s3.idHash, 2_000, 10_000)).toBeDefined();
  });

  it('stores access requests as data and decides each once', async () => {
    const { accounts, web } = await fresh();
    const a = (await accounts.createAccount(account({ email: `<script>x</script>${uid('m')}@example.com` })))!;
    const b = (await accounts.createAccount(account()))!;
    const request = { id: uid('req'), accountId: a.id, email: a.email, scopes: ['screenshot', 'seo'] as const, reason: '<img src=x onerror=alert(1)>', state: 'pending' as const, createdAt: 5, decidedAt: null };
    await web.insertAccessRequest({ ...request, scopes: [...request.scopes] });
    await web.insertAccessRequest({ ...request, id: uid('req'), accountId: b.id, email: b.email, createdAt: 6 });
    expect(await web.getAccessRequest(request.id)).toEqual(request);
    expect((await web.listAccessRequests()).map((r) => r.createdAt)).toEqual([6, 5]);
    expect(await web.listAccessRequests(a.id)).toEqual([request]);
    expect(await web.decideAccessRequest(request.id, 'approved', 9)).toEqual({ ...request, state: 'approved', decidedAt: 9 });
    expect(await web.decideAccessRequest(request.id, 'denied', 10)).toBeUndefined();
    expect(await web.decideAccessRequest('nope', 'denied', 10)).toBeUndefined();
  });

  it('spends a mail token once, for its purpose, before it expires; purges expired rows', async () => {
    const { accounts, web } = await fresh();
    const a = (await accounts.createAccount(account()))!;
    await web.insertMailToken({ tokenHash: 't1', accountId: a.id, purpose: 'verify', expiresAt: 100 });
    await web.insertMailToken({ tokenHash: 't2', accountId: a.id, purpose: 'reset', expiresAt: 100 });
    await web.insertMailToken({ tokenHash: 't3', accountId: a.id, purpose: 'reset', expiresAt: 10 });
    expect(await web.useMailToken('t1', 'reset', 50)).toBeUndefined();
    expect(await web.useMailToken('t1', 'verify', 50)).toBe(a.id);
    expect(await web.useMailToken('t1', 'verify', 50)).toBeUndefined();
    expect(await web.useMailToken('t3', 'reset', 50)).toBeUndefined();
    await web.createSession(session(a.id, { expiresAt: 20 }));
    expect(await web.purgeExpired(50)).toBe(2); // t3 and the session
    expect(await web.useMailToken('t2', 'reset', 99)).toBe(a.id);
  });
}
