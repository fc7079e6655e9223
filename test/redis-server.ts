import { spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './child-server.js';
import { waitFor } from './poll.js';

export interface RedisServer {
  readonly url: string;
  /** Kills it (SIGKILL, as a crash would) and resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * A redis-server of the caller's own, on a free port (its keys meet no other test's), answering PING
 * when this returns. `port`: on that one instead (a restart after stop(), empty, as Redis without
 * persistence comes back).
 */
export async function startRedisServer(options: { port?: number } = {}): Promise<RedisServer> {
  const port = options.port ?? (await freePort());
  const url = `redis://127.0.0.1:${port}`;
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => redis.once('exit', () => resolve()));
  let failedToStart: Error | undefined;
  redis.once('error', (error) => (failedToStart = error));
  const client = new Redis(url, { lazyConnect: true, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await waitFor(async () => {
      if (failedToStart) throw failedToStart;
      if (redis.exitCode !== null) throw new Error(`redis-server exited with ${redis.exitCode}`);
      if (client.status !== 'ready') await client.connect();
      await client.ping();
    }, { timeoutMs: 5_000 });
  } catch (error) {
    redis.kill('SIGKILL');
    throw error;
  } finally {
    client.disconnect();
  }
  return {
    url,
    stop: () => {
      if (redis.exitCode === null && redis.signalCode === null) redis.kill('SIGKILL');
      return exited;
    },
  };
}
