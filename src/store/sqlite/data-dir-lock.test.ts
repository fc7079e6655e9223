import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';

const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const held: DataDirLock[] = [];
const children: ChildProcess[] = [];

function newDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-lock-'));
}

function lock(dir: string) {
  const outcome = lockDataDir(dir);
  if (outcome.ok) held.push(outcome.value);
  return outcome;
}

/** Another process that takes the lock on `dir` and holds it until it is killed. */
async function holderProcess(dir: string): Promise<ChildProcess> {
  const script = `import { lockDataDir } from ${JSON.stringify(LOCK_MODULE)};
const outcome = lockDataDir(${JSON.stringify(dir)});
process.stdout.write(outcome.ok ? 'locked\\n' : 'refused\\n');
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`the holder exited (${code})`)));
  });
  expect(line).toBe('locked');
  return child;
}

afterEach(() => {
  for (const lockHeld of held.splice(0)) lockHeld.release();
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

describe('the data-directory lock', () => {
  it('is not fooled by a pid file naming this very process (a restarted container: the new server is pid 1 again)', () => {
    const dir = newDir();
    fs.writeFileSync(path.join(dir, 'server.pid'), String(process.pid));
    const outcome = lock(dir);
    expect(outcome.ok).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    expect(fs.readdirSync(dir).sort()).toEqual(['server.lock', 'server.pid']); // no journal beside the lock
  });

  it('is not fooled by a pid file naming another running process (a reused pid)', () => {
    const dir = newDir();
    fs.writeFileSync(path.join(dir, 'server.pid'), String(process.ppid));
    expect(lock(dir).ok).toBe(true);
  });

  it('refuses a second server in the same process, and is free again once released', () => {
    const dir = newDir();
    const first = lock(dir);
    expect(first.ok).toBe(true);
    const second = lock(dir);
    expect(second.ok).toBe(false);
    if (!second.ok) expect(second.failure.detail).toContain(`(pid ${process.pid})`);
    held.splice(0).forEach((h) => h.release());
    expect(fs.existsSync(path.join(dir, 'server.pid'))).toBe(false);
    expect(lock(dir).ok).toBe(true);
  });

  it('refuses while another process holds it, and is free the moment that process is killed (kill -9 leaves no stale lock)', async () => {
    const dir = newDir();
    const holder = await holderProcess(dir);
    const refused = lock(dir);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.failure).toMatchObject({ code: 'unavailable', detail: expect.stringContaining(`(pid ${holder.pid})`) });
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    // server.pid still names the dead process; the lock went with it.
    expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(holder.pid));
    expect(lock(dir).ok).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
  });
});
