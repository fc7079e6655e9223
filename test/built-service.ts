import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/**
 * The compiled CLI (dist/cli.js), built first when any source is newer: for tests that measure
 * the service as operators run it (memory, say), where running from source through tsx would
 * measure tsx too.
 */
export function builtCli(): string {
  const cli = path.join(ROOT, 'dist/cli.js');
  const built = fs.existsSync(cli) ? fs.statSync(path.join(ROOT, 'dist/main.js')).mtimeMs : 0;
  if (built < newestSourceMtime(path.join(ROOT, 'src'))) {
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', path.join(ROOT, 'tsconfig.build.json')], { stdio: 'inherit' });
  }
  return cli;
}
