import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function newestSourceMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceMtime(full));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether dist/ holds a build no older than every source file. */
export function distIsFresh(): boolean {
  const main = path.join(ROOT, 'dist/main.js');
  return fs.existsSync(main) && fs.statSync(main).mtimeMs >= newestSourceMtime(path.join(ROOT, 'src'));
}

/**
 * The compiled analysis thread (dist/analysis/analysis-worker.js) as a file URL when dist/ is up to
 * date (npm test builds it first), else undefined: a thread from source registers tsx in itself and
 * compiles what it loads, about 0.6 s of CPU more per server a test starts.
 */
export function builtAnalysisWorker(): string | undefined {
  return distIsFresh() ? pathToFileURL(path.join(ROOT, 'dist/analysis/analysis-worker.js')).href : undefined;
}

/** One build at a time across test files (a file reading dist/ while another rewrote it failed once). */
const BUILD_LOCK = path.join(ROOT, 'node_modules/.pagelens-build.lock');
/** A lock older than this was left by a run that was killed: a build takes under a minute. */
const STALE_LOCK_MS = 5 * 60_000;

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function tryLock(): boolean {
  try {
    fs.mkdirSync(BUILD_LOCK);
    return true;
  } catch {
    const age = Date.now() - (fs.statSync(BUILD_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > STALE_LOCK_MS) fs.rmSync(BUILD_LOCK, { recursive: true, force: true });
    return false;
  }
}

/**
 * The compiled CLI (dist/cli.js), built first when any source is newer (npm test builds it before
 * the tests): for tests that run the service or the CLI as operators do, which from source through
 * tsx would cost seconds of CPU more each and measure tsx too. While another test file builds, this
 * waits for it.
 */
export function builtCli(): string {
  const cli = path.join(ROOT, 'dist/cli.js');
  while (!distIsFresh()) {
    if (!tryLock()) {
      sleepSync(250);
      continue;
    }
    try {
      if (!distIsFresh()) execFileSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', path.join(ROOT, 'tsconfig.build.json')], { stdio: 'inherit' });
    } finally {
      fs.rmSync(BUILD_LOCK, { recursive: true, force: true });
    }
    break;
  }
  return cli;
}
