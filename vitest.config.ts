import fs from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { storeAvailability } from './test/store-availability.js';

const roots = ['src', 'test', 'bench', 'clients'];
/** Files that replace modules (vi.mock) need a fresh module registry of their own. */
const mocksModules = ['src/page/page-lazy.test.ts'];

/**
 * The unit tests (`npm run test:unit`, `vitest run --project 'unit*'`) are the test files that import
 * none of these: no service, fixture web, child process, database, Redis, browser or socket. A file's
 * project follows from its import lines, so a new file lands in the right one; test/unit-guard.ts then
 * fails a unit test that listens, connects or starts a process all the same.
 */
const OUT_OF_PROCESS = [
  /^node:(http|https|http2|net|tls|dgram|child_process|worker_threads)$/,
  /^(pg|ioredis|bullmq|piscina|playwright-core|better-sqlite3|smtp-server|nodemailer|undici|@modelcontextprotocol\/sdk\/client\/.*)$/,
  /\/(start-pagelens|fixture-server|child-server|cli-process|built-service|llm-server|redis-server|job-api|keyed-route-suite|main)\.js$/,
  /(^|\/)(sqlite|postgres|redis|store-contract)\/|\/(sqlite|postgres|redis)-[\w-]+\.js$|\/(open-(database|postgres|stores)|wal-checkpointer|worker-pool|browser-pool|browser-launcher|guarded-proxy)\.js$/,
];
const inRepo = (file: string) => new URL(file, import.meta.url);
const testFiles = roots
  .flatMap((root) => fs.readdirSync(inRepo(`${root}/`), { recursive: true, encoding: 'utf8' }).map((file) => `${root}/${file}`))
  .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'));
const unitFiles = testFiles.filter((file) => !importsOf(file).some((spec) => OUT_OF_PROCESS.some((rule) => rule.test(spec))));
const isUnit = (file: string) => unitFiles.includes(file);

/**
 * Files that need a store this machine cannot give (no server running and no binary to start one,
 * test/global-stores.ts) are left out, and the run says which and why.
 */
const available = storeAvailability();
const STORE_NEEDS: readonly [RegExp, string | undefined][] = [
  [/\bPOSTGRES_URL\b|startPostgresCluster/, available.postgres],
  [/\bREDIS_URL\b/, available.redis],
  [/startRedisServer|'redis-server'/, available.redisServer],
];
const storeSkipped = new Map(testFiles.flatMap((file) => {
  const source = fs.readFileSync(inRepo(file), 'utf8');
  const reason = STORE_NEEDS.find(([uses, missing]) => missing !== undefined && uses.test(source))?.[1];
  return reason === undefined ? [] : [[file, reason] as const];
}));
for (const [file, reason] of storeSkipped) console.warn(`tests: SKIPPED ${file}: ${reason}`);
const runnable = testFiles.filter((file) => !storeSkipped.has(file));

function importsOf(file: string): string[] {
  return [...fs.readFileSync(inRepo(file), 'utf8').matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Most files wait on servers, child processes and browsers of their own rather than compute, so
    // files run one per core (vitest's default leaves one core idle: on two cores, one at a time).
    maxWorkers: os.availableParallelism(),
    projects: [
      // One module registry per worker, not per file: each file re-importing the service cost a
      // quarter of the suite's time. Tests share no state through modules (each starts its own
      // server, store and data directory).
      { name: 'unit', include: unitFiles.filter((file) => !mocksModules.includes(file)), isolate: false, setupFiles: ['test/unit-guard.ts'] },
      { name: 'unit-module-mocks', include: mocksModules.filter(isUnit), isolate: true, setupFiles: ['test/unit-guard.ts'] },
      // Lists, not an `exclude`: a project's own exclude would replace the command line's --exclude.
      { name: 'suite', include: runnable.filter((file) => !isUnit(file) && !mocksModules.includes(file)), isolate: false, globalSetup: ['test/global-stores.ts'] },
      { name: 'module-mocks', include: mocksModules.filter((file) => !isUnit(file)), isolate: true },
      // A project left with no files is dropped: an empty include would mean vitest's default.
    ]
      .filter((project) => project.include.length > 0)
      .map((test) => ({ extends: true, test })),
  },
});
