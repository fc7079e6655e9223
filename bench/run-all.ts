/** npm run bench: every benchmark, one after the other. Figures are ratios against a peer in the same run. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchBatch } from './batch/bench-batch.js';
import { benchJobs } from './jobs/bench-jobs.js';
import { benchExtract } from './extract/bench-extract.js';
import { benchExtractService } from './extract/bench-extract-service.js';
import { benchRender } from './extract/bench-render.js';
import { benchScreenshot } from './screenshot/bench-screenshot.js';
import { benchStack } from './stack/bench-stack.js';
import { benchDates } from './dates/bench-dates.js';
import { benchOutcomes } from './outcomes/bench-outcomes.js';
import { benchKeyedOverhead } from './keys/bench-keyed-overhead.js';
import { benchPreview } from './preview/bench-preview.js';
import { benchPool } from './preview/bench-pool.js';

console.log('== /preview (pages: ../shared/bench/extraction-dev over loopback)');
await benchPreview();
console.log('\n== analysis off the event loop: /preview misses on the event loop, with 1 and 2 workers');
await benchPool();
console.log('\n== keyed-call overhead (auth + quota), embedded store');
await benchKeyedOverhead();
console.log('\n== POST /batch concurrency');
await benchBatch();
console.log('\n== jobs: a 1,000-URL extract job worked by 1 and 2 instances (PostgreSQL + Redis)');
await benchJobs();
console.log('\n== /extract as a service: cache misses vs a readability+linkedom server');
await benchExtractService();
console.log('\n== /extract render=auto: its cost on static pages (no browser) and on a script-built page');
await benchRender();
console.log('\n== main-content extraction (F1 and pages/s vs Readability)');
await benchExtract();
console.log('\n== /stack matcher vs wappalyzer-core');
await benchStack();
console.log('\n== publication dates (published_at) on htmldate\'s evaluation set, beside htmldate');
await benchDates();
console.log('\n== page outcomes: is this the page asked for? (../shared/bench/outcomes-dev, and false refusals on extraction-dev and snippets-dev)');
await benchOutcomes();
console.log('\n== /analyze quality and speed');
// In a process of its own, as the service analyses on worker threads with heaps of their own: not
// in this one's, grown by every benchmark before it.
spawnSync(process.execPath, [...process.execArgv, fileURLToPath(new URL('./analyze/bench-analyze.ts', import.meta.url))], { stdio: 'inherit' });
console.log('\n== /screenshot: warm pool vs launch per capture vs bare playwright');
await benchScreenshot();
