/**
 * Whether this machine can give the tests a PostgreSQL and a Redis: one answering on its default
 * loopback port (or named by PAGELENS_TEST_DATABASE_URL / PAGELENS_TEST_REDIS_URL), else the
 * binaries to start one (test/global-stores.ts does). Read synchronously, by vitest.config.ts too.
 */
import { spawnSync } from 'node:child_process';
import { findPostgresBinaries } from './postgres-cluster.js';

/** Whether something accepts TCP connections on 127.0.0.1:`port` (a child process: the config is synchronous). */
export function answersSync(port: number): boolean {
  const probe = `require('node:net').connect({host:'127.0.0.1',port:${port}}).on('connect',()=>process.exit(0)).on('error',()=>process.exit(1)).setTimeout(1000,()=>process.exit(1))`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 3_000 }).status === 0;
}

export interface StoreAvailability {
  /** Why the PostgreSQL tests cannot run, or undefined when they can. */
  readonly postgres: string | undefined;
  readonly redis: string | undefined;
  /** Why the tests that start a redis-server of their own cannot run. */
  readonly redisServer: string | undefined;
}

export function storeAvailability(): StoreAvailability {
  const postgres = process.env.PAGELENS_TEST_DATABASE_URL !== undefined || answersSync(5432) || findPostgresBinaries() !== undefined
    ? undefined
    : 'no PostgreSQL on 127.0.0.1:5432 and no initdb to start one (apt-get install postgresql)';
  const redisBinary = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;
  const redis = process.env.PAGELENS_TEST_REDIS_URL !== undefined || answersSync(6379) || redisBinary
    ? undefined
    : 'no Redis on 127.0.0.1:6379 and no redis-server to start one (apt-get install redis-server)';
  return { postgres, redis, redisServer: redisBinary ? undefined : 'no redis-server binary (apt-get install redis-server)' };
}
