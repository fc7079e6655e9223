/** npm run bench: every benchmark, one after the other. Figures are ratios against a peer in the same run. */
import { benchBatch } from './batch/bench-batch.js';
import { benchKeyedOverhead } from './keys/bench-keyed-overhead.js';
import { benchPreview } from './preview/bench-preview.js';

console.log('== /preview (pages: ../shared/bench/extraction-dev over loopback)');
await benchPreview();
console.log('\n== keyed-call overhead (auth + quota), embedded store');
await benchKeyedOverhead();
console.log('\n== POST /batch concurrency');
await benchBatch();
