import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway self-signed certificate for `commonName`, made with the openssl command
 * (no key is committed). Undefined when openssl is not installed.
 */
export function makeSelfSignedCert(commonName: string): { key: string; cert: string } | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'pagelens-tls-'));
  try {
    const keyPath = join(dir, 'key.pem');
    const certPath = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyPath, '-out', certPath, '-days', '1',
        '-subj', `/CN=${commonName}`, '-addext', `subjectAltName=DNS:${commonName}`],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8') };
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
