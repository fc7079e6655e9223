/**
 * `pagelens jobs` as a client of a running service: the real server in this process, the CLI as
 * a child process (from source, through tsx) pointed at it by PAGELENS_URL and PAGELENS_API_KEY.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CLI, HAS_SCRIPT, plainEnv } from '../cli-process.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../child-server.js';
import { REPO_ROOT, startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';

interface Status { id: string; kind: string; operation: string; state: string; total: number; done: number; failed: number; finished_at?: string }
interface Result { url: string; success: boolean; data?: Record<string, unknown>; error?: string }
interface Ran { code: number; stdout: string; stderr: string }

const baseEnv = plainEnv(['PAGELENS_URL', 'PAGELENS_API_KEY']);

let web: FixtureServer;
let lens: TestServer;
let env: Record<string, string | undefined>;
let workDir: string;

/** The CLI with stdout and stderr piped, as a script runs it; never rejects. */
function pagelens(args: string[], extraEnv: Record<string, string> = {}): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(process.execPath, [...CLI, ...args], { cwd: REPO_ROOT, env: { ...env, ...extraEnv } }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

function urlFile(name: string, urls: readonly string[]): string {
  const file = path.join(workDir, name);
  fs.writeFileSync(file, `# fixture pages\n${urls.join('\n')}\n\n`);
  return file;
}

const page = (n: string) => `<!doctype html><html><head><title>Page ${n}</title><meta name="description" content="Page number ${n}"></head><body><p>Page ${n}.</p></body></html>`;

beforeAll(async () => {
  web = await startFixtureServer();
  web.route('/n', (request: { url?: string }, response: ServerResponse) => {
    const n = new URL(request.url ?? '/', 'http://x').searchParams.get('i') ?? '?';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(n));
  });
  web.route('/slow', (request: { url?: string }, response: ServerResponse) => {
    const n = new URL(request.url ?? '/', 'http://x').searchParams.get('i') ?? '?';
    setTimeout(() => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(n)), 2000);
  });
  const linked = (links: string[]) => `<!doctype html><html><head><title>Site</title></head><body>${links.map((href) => `<a href="${href}">${href}</a>`).join(' ')}</body></html>`;
  web.route('/site', (_request: unknown, response: ServerResponse) => void response.writeHead(200, { 'content-type': 'text/html' }).end(linked(['/site/a', '/site/b', '/elsewhere'])));
  for (const leaf of ['/site/a', '/site/b']) web.route(leaf, (_request: unknown, response: ServerResponse) => void response.writeHead(200, { 'content-type': 'text/html' }).end(linked(['/site'])));
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}` });
  env = { ...baseEnv, PAGELENS_URL: lens.url, PAGELENS_API_KEY: lens.ownerKeys!.live.key };
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-cli-jobs-'));
});

afterAll(async () => {
  await lens?.close();
  await web?.close();
  if (lens) fs.rmSync(lens.dataDir, { recursive: true, force: true });
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe('pagelens jobs', () => {
  it('create --wait runs a job over a file of URLs; results --all prints every answer as a JSON line', async () => {
    const urls = Array.from({ length: 20 }, (_, i) => web.url(`/n?i=${i}`));
    const created = await pagelens(['jobs', 'create', urlFile('twenty.txt', urls), '--operation', 'preview', '--wait']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const status = JSON.parse(created.stdout) as Status;
    expect(status).toMatchObject({ kind: 'jobs', operation: 'preview', state: 'completed', total: 20, done: 20, failed: 0 });
    expect(status.finished_at).toBeDefined();

    const piped = await pagelens(['jobs', 'status', status.id]);
    expect(piped.code).toBe(0);
    expect(JSON.parse(piped.stdout)).toEqual(status);

    const all = await pagelens(['jobs', 'results', status.id, '--all']);
    expect(all.code).toBe(0);
    const lines = all.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(20);
    const results = lines.map((line) => JSON.parse(line) as Result);
    expect(new Set(results.map((r) => r.url))).toEqual(new Set(urls));
    expect(results.find((r) => r.url === web.url('/n?i=7'))).toMatchObject({ success: true, data: { title: 'Page 7', description: 'Page number 7' } });

    // One page of 8 names the next; following the cursors gives the rest, in the same order.
    const first = await pagelens(['jobs', 'results', status.id, '--limit', '8']);
    expect(first.stdout.trimEnd().split('\n')).toEqual(lines.slice(0, 8));
    const cursor = /--cursor (\S+)/.exec(first.stderr)?.[1];
    expect(cursor).toBeDefined();
    const rest = await pagelens(['jobs', 'results', status.id, '--cursor', cursor!, '--all', '--limit', '5']);
    expect(rest.stdout.trimEnd().split('\n')).toEqual(lines.slice(8));
  }, 120_000);

  it('cancel stops a running job and prints its status', async () => {
    const urls = Array.from({ length: 16 }, (_, i) => web.url(`/slow?i=${i}`));
    const created = await pagelens(['jobs', 'create', urlFile('slow.txt', urls), '--operation', 'preview', '--json']);
    expect(created.code).toBe(0);
    const { id, state } = JSON.parse(created.stdout) as Status;
    expect(state).toBe('queued');
    const cancelled = await pagelens(['jobs', 'cancel', id]);
    expect(cancelled.code).toBe(0);
    expect(JSON.parse(cancelled.stdout)).toMatchObject({ id, state: 'cancelled', total: 16 });
    expect((JSON.parse((await pagelens(['jobs', 'status', id])).stdout) as Status).state).toBe('cancelled');
  }, 60_000);

  it('fails like every command: the code and detail on one line, exit code 1', async () => {
    const unknown = await pagelens(['jobs', 'status', 'job_nope']);
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toMatch(/^pagelens: not_found: .+\n$/);

    const unkeyed = await pagelens(['jobs', 'results', 'job_nope'], { PAGELENS_API_KEY: '' });
    expect(unkeyed.code).toBe(1);
    expect(unkeyed.stderr).toMatch(/^pagelens: unauthorized: /);

    const empty = await pagelens(['jobs', 'create', urlFile('empty.txt', []), '--operation', 'seo']);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toMatch(/^pagelens: invalid_parameter: .*holds no URLs\n$/);
  }, 60_000);

  it('says plainly when no service is running, naming PAGELENS_URL', async () => {
    const down = `http://127.0.0.1:${await freePort()}`;
    const ran = await pagelens(['jobs', 'status', 'job_x'], { PAGELENS_URL: down });
    expect(ran.code).toBe(1);
    expect(ran.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(ran.stderr).toContain(down);
    expect(ran.stderr).toContain('PAGELENS_URL');
    const flagged = await pagelens(['jobs', 'cancel', 'job_x', '--url', down]);
    expect(flagged.code).toBe(1);
    expect(flagged.stderr).toContain(down);
  }, 60_000);

  it('crawl --wait crawls a site and prints the crawl job; its answers read like any job\'s', async () => {
    const crawled = await pagelens(['crawl', web.url('/site'), '--operation', 'preview', '--include', '/site/**', '--max-depth', '1', '--wait']);
    expect(crawled.stderr).toBe('');
    expect(crawled.code).toBe(0);
    const status = JSON.parse(crawled.stdout) as Status;
    expect(status).toMatchObject({ kind: 'crawl', operation: 'preview', state: 'completed', total: 3, done: 3, failed: 0 });
    const results = (await pagelens(['jobs', 'results', status.id, '--all'])).stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as Result);
    expect(results.map((r) => new URL(r.url).pathname).sort()).toEqual(['/site', '/site/a', '/site/b']);
    const refused = await pagelens(['crawl', web.url('/site'), '--limit', '0']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/--limit/);
  }, 60_000);

  it.skipIf(!HAS_SCRIPT)('crawl --wait draws its progress on a terminal, the line ended when the crawl ends', async () => {
    const command = [process.execPath, ...CLI, 'crawl', web.url('/site/a'), '--operation', 'seo', '--wait'].map((word) => `'${word.replace(/'/g, `'\\''`)}'`).join(' ');
    const shown = await new Promise<string>((resolve, reject) =>
      execFile('script', ['-qec', command, '/dev/null'], { cwd: REPO_ROOT, env: { ...env, COLUMNS: '100', LINES: '40' } }, (error, stdout) =>
        error ? reject(error) : resolve(stdout.replace(/\r\n/g, '\n')),
      ),
    );
    expect(shown).toMatch(/^crawl job_\S+: waiting\./);
    // /site/a, /site, /site/b and /elsewhere (404, failed): found as it goes, so the total grows.
    expect(shown).toContain('] 4/4\n');
    expect(shown).toMatch(/\njob_\S+  completed\n/);
  }, 60_000);

  it.skipIf(!HAS_SCRIPT)('prints a summary of the status on a terminal', async () => {
    const created = JSON.parse((await pagelens(['jobs', 'create', urlFile('one.txt', [web.url('/n?i=one')]), '--operation', 'stack', '--wait'])).stdout) as Status;
    const command = [process.execPath, ...CLI, 'jobs', 'status', created.id].map((word) => `'${word.replace(/'/g, `'\\''`)}'`).join(' ');
    const summary = await new Promise<string>((resolve, reject) =>
      execFile('script', ['-qec', command, '/dev/null'], { cwd: REPO_ROOT, env: { ...env, COLUMNS: '100', LINES: '40' } }, (error, stdout) =>
        error ? reject(error) : resolve(stdout.replace(/\r\n/g, '\n')),
      ),
    );
    expect(summary.split('\n')[0]).toBe(`${created.id}  completed`);
    expect(summary).toContain('operation  stack\n');
    expect(summary).toContain('progress   1 of 1 URL done, 0 failed\n');
  }, 60_000);
});
