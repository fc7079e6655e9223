import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './fixture-server.js';

const VERSION = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** Node module hooks that append the URL of every module loaded to $LOAD_LOG. */
const RECORDER = `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`
import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  appendFileSync(process.env.LOAD_LOG, url + '\\\\n');
  return next(url, context);
}\`));
`;

function cli(args: string[], env: Record<string, string> = {}, preload: string[] = []): string {
  return execFileSync(process.execPath, ['--import', 'tsx', ...preload.flatMap((file) => ['--import', file]), 'src/cli.ts', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
}

/** The modules `pagelens <args>` loads, as paths under the repository. */
function modulesLoaded(args: string[]): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-loads-'));
  try {
    const recorder = path.join(dir, 'record-loads.mjs');
    const log = path.join(dir, 'loads.txt');
    fs.writeFileSync(recorder, RECORDER);
    fs.writeFileSync(log, '');
    cli(args, { LOAD_LOG: log }, [recorder]);
    const root = `file://${REPO_ROOT.replace(/\/$/, '')}/`;
    return fs.readFileSync(log, 'utf8').split('\n').filter((url) => url.startsWith(root)).map((url) => url.slice(root.length));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** What a command loads only when it runs: services, stores, server, browser, schemas. */
const HEAVY = /^src\/(main|services\/|store\/(sqlite|postgres|redis|open-stores)|http\/|screenshot\/screenshot-service|analysis\/|fetch\/)|^node_modules\/(fastify|typebox|playwright-core|better-sqlite3|undici|piscina|pino)\//;

describe('pagelens --version', () => {
  it("prints package.json's version", () => {
    expect(cli(['--version'])).toBe(`${VERSION}\n`);
    expect(cli(['-V'])).toBe(`${VERSION}\n`);
  });

  it('loads no service, store or server module (so it answers at once), nor does --help', () => {
    for (const args of [['--version'], ['--help'], ['extract', '--help']]) {
      const loaded = modulesLoaded(args);
      expect(loaded).toContain('src/cli.ts');
      expect(loaded.filter((file) => HEAVY.test(file))).toEqual([]);
    }
  });
}, 60_000);
