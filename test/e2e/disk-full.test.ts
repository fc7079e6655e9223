/**
 * A full disk degrades, never kills (docs/reference/operations.md#full-disk): a server process
 * whose data directory is a small tmpfs the test fills to the last byte. Keyed calls still answer
 * (their results are not cached, their counts wait in memory), nothing answers 500, the process
 * stays up while its once-a-second usage write fails, /healthz names the store, and once space
 * is freed the counts are written: the usage stored equals the 200s answered.
 *
 * Mounting a tmpfs needs root (CAP_SYS_ADMIN); without it this file skips and says why — the same
 * failures are made with the driver's own errors in src/store/sqlite/write-failures.test.ts.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startChildServer, type ChildServer } from '../child-server.js';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { waitFor } from '../poll.js';
import { CLI } from '../cli-process.js';

const TMPFS_MB = 24;

let dataDir: string | undefined;
let mountFailure: string | undefined;
let web: FixtureServer;
let server: ChildServer | undefined;

function mountTmpfs(): string | undefined {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_MB}m,mode=0700`, 'tmpfs', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
    return dir;
  } catch (error) {
    mountFailure = `cannot mount a tmpfs here (needs root): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    fs.rmdirSync(dir);
    return undefined;
  }
}

beforeAll(async () => {
  web = await startFixtureServer();
  dataDir = mountTmpfs();
  if (!dataDir) return;
  const port = await freePort();
  server = await startChildServer(process.execPath, [...CLI, 'serve'], {
    PORT: String(port),
    PAGELENS_DATA_DIR: dataDir,
    PAGELENS_ALLOW_HOSTS: `127.0.0.1:${web.port}`,
    PAGELENS_LOG_LEVEL: 'silent',
    PAGELENS_ANALYSIS_WORKERS: '1',
  }, port);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await web?.close();
  if (dataDir) {
    execFileSync('umount', [dataDir]);
    fs.rmdirSync(dataDir);
  }
});

/** Writes a file until the disk refuses another byte. */
function fillDisk(file: string): void {
  const fd = fs.openSync(file, 'w');
  try {
    for (const chunk of [1024 * 1024, 4096, 512, 1]) {
      const bytes = Buffer.alloc(chunk, 7);
      for (;;) {
        try {
          fs.writeSync(fd, bytes);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
          throw error;
        }
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

const metric = async (name: string): Promise<number> => {
  const text = await (await fetch(`${server!.url}/metrics`)).text();
  return Number(new RegExp(`^${name.replace(/[{}"]/g, '\\$&')} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
};

describe('a full data directory', () => {
  it('keeps answering (uncached), keeps the process up, and counts every 200 once space returns', async (ctx) => {
    if (!dataDir || !server) return ctx.skip(mountFailure);
    const live = /live key: (\S+)/.exec(fs.readFileSync(path.join(dataDir, 'owner-keys.txt'), 'utf8'))![1]!;
    const call = async (n: string) => {
      const response = await fetch(`${server!.url}/preview?url=${encodeURIComponent(web.url(`/page.html?disk=${n}`))}`, { headers: { 'x-api-key': live } });
      return { status: response.status, retryAfter: response.headers.get('retry-after'), cache: response.headers.get('x-cache'), body: await response.text() };
    };
    const answers = [await call('before-1'), await call('before-2')];

    const filler = path.join(dataDir, 'filler.bin');
    fillDisk(filler);
    // Results too big to cache and counts that cannot be written: each call still answers.
    for (let round = 0; round < 5; round++) answers.push(...(await Promise.all(Array.from({ length: 4 }, (_, i) => call(`full-${round}-${i}`)))));
    // Far below the bound of counts kept in memory (10,000): every one of them is answered.
    expect(answers.map((a) => a.status)).toEqual(Array(answers.length).fill(200));
    await waitFor(async () => expect(await metric('pagelens_store_faults_total{component="sqlite",operation="usage.flush"}')).toBeGreaterThanOrEqual(2), { timeoutMs: 15_000 });
    expect(await metric('pagelens_store_faults_total{component="sqlite",operation="cache.set"}')).toBeGreaterThanOrEqual(1);
    const degraded = await (await fetch(`${server.url}/healthz`)).json();
    expect(degraded).toMatchObject({ status: 'degraded', stores: { sqlite: { up: false, detail: expect.stringMatching(/full|SQLITE_/) } } });
    expect(() => process.kill(server!.pid, 0)).not.toThrow();
    answers.push(await call('full-late'));

    fs.rmSync(filler);
    await waitFor(async () => expect(await (await fetch(`${server!.url}/healthz`)).json()).toEqual({ status: 'ok' }), { timeoutMs: 15_000 });
    answers.push(await call('after-1'));
    const hit = await call('after-1');
    expect(hit.cache).toBe('HIT');
    answers.push(hit);

    for (const answer of answers) {
      expect([200, 503], answer.body).toContain(answer.status);
      if (answer.status === 503) expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    const answered = answers.filter((a) => a.status === 200).length;
    expect(answered).toBeGreaterThanOrEqual(20);
    await server.stop();
    server = undefined;
    const db = new Database(path.join(dataDir, 'pagelens.db'), { readonly: true });
    try {
      expect(db.prepare("SELECT SUM(count) FROM usage WHERE endpoint = 'preview'").pluck().get()).toBe(answered);
    } finally {
      db.close();
    }
  });
});
