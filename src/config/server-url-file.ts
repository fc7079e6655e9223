import fs from 'node:fs';
import path from 'node:path';

/**
 * The base URL a running server hands out, written to its data directory when it listens, so
 * that a command run beside it (`pagelens screenshot`) prints links to where the server really
 * answers — its own port, not the default one — unless PAGELENS_PUBLIC_URL says otherwise.
 */
export const SERVER_URL_FILE = 'server-url';

export function writeServerUrl(dataDir: string, url: string): void {
  try {
    fs.writeFileSync(path.join(dataDir, SERVER_URL_FILE), `${url}\n`);
  } catch {
    // Links from the command line then fall back to the configured URL: not a reason to fail a start.
  }
}

export function readServerUrl(dataDir: string): string | undefined {
  try {
    const url = fs.readFileSync(path.join(dataDir, SERVER_URL_FILE), 'utf8').trim();
    return /^https?:\/\/\S+$/.test(url) ? url : undefined;
  } catch {
    return undefined;
  }
}
