// The analysis worker when the service runs from source (tests, `npm run dev`): tsx's hooks are
// registered in this thread itself, so the analysers' dynamic imports load TypeScript too (with
// `--import tsx` in a worker's execArgv only the first module graph did). Plain JavaScript,
// since nothing can load TypeScript before this runs. Not used from dist/.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./analysis-worker.ts');
export default worker.default;
