/**
 * Vitest global setup of the suite project: the PostgreSQL and Redis the store tests use, started
 * here when the machine has none running. A URL in PAGELENS_TEST_DATABASE_URL or
 * PAGELENS_TEST_REDIS_URL is used as given; else the default port on 127.0.0.1 when something
 * answers there; else a throwaway PostgreSQL cluster (test/postgres-cluster.ts) or a redis-server on
 * a free port, stopped after the run. Without the binaries either, vitest.config.ts has left the
 * files that need them out of the run, and said so.
 */
import { startPostgresCluster } from './postgres-cluster.js';
import { startRedisServer } from './redis-server.js';
import { answersSync, storeAvailability } from './store-availability.js';

export default async function setup(): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = [];
  const available = storeAvailability();
  if (available.postgres === undefined && process.env.PAGELENS_TEST_DATABASE_URL === undefined && !answersSync(5432)) {
    const cluster = await startPostgresCluster();
    stops.push(async () => cluster.destroy());
    process.env.PAGELENS_TEST_DATABASE_URL = cluster.url;
    console.log(`tests: no PostgreSQL on 127.0.0.1:5432, started a throwaway cluster at ${cluster.url}`);
  }
  if (available.redis === undefined && process.env.PAGELENS_TEST_REDIS_URL === undefined && !answersSync(6379)) {
    const redis = await startRedisServer();
    stops.push(redis.stop);
    process.env.PAGELENS_TEST_REDIS_URL = redis.url;
    console.log(`tests: no Redis on 127.0.0.1:6379, started a redis-server at ${redis.url}`);
  }
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
