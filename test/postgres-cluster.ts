import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './child-server.js';

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/test (trust authentication; the `test` database exists). */
  readonly url: string;
  readonly port: number;
  /** Stops the server, keeping its data (fast shutdown: sessions are ended, as an operator's stop or a failover would). */
  stop(): void;
  /** Starts it again on the same port and data, and waits until it accepts connections. */
  start(): void;
  /** Stops it and removes its data (a throwaway cluster's end). */
  destroy(): void;
}

/** The Debian postgresql package's binaries (initdb, pg_ctl), newest version first; undefined when absent. */
export function findPostgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(root, versions[0], 'bin');
}


/**
 * A PostgreSQL cluster of the caller's own (initdb in a temp dir, a free port), so a test can
 * stop and start it, or a run can use it when the machine has none. initdb and the server refuse
 * to run as root: as root they run as the `postgres` user (runuser), who owns the temp dir.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql)');
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-pg-cluster-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    fs.chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : path.join(bin, tool), asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 30_000 });
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () => void run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '20', 'start']);
  const stop = () => void run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '20', 'stop']);
  start();
  run('createdb', ['-h', dir, '-p', String(port), '-U', 'postgres', 'test']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/test`,
    port,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
