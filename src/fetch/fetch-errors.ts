import type { Failure } from '../errors.js';
import { ConnectRefusal } from './connector.js';
import type { Deadline } from './deadline.js';

/**
 * Maps whatever undici, node:net/tls or node:zlib raised into the failure to report.
 * Details name what failed on which host; stack traces never leave this function.
 */
export function describeFetchError(error: unknown, url: URL, deadline: Deadline): Failure {
  const state = deadline.state();
  if (state === 'timed_out') {
    return { code: 'upstream_timeout', detail: `no complete answer from ${url.host} within ${deadline.timeoutMs} ms` };
  }
  if (state === 'cancelled') return { code: 'upstream_error', detail: `fetch of ${url.href} was cancelled` };
  const refusal = findRefusal(error);
  if (refusal) return refusal.failure;
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  return { code: isTimeoutCode(code) ? 'upstream_timeout' : 'upstream_error', detail: describeCode(code, message, url.host) };
}

function findRefusal(error: unknown): ConnectRefusal | undefined {
  if (error instanceof ConnectRefusal) return error;
  if (error instanceof Error && error.cause instanceof ConnectRefusal) return error.cause;
  return undefined;
}

function errorCode(error: unknown): string {
  if (!(error instanceof Error)) return '';
  const own = (error as NodeJS.ErrnoException).code;
  if (typeof own === 'string') return own;
  if (error.name === 'HTTPParserError') return 'HPE_';
  const cause = error.cause;
  return cause instanceof Error ? errorCode(cause) : '';
}

function isTimeoutCode(code: string): boolean {
  return ['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT'].includes(code);
}

const FIXED_DETAILS: Readonly<Record<string, (host: string) => string>> = {
  ECONNREFUSED: (host) => `connection refused by ${host}`,
  ECONNRESET: (host) => `connection to ${host} was reset`,
  EPIPE: (host) => `connection to ${host} was reset`,
  UND_ERR_SOCKET: (host) => `${host} closed the connection before the response was complete`,
  UND_ERR_RES_CONTENT_LENGTH_MISMATCH: (host) => `${host} closed the connection before the body was complete`,
  UND_ERR_HEADERS_OVERFLOW: (host) => `response headers from ${host} are too large`,
  UND_ERR_CONNECT_TIMEOUT: (host) => `connecting to ${host} timed out`,
  UND_ERR_HEADERS_TIMEOUT: (host) => `${host} did not send response headers in time`,
  UND_ERR_BODY_TIMEOUT: (host) => `${host} stopped sending the body`,
  ETIMEDOUT: (host) => `connecting to ${host} timed out`,
  EHOSTUNREACH: (host) => `${host} is unreachable`,
  ENETUNREACH: (host) => `${host} is unreachable`,
};

function describeCode(code: string, message: string, host: string): string {
  const fixed = FIXED_DETAILS[code];
  if (fixed) return fixed(host);
  if (code.startsWith('HPE_')) return `invalid HTTP response from ${host}: ${message}`;
  if (code.startsWith('Z_') || code.startsWith('ERR_BROTLI') || code.startsWith('ERR__')) {
    return `could not decompress the body from ${host}: ${message}`;
  }
  if (/CERT|SSL|TLS/.test(code)) return `TLS handshake with ${host} failed: ${message}`;
  return `request to ${host} failed: ${message}`;
}
