/**
 * The service with every analysis on its event loop (the inline runner, as before the worker
 * pool): the single-thread baseline of bench-pool.ts, run from source by tsx (the same JavaScript
 * once loaded). Not an operator mode: a page can stall it.
 */
import { createInlineRunner } from '../../src/analysis/inline-runner.js';
import { loadConfig } from '../../src/config/load-config.js';
import { startServer } from '../../src/main.js';

const config = loadConfig({ port: process.env.PORT ?? '0', dataDir: process.env.PAGELENS_DATA_DIR, allowHosts: process.env.PAGELENS_ALLOW_HOSTS, keylessPreviewPerDay: process.env.PAGELENS_KEYLESS_PREVIEW_PER_DAY, logLevel: 'warn' });
if (!config.ok) throw new Error(config.failure.detail);
const server = await startServer(config.value, { analysisRunner: createInlineRunner() });
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
