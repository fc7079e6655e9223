import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createKeyService, type KeyService } from '../keys/key-service.js';
import { openSqliteStores, type EmbeddedStores } from '../store/sqlite/sqlite-stores.js';
import type { Scope } from '../domain/operations.js';
import { checkScope, findCallerByKeyId, identifyCaller } from './identify-caller.js';

const clock = { now: () => Date.UTC(2026, 0, 15, 12) };
let stores: EmbeddedStores;
let keys: KeyService;

beforeEach(() => {
  const opened = openSqliteStores(fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-access-')), 'server');
  if (!opened.ok) throw new Error(opened.failure.detail);
  stores = opened.value;
  keys = createKeyService({ accounts: stores.accounts, clock });
});
afterEach(() => stores.close());

async function issue(options: { env?: 'live' | 'test'; scopes?: Scope[] } = {}) {
  const issued = await keys.createKey({ email: 'caller@example.com', env: options.env ?? 'live', scopes: options.scopes ?? ['extract'] });
  if (!issued.ok) throw new Error(issued.failure.detail);
  return issued.value;
}

describe('identifyCaller', () => {
  it('names the caller of a valid key: account, environment and effective scopes', async () => {
    const issued = await issue();
    const caller = await identifyCaller(stores.accounts, issued.key);
    expect(caller.ok && caller.value).toMatchObject({ kind: 'key', env: 'live', scopes: ['extract'], key: { id: issued.id }, account: { id: issued.account_id, plan: 'starter' } });
  });

  it('knows a test key as one', async () => {
    const caller = await identifyCaller(stores.accounts, (await issue({ env: 'test' })).key);
    expect(caller.ok && caller.value.env).toBe('test');
  });

  it.each([
    ['a well-formed key never issued', 'pl_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['text that cannot be a key', 'hunter2'],
  ])('refuses %s as unknown', async (_name, presented) => {
    expect(await identifyCaller(stores.accounts, presented)).toEqual({ ok: false, failure: { code: 'unauthorized', detail: 'Unknown API key.' } });
  });

  it.each([
    ['sk-proj-abc123def456', 'an OpenAI- or Anthropic-style secret key (sk-…)'],
    ['sk_live_51Habc', 'a Stripe key'],
    ['ghp_16C7e42F292c6912E7710c838347Ae178B4a', 'a GitHub token'],
  ])('says a key of another service (%s) is not a Pagelens key', async (presented, kind) => {
    expect(await identifyCaller(stores.accounts, presented)).toEqual({
      ok: false,
      failure: { code: 'unauthorized', detail: `This is not a Pagelens key: it looks like ${kind}. Pagelens keys start with pl_live_ or pl_test_.` },
    });
  });

  it('refuses a revoked key', async () => {
    const issued = await issue();
    await keys.revoke(issued.id);
    expect(await identifyCaller(stores.accounts, issued.key)).toEqual({ ok: false, failure: { code: 'unauthorized', detail: 'This API key was revoked.' } });
  });

  it('refuses a key revoked after it was in use, on the very next call', async () => {
    const issued = await issue();
    const first = await identifyCaller(stores.accounts, issued.key);
    expect(await identifyCaller(stores.accounts, issued.key)).toBe(first); // a key in steady use verifies to one shared caller
    await keys.revoke(issued.id);
    expect(await identifyCaller(stores.accounts, issued.key)).toEqual({ ok: false, failure: { code: 'unauthorized', detail: 'This API key was revoked.' } });
  });

  it('refuses a rotated key at once and accepts its replacement', async () => {
    const issued = await issue();
    const rotated = await keys.rotateKey(issued.id);
    if (!rotated.ok) throw new Error(rotated.failure.detail);
    expect(await identifyCaller(stores.accounts, issued.key)).toEqual({ ok: false, failure: { code: 'unauthorized', detail: 'This API key was rotated; use its replacement.' } });
    expect((await identifyCaller(stores.accounts, rotated.value.key)).ok).toBe(true);
  });
});

describe('checkScope', () => {
  it('passes a key with the endpoint among its scopes and forbids one without', async () => {
    const caller = await identifyCaller(stores.accounts, (await issue({ scopes: ['extract'] })).key);
    if (!caller.ok) throw new Error(caller.failure.detail);
    expect(checkScope(caller.value, 'extract')).toEqual({ ok: true, value: caller.value });
    expect(checkScope(caller.value, 'seo')).toEqual({ ok: false, failure: { code: 'forbidden', detail: 'This key has no access to /seo; ask the operator to grant it.' } });
  });
});

describe('findCallerByKeyId (work run outside a request)', () => {
  it('names the caller of a stored key, and refuses it once revoked or when there is none', async () => {
    const issued = await issue();
    const caller = await findCallerByKeyId(stores.accounts, issued.id);
    expect(caller.ok && caller.value).toMatchObject({ kind: 'key', env: 'live', scopes: ['extract'], account: { id: issued.account_id } });
    await keys.revoke(issued.id);
    expect(await findCallerByKeyId(stores.accounts, issued.id)).toEqual({ ok: false, failure: { code: 'unauthorized', detail: 'This API key was revoked.' } });
    expect(await findCallerByKeyId(stores.accounts, 'key_nothing')).toEqual({ ok: false, failure: { code: 'unauthorized', detail: 'Unknown API key.' } });
  });
});
