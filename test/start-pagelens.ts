import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type RawSettings } from '../src/config/load-config.js';
import { startServer, type Overrides, type RunningServer } from '../src/main.js';
import type { IssuedKey } from '../src/keys/key-service.js';
import { builtAnalysisWorker } from './built-service.js';

export interface TestServer extends RunningServer {
  readonly dataDir: string;
  /** The owner's keys when this start created them (an empty store). */
  readonly ownerKeys: { live: IssuedKey; test: IssuedKey } | undefined;
  get(pathAndQuery: string, headers?: Record<string, string>): Promise<Response>;
}

/** Starts the real service on an ephemeral loopback port with a fresh data directory. */
export async function startPagelens(settings: RawSettings = {}, overrides: Overrides = {}): Promise<TestServer> {
  const dataDir = settings.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-e2e-'));
  // Tests that do not capture should not start a browser; one analysis thread (not one per core)
  // each, as test files run side by side, unless a test sets analysisWorkers. A thread runs the
  // compiled analysers when dist/ is up to date, else starts from TypeScript source, which on a
  // loaded CI machine can take most of the 10 s default deadline (seen: a first /seo answered 503):
  // 30 s unless a test sets its own.
  const config = loadConfig({ port: '0', logLevel: 'silent', screenshotWarm: 'false', analysisWorkers: '1', analysisTimeoutMs: '30000', ...settings, dataDir });
  if (!config.ok) throw new Error(config.failure.detail);
  let ownerKeys: TestServer['ownerKeys'];
  const worker = builtAnalysisWorker();
  const server = await startServer(config.value, { logger: false, onOwnerKeys: (keys) => (ownerKeys = keys), ...(worker === undefined ? {} : { analysisWorkerModule: worker }), ...overrides });
  return Object.assign(server, {
    dataDir,
    ownerKeys,
    get: (pathAndQuery: string, headers: Record<string, string> = {}) => fetch(`${server.url}${pathAndQuery}`, { headers }),
  });
}

export function previewPath(target: string): string {
  return `/preview?url=${encodeURIComponent(target)}`;
}
