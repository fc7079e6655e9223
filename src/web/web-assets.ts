import { readdirSync, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * web/assets/ at the package root. This file sits two levels below the root both as source
 * (src/web/) and as build output (dist/web/), so one relative URL finds it from either.
 */
export const ASSETS_DIR = fileURLToPath(new URL('../../web/assets/', import.meta.url));

const TYPES: Readonly<Record<string, string>> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export interface Asset {
  readonly body: Buffer;
  readonly type: string;
}

/** Every servable file of the directory, read once: a name not in the map is never served. */
export function loadAssets(dir = ASSETS_DIR): ReadonlyMap<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const name of readdirSync(dir)) {
    const type = TYPES[extname(name)];
    if (type && /^[a-z0-9-]+\.[a-z]+$/.test(name)) assets.set(name, { body: readFileSync(`${dir}${name}`), type });
  }
  return assets;
}
