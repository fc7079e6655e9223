import fs from 'node:fs';
import path from 'node:path';
import type { IssuedKey } from './key-service.js';

export const OWNER_KEYS_FILE = 'owner-keys.txt';

export function ownerKeysText(keys: { live: IssuedKey; test: IssuedKey }): string {
  return (
    `Pagelens owner account ${keys.live.email} (every endpoint). Store these keys now, then delete this file.\n` +
    `live key: ${keys.live.key}\ntest key: ${keys.test.key}\n` +
    'More keys: npx pagelens keys create --email you@example.com --scopes all\n'
  );
}

/**
 * Writes the owner's first keys once to `owner-keys.txt` in the data directory, readable by
 * the service's user only (docs/reference/operations.md#owner-keys-at-first-start), and returns the file's path. The mode is set on
 * creation and again after, so an older file of another mode is not left readable.
 */
export function writeOwnerKeysFile(dataDir: string, keys: { live: IssuedKey; test: IssuedKey }): string {
  const file = path.join(dataDir, OWNER_KEYS_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, ownerKeysText(keys), { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return file;
}
