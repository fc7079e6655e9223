import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server's HMAC secret (signed screenshot URLs), made on first start and kept in the data
 * directory (mode 0600), so links handed out survive a restart.
 */
export function loadOrCreateSigningSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, 'signing.key');
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
}
