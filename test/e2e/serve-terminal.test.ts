/** `pagelens serve`'s log: human lines on a terminal (after the owner's keys), JSON lines when piped. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI_FROM_SOURCE, HAS_SCRIPT, plainEnv } from '../cli-process.js';
import { REPO_ROOT } from '../fixture-server.js';

const run = promisify(execFile);
const dirs: string[] = [];
const env = { ...plainEnv(), PAGELENS_SCREENSHOT_WARM: 'false', PAGELENS_ANALYSIS_WORKERS: '1' };

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-serve-log-'));
  dirs.push(dir);
  return dir;
}

/** Runs `serve` for a few seconds, then SIGINT (a clean stop), and returns what it printed. */
function serveArgs(dir: string): string[] {
  return ['timeout', '-s', 'INT', '8', process.execPath, ...CLI_FROM_SOURCE, 'serve', '--port', '0', '--data-dir', dir];
}

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('pagelens serve logs', () => {
  it.skipIf(!HAS_SCRIPT)('prints the owner keys and then human lines on a terminal, never raw JSON', async () => {
    const command = serveArgs(dataDir()).map((w) => `'${w}'`).join(' ');
    const { stdout } = await run('script', ['-qec', command, '/dev/null'], { cwd: REPO_ROOT, env, timeout: 60_000 }).catch((e: { stdout: string }) => e);
    const lines = stdout.replace(/\r\n/g, '\n').split('\n').filter((l) => l.trim() !== '');
    expect(lines.some((l) => l.startsWith('live key: pl_live_'))).toBe(true);
    expect(lines.filter((l) => l.trimStart().startsWith('{'))).toEqual([]);
    expect(lines.some((l) => /INFO.*Pagelens listening on http:\/\/127\.0\.0\.1:\d+/.test(l))).toBe(true);
    expect(lines.some((l) => /INFO.*shown nowhere else/.test(l))).toBe(true);
  }, 60_000);

  it('writes JSON lines when stdout is piped', async () => {
    const [bin, ...args] = serveArgs(dataDir());
    const { stdout } = await run(bin!, args, { cwd: REPO_ROOT, env, timeout: 60_000 }).catch((e: { stdout: string }) => e);
    const lines = stdout.split('\n').filter((l) => l.trim() !== '');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual(expect.arrayContaining([expect.stringMatching(/^Pagelens listening on/)]));
  }, 60_000);
});
