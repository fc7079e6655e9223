/** `pagelens serve`'s log: human lines on a terminal (after the owner's keys), JSON lines when piped. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, HAS_SCRIPT, plainEnv } from '../cli-process.js';
import { REPO_ROOT } from '../fixture-server.js';

const dirs: string[] = [];
const env = { ...plainEnv(), PAGELENS_SCREENSHOT_WARM: 'false', PAGELENS_ANALYSIS_WORKERS: '1' };

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-serve-log-'));
  dirs.push(dir);
  return dir;
}

/** `serve`, stopped by SIGINT (a clean stop) after a minute at most. */
function serveArgs(dir: string): string[] {
  return ['timeout', '-s', 'INT', '60', process.execPath, ...CLI, 'serve', '--port', '0', '--data-dir', dir];
}

/**
 * Runs a command until what it printed says it is up (starting from source on a loaded machine
 * takes anywhere from 2 to 20 s), then sends SIGINT and returns everything it printed.
 */
function printedUntil(command: string, args: string[], up: (printed: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      if (up(printed) && child.exitCode === null) child.kill('SIGINT');
    });
    child.on('error', reject);
    child.on('close', () => resolve(printed));
  });
}

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('pagelens serve logs', () => {
  it.skipIf(!HAS_SCRIPT)('prints the owner keys and then human lines on a terminal, never raw JSON', async () => {
    const command = serveArgs(dataDir()).map((w) => `'${w}'`).join(' ');
    const stdout = await printedUntil('script', ['-qec', command, '/dev/null'], (printed) => /shown nowhere else/.test(printed) && /listening on/.test(printed));
    const lines = stdout.replace(/\r\n/g, '\n').split('\n').filter((l) => l.trim() !== '');
    expect(lines.some((l) => l.startsWith('live key: pl_live_'))).toBe(true);
    expect(lines.filter((l) => l.trimStart().startsWith('{'))).toEqual([]);
    expect(lines.some((l) => /INFO.*Pagelens listening on http:\/\/127\.0\.0\.1:\d+/.test(l))).toBe(true);
    expect(lines.some((l) => /INFO.*shown nowhere else/.test(l))).toBe(true);
  }, 90_000);

  it('writes JSON lines when stdout is piped', async () => {
    const [bin, ...args] = serveArgs(dataDir());
    const stdout = await printedUntil(bin!, args, (printed) => printed.includes('Pagelens listening on'));
    const lines = stdout.split('\n').filter((l) => l.trim() !== '');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual(expect.arrayContaining([expect.stringMatching(/^Pagelens listening on/)]));
  }, 90_000);
});
