/**
 * SLOW (2–4 minutes: it builds, packs, and installs with a native compile): the npm package as
 * people install it. `npm pack` (its prepack builds dist/) in a copy of the package's sources —
 * not in this tree, so dist/ here is never rebuilt under other tests' feet — then
 * `npm install <tarball> --omit=dev --ignore-scripts=false` into an empty folder, through the
 * local npm cache (the npm registry is the only network needed: better-sqlite3 compiles from
 * source, as prebuild-install_buildFromSource says). From that folder, with no build step and
 * no dev dependency: `pagelens --version`, `pagelens serve` (/healthz, a fixture call with the
 * owner's test key, /docs, SIGTERM), `pagelens mcp` (JSON-RPC initialize and a tool call over
 * stdio) and `pagelens preview`.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../child-server.js';
import { REPO_ROOT } from '../fixture-server.js';
import { waitFor } from '../poll.js';

const run = promisify(execFile);
const MINUTES = 60_000;
const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { name: string; version: string; devDependencies: Record<string, string> };
/** What the package's sources are: the package.json `files`, plus what building them needs. */
const SOURCES = ['package.json', '.npmrc', 'tsconfig.json', 'tsconfig.build.json', 'README.md', 'src', 'fixtures/pages', 'web/assets'];

let work: string;
let app: string;
let tarball: { file: string; size: number; unpackedSize: number; files: string[] };
const children: ChildProcess[] = [];

function bin(): string {
  return path.join(app, 'node_modules/.bin/pagelens');
}

/** npm with this machine's settings, minus the repository's own (cwd decides the project). */
function npm(args: string[], cwd: string, timeout: number) {
  return run('npm', args, { cwd, timeout, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, 'prebuild-install_buildFromSource': 'true', npm_config_update_notifier: 'false' } });
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-pack-'));
  const staging = path.join(work, 'package');
  for (const entry of SOURCES) {
    fs.cpSync(path.join(REPO_ROOT, entry), path.join(staging, entry), { recursive: true, filter: (source) => !source.endsWith('.test.ts') });
  }
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(staging, 'node_modules'), 'dir'); // tsc, for prepack
  const packed = await npm(['pack', '--json', '--pack-destination', work], staging, 5 * MINUTES);
  const [info] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as Array<{ filename: string; size: number; unpackedSize: number; files: Array<{ path: string }> }>;
  tarball = { file: path.join(work, info!.filename), size: info!.size, unpackedSize: info!.unpackedSize, files: info!.files.map((f) => f.path) };

  app = path.join(work, 'empty-folder');
  fs.mkdirSync(app);
  await npm(['install', tarball.file, '--omit=dev', '--ignore-scripts=false', '--prefer-offline', '--no-audit', '--no-fund'], app, 8 * MINUTES);
}, 15 * MINUTES);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (work) await fs.promises.rm(work, { recursive: true, force: true });
}, 5 * MINUTES);

describe(`the npm package ${manifest.name} (slow: packs and installs)`, () => {
  it('packs dist, the fixture pages and the web assets only, small, under a scope with the pagelens command', () => {
    expect(manifest.name).toMatch(/^@[a-z0-9-]+\/[a-z0-9-]+$/);
    expect(tarball.files).toContain('dist/cli.js');
    expect(tarball.files).toContain('dist/analysis/analysis-worker.js');
    expect(tarball.files.some((file) => file.startsWith('fixtures/pages/'))).toBe(true);
    expect(tarball.files.some((file) => file.startsWith('web/assets/'))).toBe(true);
    expect(tarball.files.filter((file) => /^(src|test|bench|scripts|clients|docs)\/|\.test\.|\.ts$|\.map$/.test(file))).toEqual([]);
    expect(tarball.size).toBeLessThan(4_000_000);
    process.stdout.write(`packed ${path.basename(tarball.file)}: ${(tarball.size / 1e6).toFixed(2)} MB, ${(tarball.unpackedSize / 1e6).toFixed(2)} MB unpacked, ${tarball.files.length} files\n`);
  });

  it('installs with --omit=dev: no dev dependency, the command linked, no build step', async () => {
    // The dev dependencies that nothing in production needs (the lockfile's dev: true): some, like
    // wappalyzer-core and @types/node, also come with production dependencies.
    const lock = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> };
    const devOnly = Object.keys(manifest.devDependencies).filter((name) => lock.packages[`node_modules/${name}`]?.dev === true);
    expect(devOnly).toEqual(expect.arrayContaining(['typescript', 'tsx', 'vitest']));
    expect(devOnly.filter((dev) => fs.existsSync(path.join(app, 'node_modules', dev)))).toEqual([]);
    expect(fs.existsSync(path.join(app, 'node_modules', manifest.name, 'dist/cli.js'))).toBe(true);
    const { stdout } = await run(bin(), ['--version'], { cwd: app });
    expect(stdout.trim()).toBe(manifest.version);
  });

  it('pagelens serve answers /healthz, a fixture call with the owner\'s test key and /docs, and stops on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = path.join(work, 'data');
    const server = spawn(bin(), ['serve', '--port', String(port)], { cwd: app, env: { ...process.env, PAGELENS_DATA_DIR: dataDir, PAGELENS_LOG_LEVEL: 'warn', PAGELENS_ANALYSIS_WORKERS: '1' }, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(server);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => expect((await fetch(`${base}/healthz`)).status).toBe(200), { timeoutMs: 60_000, intervalMs: 200 });
    const key = /^test key: (\S+)$/m.exec(fs.readFileSync(path.join(dataDir, 'owner-keys.txt'), 'utf8'))![1]!;
    const { fixtures } = (await (await fetch(`${base}/fixtures`)).json()) as { fixtures: Array<{ url: string }> };
    const preview = await fetch(`${base}/preview?url=${encodeURIComponent(fixtures[0]!.url)}`, { headers: { 'x-api-key': key } });
    expect(preview.status).toBe(200);
    expect(((await preview.json()) as { title: string }).title.length).toBeGreaterThan(0);
    expect((await fetch(`${base}/docs/`)).status).toBe(200);
    expect((await fetch(`${base}/signup`)).status).toBe(200);

    // MCP over stdio, a client of this server.
    const mcp = spawn(bin(), ['mcp'], { cwd: app, env: { ...process.env, PAGELENS_URL: base, PAGELENS_API_KEY: key }, stdio: ['pipe', 'pipe', 'inherit'] });
    children.push(mcp);
    const lines = createInterface({ input: mcp.stdout! })[Symbol.asyncIterator]();
    const ask = async (message: Record<string, unknown>) => {
      mcp.stdin!.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
      if (!('id' in message)) return undefined;
      for (;;) {
        const answer = JSON.parse(String((await lines.next()).value)) as { id?: number; result?: any; error?: unknown };
        if (answer.id === message.id) return answer;
      }
    };
    const initialized = await ask({ id: 1, method: 'initialize', params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'packaging-test', version: '1' } } });
    expect(initialized?.result?.serverInfo?.name).toMatch(/pagelens/i);
    await ask({ method: 'notifications/initialized' });
    const called = await ask({ id: 2, method: 'tools/call', params: { name: 'preview', arguments: { url: fixtures[0]!.url } } });
    expect(called?.result?.isError ?? false).toBe(false);
    expect(called?.result?.structuredContent?.title?.length).toBeGreaterThan(0);
    mcp.stdin!.end();
    await new Promise((resolve) => (mcp.exitCode === null ? mcp.once('exit', resolve) : resolve(undefined)));

    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('pagelens preview runs from the installed package', async () => {
    const page = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><html lang="en"><head><title>Installed</title><meta name="description" content="From the packed package."></head><body><p>Hello.</p></body></html>'));
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    try {
      const port = (page.address() as { port: number }).port;
      const { stdout } = await run(bin(), ['preview', `http://127.0.0.1:${port}/`, '--json'], {
        cwd: app,
        env: { ...process.env, PAGELENS_DATA_DIR: path.join(work, 'cli-data'), PAGELENS_ALLOW_HOSTS: `127.0.0.1:${port}`, PAGELENS_LOG_LEVEL: 'silent' },
      });
      expect(JSON.parse(stdout)).toMatchObject({ title: 'Installed', description: 'From the packed package.' });
    } finally {
      await new Promise((resolve) => page.close(resolve));
    }
  });
});
