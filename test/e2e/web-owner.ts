import { spawn } from 'node:child_process';
import path from 'node:path';
import type { TestServer } from '../start-pagelens.js';
import { CLI } from '../cli-process.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * `pagelens admin password --email E` beside the running server, the password on standard
 * input (docs/reference/accounts.md#the-operator): how an operator gives the owner account a password.
 */
export function setPasswordFromHost(lens: TestServer, email: string, password: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...CLI, 'admin', 'password', '--email', email, '--data-dir', lens.dataDir], {
      cwd: ROOT,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pagelens admin password exited ${code}: ${stderr}`))));
    child.stdin.end(`${password}\n`);
  });
}
