import { isIP, type Socket } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { fail, succeed, type Failure, type Outcome } from '../errors.js';
import { isLocalhostName, judgeAddress, LOCALHOST_ADDRESSES } from './address-policy.js';
import type { AllowList } from './allow-list.js';
import type { HostResolver } from './resolver.js';

/**
 * Carries a policy or resolution failure out of undici's connect callback, which only
 * speaks Error. fetch-page unwraps it back into the Failure it holds.
 */
export class ConnectRefusal extends Error {
  constructor(readonly failure: Failure) {
    super(failure.detail);
    this.name = 'ConnectRefusal';
  }
}

export interface GuardedConnectorOptions {
  readonly resolver: HostResolver;
  readonly allow: AllowList;
  readonly connectTimeoutMs: number;
  /** Told the address actually connected to, per origin (`http://host:port`). */
  readonly onConnected: (origin: string, address: string) => void;
}

/**
 * An undici connector that resolves the host itself, judges every resolved address,
 * refuses the connection if any is blocked, and then dials the judged address (never
 * the name), so a second DNS answer cannot swap in another address (DNS rebinding).
 * TLS still verifies the certificate against the original host name via SNI.
 */
export function createGuardedConnector(options: GuardedConnectorOptions): buildConnector.connector {
  const dialer = buildConnector({ timeout: options.connectTimeoutMs });
  return (target, callback) => {
    const port = Number(target.port) || (target.protocol === 'https:' ? 443 : 80);
    void resolveAllowed(target.hostname, port, options).then(
      (outcome) => {
        if (!outcome.ok) {
          callback(new ConnectRefusal(outcome.failure), null);
          return;
        }
        const origin = `${target.protocol}//${target.host ?? target.hostname}`;
        const servername = isIP(target.hostname) === 0 ? target.hostname : undefined;
        const dial = { ...target, servername };
        dialInTurn(dialer, dial, outcome.value, 0, (error, socket, address) => {
          if (error || !socket) {
            callback(error ?? new Error(`could not connect to ${target.hostname}`), null);
            return;
          }
          options.onConnected(origin, socket.remoteAddress ?? address);
          callback(null, socket);
        });
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  };
}

/** Every address the host stands for, or the reason not to connect at all. */
export async function resolveAllowed(
  hostname: string,
  port: number,
  options: Pick<GuardedConnectorOptions, 'resolver' | 'allow'>,
): Promise<Outcome<string[]>> {
  const addresses = isIP(hostname) !== 0 ? [hostname] : isLocalhostName(hostname) ? [...LOCALHOST_ADDRESSES] : await resolveQuietly(options.resolver, hostname);
  if (addresses.length === 0) return fail('upstream_error', `could not resolve host ${hostname}`);
  for (const address of addresses) {
    const verdict = judgeAddress(address, port, options.allow);
    if (!verdict.allowed) {
      const via = address === hostname ? '' : `${hostname} resolves to `;
      return fail('blocked_url', `refused to connect to ${hostname}:${port}: ${via}${verdict.reason}`);
    }
  }
  return succeed([...new Set(addresses)]);
}

async function resolveQuietly(resolver: HostResolver, hostname: string): Promise<string[]> {
  try {
    return await resolver.resolve(hostname);
  } catch {
    return [];
  }
}

type DialCallback = (error: Error | null, socket: Socket | null, address: string) => void;

/** Tries the judged addresses one after another until one connects. */
function dialInTurn(
  dialer: buildConnector.connector,
  target: buildConnector.Options,
  addresses: readonly string[],
  index: number,
  done: DialCallback,
): void {
  const address = addresses[index] ?? '';
  dialer({ ...target, hostname: address }, (error, socket) => {
    if (error && index + 1 < addresses.length && isConnectError(error)) {
      dialInTurn(dialer, target, addresses, index + 1, done);
      return;
    }
    done(error, socket, address);
  });
}

function isConnectError(error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return ['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'UND_ERR_CONNECT_TIMEOUT'].includes(code ?? '');
}

/**
 * An undici Agent whose every connection goes through {@link createGuardedConnector}, with the
 * connect, header and body timeouts all `timeoutMs`; `keepAliveMs`: how long an idle connection is
 * kept for reuse (undici's default when absent).
 */
export function createGuardedAgent(options: GuardedConnectorOptions & { readonly keepAliveMs?: number }): Agent {
  const { keepAliveMs, ...connector } = options;
  return new Agent({
    connect: createGuardedConnector(connector),
    headersTimeout: options.connectTimeoutMs,
    bodyTimeout: options.connectTimeoutMs,
    ...(keepAliveMs === undefined ? {} : { keepAliveTimeout: keepAliveMs, keepAliveMaxTimeout: keepAliveMs }),
  });
}
