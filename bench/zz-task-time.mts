import { loadCorpus } from './lib/corpus.js';
const { runTask, preload } = await import('../dist/analysis/task-registry.js' as string);
const { decodeText } = await import('../dist/fetch/charset.js' as string);
const pages = loadCorpus();
await preload(['preview', 'extract']);
const op = (process.env.OP ?? 'preview') as string;
const task = (p: { html: Buffer; url: string }) => ({ operation: op, body: new Uint8Array(p.html), charset: 'utf-8', finalUrl: p.url, requestedUrl: p.url, status: 200, headers: {}, contentType: 'text/html', options: { format: 'markdown' }, setCookies: [] });
for (const p of pages) await runTask(task(p));
const t0 = performance.now(); const c0 = process.cpuUsage();
const N = 5;
for (let i = 0; i < N; i++) for (const p of pages) await runTask(task(p));
const c = process.cpuUsage(c0);
console.log(`${op}: ${((performance.now() - t0) / N / pages.length).toFixed(2)} ms/page wall, ${((c.user + c.system) / 1000 / N / pages.length).toFixed(2)} cpu`);
let d = 0; for (let i = 0; i < N; i++) for (const p of pages) { const b = new Uint8Array(p.html); const s = performance.now(); decodeText(b, { name: 'utf-8' }); d += performance.now() - s; }
console.log(`decode ${(d / N / pages.length).toFixed(2)} ms/page; mean bytes ${(pages.reduce((a, p) => a + p.html.length, 0) / pages.length / 1024).toFixed(0)} KB`);
