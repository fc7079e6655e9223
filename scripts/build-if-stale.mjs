// `npm start`'s prestart: compiles dist/ when it is missing or older than a source, so
// `npm install && npm start` works although installing builds nothing (there is no `prepare`
// script: the npm package ships dist/ built by `prepack`). Plain JavaScript, so it needs no tsx.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (/\.(ts|mts|json)$/.test(entry.name) && !entry.name.endsWith('.test.ts')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const marker = path.join(root, 'dist/main.js');
const built = fs.existsSync(marker) && fs.existsSync(path.join(root, 'dist/cli.js')) ? fs.statSync(marker).mtimeMs : 0;
const sources = Math.max(newestSource(path.join(root, 'src')), ...['tsconfig.json', 'tsconfig.build.json'].map((file) => fs.statSync(path.join(root, file)).mtimeMs));
if (built < sources) {
  process.stderr.write(built === 0 ? 'pagelens: building dist/ (npm run build)\n' : 'pagelens: sources changed since the last build; building dist/ (npm run build)\n');
  execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.build.json')], { cwd: root, stdio: 'inherit' });
}
