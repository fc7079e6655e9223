import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openSqliteStores, type EmbeddedStores } from '../store/sqlite/sqlite-stores.js';
import { consumeKeylessCall, peekKeylessAllowance, type KeylessDeps } from './keyless-allowance.js';

const NOW = Date.UTC(2026, 0, 15, 12);
const MIDNIGHT = Date.UTC(2026, 0, 16);
const stack = { endpoint: 'stack', perDay: 2 };
const IP = '203.0.113.7';

let stores: EmbeddedStores;
let deps: KeylessDeps;

beforeEach(() => {
  const opened = openSqliteStores(fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-keyless-')), 'server');
  if (!opened.ok) throw new Error(opened.failure.detail);
  stores = opened.value;
  deps = { counters: stores.counters, clock: { now: () => NOW } };
});
afterEach(() => stores.close());

it('admits an IP\'s calls up to the day\'s allowance, then refuses with rate_limit_exceeded until midnight UTC', async () => {
  expect(await consumeKeylessCall(deps, stack, IP)).toMatchObject({ ok: true, allowance: { limit: 2, used: 1, resetsAt: MIDNIGHT } });
  expect((await consumeKeylessCall(deps, stack, IP)).ok).toBe(true);
  expect(await consumeKeylessCall(deps, stack, IP)).toEqual({
    ok: false,
    failure: {
      code: 'rate_limit_exceeded',
      detail: 'The keyless limit of 2 stack calls per IP per day is reached; it resets at 2026-01-16T00:00:00.000Z. Send an API key to use your plan\'s quota.',
      retryAfterSeconds: 12 * 3600,
    },
    allowance: { limit: 2, used: 2, resetsAt: MIDNIGHT },
  });
});

it('counts each IP and each endpoint apart', async () => {
  await consumeKeylessCall(deps, stack, IP);
  await consumeKeylessCall(deps, stack, IP);
  expect((await consumeKeylessCall(deps, stack, '198.51.100.1')).ok).toBe(true);
  expect((await consumeKeylessCall(deps, { endpoint: 'preview', perDay: 2 }, IP)).ok).toBe(true);
});

it('gives a refunded call back, and a peek counts nothing', async () => {
  await consumeKeylessCall(deps, stack, IP);
  const second = await consumeKeylessCall(deps, stack, IP);
  if (!second.ok) throw new Error(second.failure.detail);
  await second.value.refund();
  expect(await peekKeylessAllowance(deps, stack, IP)).toEqual({ limit: 2, used: 1, resetsAt: MIDNIGHT });
  expect(await peekKeylessAllowance(deps, stack, IP)).toEqual({ limit: 2, used: 1, resetsAt: MIDNIGHT });
  expect((await consumeKeylessCall(deps, stack, IP)).ok).toBe(true);
});
