/** npm run bench: every benchmark, one after the other. Figures are ratios against a peer in the same run. */
import { benchPreview } from './preview/bench-preview.js';

console.log('== /preview (pages: ../shared/bench/extraction-dev over loopback)');
await benchPreview();
