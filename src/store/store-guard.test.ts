import { describe, expect, it } from 'vitest';
import { createStoreGuard } from './store-guard.js';
import { createStoreHealth, logStoreEvents, type StoreEvent } from './store-health.js';
import { asStoreUnavailable, isPostgresUnavailable, isRedisUnavailable, isSqliteUnavailable, StoreUnavailableError } from './store-unavailable.js';

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });
const refused = () => coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');

function guarded(breaker = { consecutiveFailures: 3, halfOpenAfterMs: 60_000 }) {
  const health = createStoreHealth();
  const events: StoreEvent[] = [];
  health.onEvent((event) => events.push(event));
  const guard = createStoreGuard({ component: 'postgres', label: 'PostgreSQL at db:5432', isUnavailable: isPostgresUnavailable, health, breaker });
  return { guard, health, events };
}

describe('store outages are classified', () => {
  it('PostgreSQL: sockets, shutdowns, class 08 and 53, pool timeouts — not constraint violations', () => {
    for (const error of [refused(), coded('ECONNRESET'), coded('57P01', 'terminating connection due to administrator command'), coded('57P03', 'the database system is starting up'), coded('08006'), coded('53100', 'could not extend file: No space left on device'), new Error('timeout exceeded when trying to connect'), new Error('Connection terminated unexpectedly')]) {
      expect(isPostgresUnavailable(error), String(error)).toBe(true);
    }
    for (const error of [coded('23505', 'duplicate key value'), coded('42P01', 'relation does not exist'), new Error('boom')]) expect(isPostgresUnavailable(error)).toBe(false);
  });

  it('Redis: closed connection, ioredis giving up, MISCONF and LOADING', () => {
    const maxRetries = Object.assign(new Error('Reached the max retries per request limit (which is 1).'), { name: 'MaxRetriesPerRequestError' });
    for (const error of [new Error('Connection is closed.'), maxRetries, new Error('MISCONF Redis is configured to save RDB snapshots'), new Error('LOADING Redis is loading the dataset in memory')]) {
      expect(isRedisUnavailable(error), String(error)).toBe(true);
    }
    expect(isRedisUnavailable(new Error('WRONGTYPE Operation against a key'))).toBe(false);
  });

  it('SQLite: full, I/O error, read-only, busy — not a constraint', () => {
    for (const code of ['SQLITE_FULL', 'SQLITE_IOERR_WRITE', 'SQLITE_READONLY_DBMOVED', 'SQLITE_BUSY']) expect(isSqliteUnavailable(coded(code))).toBe(true);
    expect(isSqliteUnavailable(coded('SQLITE_CONSTRAINT_UNIQUE'))).toBe(false);
  });

  it('a driver error that escaped an adapter still becomes 503 for the right store', () => {
    expect(asStoreUnavailable(coded('SQLITE_FULL', 'database or disk is full'))).toMatchObject({ component: 'sqlite', message: expect.stringMatching(/disk of the data directory is full/) });
    expect(asStoreUnavailable(coded('57P01'))).toMatchObject({ component: 'postgres' });
    expect(asStoreUnavailable(new Error('Connection is closed.'))).toMatchObject({ component: 'redis' });
    expect(asStoreUnavailable(new Error('timeout exceeded when trying to connect'))).toMatchObject({ component: 'postgres' });
    expect(asStoreUnavailable(new Error('boom'))).toBeUndefined();
    expect(asStoreUnavailable(coded('23505'))).toBeUndefined();
  });
});

describe('the store guard', () => {
  it('maps an outage to StoreUnavailableError with Retry-After and marks the store down, then up on a success', async () => {
    const { guard, health, events } = guarded();
    const error = await guard.run('usage.consume', () => Promise.reject(refused())).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreUnavailableError);
    expect(error).toMatchObject({ component: 'postgres', message: expect.stringMatching(/^PostgreSQL at db:5432 is unavailable: connect ECONNREFUSED/) });
    expect((error as StoreUnavailableError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(health.snapshot()).toEqual([{ component: 'postgres', up: false, detail: expect.stringMatching(/ECONNREFUSED/), since: expect.any(Number) }]);
    expect(await guard.run('usage.peek', async () => 7)).toBe(7);
    expect(health.snapshot()).toEqual([{ component: 'postgres', up: true }]);
    expect(events.map((e) => `${e.kind}`)).toEqual(['fault', 'down', 'up']);
  });

  it('passes other errors through untouched and does not count them against the store', async () => {
    const { guard, health } = guarded();
    const duplicate = coded('23505', 'duplicate key value');
    for (let i = 0; i < 5; i++) await expect(guard.run('accounts.createAccount', () => Promise.reject(duplicate))).rejects.toBe(duplicate);
    expect(guard.open).toBe(false);
    expect(health.snapshot().every((c) => c.up)).toBe(true);
  });

  it('opens the circuit after consecutive outages: later calls fail at once without touching the store', async () => {
    const { guard } = guarded({ consecutiveFailures: 3, halfOpenAfterMs: 60_000 });
    for (let i = 0; i < 3; i++) await expect(guard.run('q', () => Promise.reject(refused()))).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(guard.open).toBe(true);
    let touched = 0;
    const error = await guard.run('q', async () => (touched += 1)).catch((e: unknown) => e);
    expect(touched).toBe(0);
    expect(error).toMatchObject({ component: 'postgres', message: expect.stringMatching(/paused/) });
    expect((error as StoreUnavailableError).retryAfterSeconds).toBe(60);
  });

  it('lets one trial call through after the pause, and closes when it succeeds', async () => {
    const { guard } = guarded({ consecutiveFailures: 1, halfOpenAfterMs: 30 });
    await expect(guard.run('q', () => Promise.reject(refused()))).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(guard.run('q', async () => 1)).rejects.toBeInstanceOf(StoreUnavailableError);
    await new Promise((resolve) => setTimeout(resolve, 40)); // the breaker's own pause, not a wait for an outcome
    expect(await guard.run('q', async () => 2)).toBe(2);
    expect(guard.open).toBe(false);
  });
});

describe('store health', () => {
  it('probes a store that is down, at most once a second, and reports it up when the probe passes', async () => {
    let now = 0;
    const health = createStoreHealth(() => now);
    let answers = false;
    let probes = 0;
    health.register('redis', async () => {
      probes += 1;
      if (!answers) throw new Error('Connection is closed.');
    });
    health.fault('redis', 'cache.get', new Error('Connection is closed.'));
    expect((await health.check())[0]).toMatchObject({ up: false });
    expect((await health.check())[0]).toMatchObject({ up: false });
    expect(probes).toBe(1);
    answers = true;
    now += 1_000;
    expect(await health.check()).toEqual([{ component: 'redis', up: true }]);
  });

  it('logs the start and end of an outage always, and failed calls at most once per 10 s per operation', () => {
    let now = 0;
    const lines: string[] = [];
    const log = { error: (_: object, m: string) => void lines.push(`error ${m}`), warn: (d: object, m: string) => void lines.push(`warn ${m} ${JSON.stringify(d)}`), info: (_: object, m: string) => void lines.push(`info ${m}`) };
    const listen = logStoreEvents(log, () => now);
    const fault = { kind: 'fault', component: 'sqlite', operation: 'usage.flush', detail: 'the disk of the data directory is full (SQLITE_FULL)' } as const;
    listen({ kind: 'down', component: 'sqlite', detail: fault.detail });
    for (let i = 0; i < 5; i++) listen(fault);
    now += 10_000;
    listen(fault);
    listen({ kind: 'up', component: 'sqlite', downForMs: 10_000 });
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^warn store write failed: kept in memory/);
    expect(lines[2]).toMatch(/"failed_since_last_line":4/);
    expect(lines[3]).toBe('info store available again');
  });
});
