/**
 * The TypeScript SDK (clients/typescript, @pagelens/client) as people install it: `npm pack` (its
 * prepack builds ESM and .d.ts with tsc), `npm install <tarball>` into an empty folder, then a
 * plain JavaScript (.mjs) script against a started Pagelens: a preview with a test key, an
 * outline as markdown, a refusal and an unreachable service, both as PagelensError; and a
 * TypeScript consumer type-checks against the installed declarations.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../child-server.js';
import { REPO_ROOT } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';

const run = promisify(execFile);
const SDK = path.join(REPO_ROOT, 'clients/typescript');
const manifest = JSON.parse(fs.readFileSync(path.join(SDK, 'package.json'), 'utf8')) as { name: string };

let work: string;
let app: string;
let packedFiles: string[];
let lens: TestServer;

const SCRIPT = `import { createPagelensClient, PagelensError } from '${manifest.name}';
const [baseUrl, apiKey, fixture, nobody] = process.argv.slice(2);
const pagelens = createPagelensClient({ baseUrl, apiKey });
const out = {};
out.title = (await pagelens.preview(fixture)).title;
out.outline = await pagelens.outline(fixture, { format: 'markdown' });
try {
  await pagelens.preview('https://example.com/');
} catch (error) {
  out.refusal = { isPagelensError: error instanceof PagelensError, name: error.name, status: error.status, code: error.code, requestId: error.requestId };
}
try {
  await createPagelensClient({ baseUrl: nobody, retries: 0 }).preview(fixture);
} catch (error) {
  out.unreachable = { isPagelensError: error instanceof PagelensError, status: error.status, code: error.code, cause: error.cause?.name };
}
console.log(JSON.stringify(out));
`;

const CONSUMER = `import { createPagelensClient, PagelensError, type PreviewResult } from '${manifest.name}';
const pagelens = createPagelensClient({ baseUrl: 'http://127.0.0.1:8080' });
export async function title(url: string): Promise<string> {
  const preview: PreviewResult = await pagelens.preview(url);
  const markdown: string = await pagelens.outline(url, { format: 'markdown' });
  return preview.title + markdown;
}
export const isRefusal = (error: unknown): boolean => error instanceof PagelensError && error.code !== 'network_error';
`;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-sdk-'));
  const packed = await run('npm', ['pack', '--json', '--pack-destination', work], { cwd: SDK, timeout: 180_000 });
  const [info] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as Array<{ filename: string; files: Array<{ path: string }> }>;
  packedFiles = info!.files.map((file) => file.path);
  app = path.join(work, 'empty-folder');
  fs.mkdirSync(app);
  await run('npm', ['install', path.join(work, info!.filename), '--no-audit', '--no-fund', '--prefer-offline'], { cwd: app, timeout: 180_000 });
  lens = await startPagelens();
}, 300_000);

afterAll(async () => {
  await lens?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe(`the SDK package ${manifest.name}`, () => {
  it('packs ESM JavaScript and its declarations, a README and no sources', () => {
    expect(packedFiles).toEqual(expect.arrayContaining(['README.md', 'package.json', 'dist/index.js', 'dist/index.d.ts', 'dist/client.js', 'dist/client.d.ts']));
    expect(packedFiles.filter((file) => file.startsWith('src/') || file.endsWith('.test.js'))).toEqual([]);
  });

  it('runs from a plain .mjs script: typed answers, text outlines, and PagelensError for a refusal and for an unreachable service', async () => {
    fs.writeFileSync(path.join(app, 'try-it.mjs'), SCRIPT);
    const { fixtures } = (await (await lens.get('/fixtures')).json()) as { fixtures: Array<{ url: string }> };
    const nobody = `http://127.0.0.1:${await freePort()}`;
    const { stdout } = await run(process.execPath, ['try-it.mjs', lens.url, lens.ownerKeys!.test.key, fixtures[0]!.url, nobody], { cwd: app, timeout: 60_000 });
    const out = JSON.parse(stdout) as Record<string, any>;
    expect(out.title.length).toBeGreaterThan(0);
    expect(out.outline).toMatch(/^# /);
    expect(out.refusal).toMatchObject({ isPagelensError: true, name: 'PagelensError', status: 400, code: 'not_a_fixture' });
    expect(out.refusal.requestId).toMatch(/\S/);
    expect(out.unreachable).toEqual({ isPagelensError: true, status: 0, code: 'network_error', cause: 'TypeError' });
  });

  it('type-checks a TypeScript consumer against the installed declarations', async () => {
    fs.writeFileSync(path.join(app, 'consumer.mts'), CONSUMER);
    const tsc = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
    const checked = await run(process.execPath, [tsc, '--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--lib', 'es2023,dom', 'consumer.mts'], { cwd: app, timeout: 120_000 }).then(
      () => 'no errors',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(checked).toBe('no errors');
  });
});
