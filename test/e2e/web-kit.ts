/**
 * Helpers of the browser tests (test/e2e/web-*.test.ts): a real SMTP server on loopback that
 * keeps what it receives, Debian's Chromium through playwright-core, and axe-core.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { REPO_ROOT } from '../fixture-server.js';

export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

export interface Mailbox {
  readonly url: string;
  readonly messages: readonly string[];
  /** The next message (received now or later) whose decoded text matches. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

/** Quoted-printable soft breaks and escapes, as mailers write long link lines. */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startMailbox(): Promise<Mailbox> {
  const messages: string[] = [];
  const waiters: { pattern: RegExp; resolve: (m: string) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const text = decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8'));
        messages.push(text);
        for (const w of [...waiters]) if (w.pattern.test(text)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(text);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(pattern, timeoutMs = 10_000) {
      const found = messages.find((m) => pattern.test(m));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail matching ${pattern} in ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ pattern, resolve: (m) => { clearTimeout(timer); resolve(m); } });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const AXE_SOURCE = readFileSync(`${REPO_ROOT}node_modules/axe-core/axe.min.js`, 'utf8');

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[] }[];
}

/** Serious and critical axe-core violations of the page as it is now (needs a bypassCSP context). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
