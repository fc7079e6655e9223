import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CLI, HAS_SCRIPT, plainEnv } from '../cli-process.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens } from '../start-pagelens.js';

const run = promisify(execFile);

let web: FixtureServer;
let dataDir: string;
let settings: string[];
const env = plainEnv();

/** The CLI with stdout piped to this process, as `pagelens … | jq` runs it. */
async function piped(args: string[]): Promise<string> {
  return (await run(process.execPath, [...CLI, ...args, ...settings], { cwd: REPO_ROOT, env })).stdout;
}

/** The CLI on a terminal (through `script`), as a person runs it. */
async function onTerminal(args: string[], extraEnv: Record<string, string> = {}): Promise<string> {
  const command = [process.execPath, ...CLI, ...args, ...settings].map((word) => `'${word.replace(/'/g, `'\\''`)}'`).join(' ');
  const { stdout } = await run('script', ['-qec', command, '/dev/null'], { cwd: REPO_ROOT, env: { ...env, COLUMNS: '100', LINES: '40', ...extraEnv } });
  return stdout.replace(/\r\n/g, '\n');
}

beforeAll(async () => {
  web = await startFixtureServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-cli-output-'));
  settings = ['--data-dir', dataDir, '--allow-hosts', `127.0.0.1:${web.port}`];
});

afterAll(async () => {
  await web?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('pagelens <command>: JSON for programs, a summary for people', () => {
  it('prints the JSON result when stdout is piped, with no flag', async () => {
    const page = web.url('/article-full-meta.html');
    const preview = JSON.parse(await piped(['preview', page])) as Record<string, unknown>;
    expect(preview).toMatchObject({ url: page, title: 'Edge caching, explained: a practical guide', site_name: 'Northwind Engineering' });
    const seo = JSON.parse(await piped(['seo', page])) as Record<string, unknown>;
    expect(seo).toMatchObject({ url: page, grade: expect.any(String) as string });
    expect(seo).toHaveProperty('title_analysis');
  }, 120_000);

  it.skipIf(!HAS_SCRIPT)('prints a summary on a terminal, and JSON there with --json', async () => {
    const page = web.url('/article-full-meta.html');
    const summary = await onTerminal(['preview', page]);
    expect(summary.split('\n').slice(0, 2)).toEqual(['Edge caching, explained: a practical guide', page]);
    expect(summary).toContain('site name    Northwind Engineering\n');
    expect(summary).not.toContain('\u001b[');
    expect(summary.trimStart().startsWith('{')).toBe(false);

    const json = JSON.parse(await onTerminal(['preview', page, '--json'])) as Record<string, unknown>;
    expect(json).toMatchObject({ url: page, title: 'Edge caching, explained: a practical guide' });

    const coloured = await onTerminal(['stack', page], { NO_COLOR: '', FORCE_COLOR: '1' });
    expect(coloured).toContain('\u001b[');
    expect(coloured).toMatch(/technology\S*\s+\S*category/);
  }, 120_000);

  it('prints a screenshot link on the configured public URL, whoever cached the capture', async () => {
    const page = web.url('/article-full-meta.html');
    const shoot = async (publicUrl: string) => {
      const file = path.join(dataDir, `shot-${fs.readdirSync(dataDir).length}.png`);
      const result = JSON.parse(await piped(['screenshot', page, '-o', file, '--public-url', publicUrl])) as { screenshot_url: string; cached: boolean; file: string };
      expect(fs.readFileSync(file).subarray(1, 4).toString()).toBe('PNG');
      return result;
    };
    const first = await shoot('https://lens.example.com');
    const second = await shoot('https://other.example.org/pagelens/');
    expect(first.screenshot_url).toMatch(/^https:\/\/lens\.example\.com\/screenshots\/[A-Za-z0-9_-]{22}\.png\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect(second.cached).toBe(true);
    expect(second.screenshot_url).toBe(first.screenshot_url.replace('https://lens.example.com/', 'https://other.example.org/pagelens/'));
  }, 120_000);

  it('without a public URL, prints the link on the URL the server beside it listens on, not the default port', async () => {
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-cli-server-url-'));
    const lens = await startPagelens({ dataDir: shared, allowHosts: `127.0.0.1:${web.port}` });
    try {
      const file = path.join(shared, 'shot.png');
      const args = ['screenshot', web.url('/article-full-meta.html'), '-o', file, '--data-dir', shared, '--allow-hosts', `127.0.0.1:${web.port}`];
      const { stdout } = await run(process.execPath, [...CLI, ...args], { cwd: REPO_ROOT, env });
      const result = JSON.parse(stdout) as { screenshot_url: string };
      expect(result.screenshot_url.startsWith(`${lens.url}/screenshots/`)).toBe(true);
      expect((await fetch(result.screenshot_url)).status).toBe(200);
    } finally {
      await lens.close();
      fs.rmSync(shared, { recursive: true, force: true });
    }
  }, 120_000);
});
