import fs from 'node:fs';

/** The package version, read from package.json beside src/ or dist/. */
export function readVersion(): string {
  const raw = fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8');
  return (JSON.parse(raw) as { version: string }).version;
}
