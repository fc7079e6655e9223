/** npm run bench: every benchmark, one after the other. Figures are ratios against a peer in the same run. */
import { benchKeyedOverhead } from './keys/bench-keyed-overhead.js';
import { benchPreview } from './preview/bench-preview.js';

console.log('== /preview (pages: ../shared/bench/extraction-dev over loopback)');
await benchPreview();
console.log('\n== keyed-call overhead (auth + quota), embedded store');
await benchKeyedOverhead();
