/**
 * Store outages as outcomes (docs/reference/operations.md#store-outages): a store that cannot
 * answer or cannot write now makes the call answer 503 `unavailable` with Retry-After, never a 500.
 */

/** The stores a call can find unavailable: the shared PostgreSQL and Redis, the embedded SQLite file. */
export type StoreComponent = 'postgres' | 'redis' | 'sqlite';

export const STORE_COMPONENTS: readonly StoreComponent[] = ['postgres', 'redis', 'sqlite'];

/** Seconds a caller is told to wait when nothing better is known (a breaker's reopening time is). */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;

/** A store that stopped answering (or cannot write) mid-request: 503 `unavailable`, never a 500. */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
  constructor(
    message: string,
    readonly component: StoreComponent,
    /** Sent as Retry-After. */
    readonly retryAfterSeconds: number = DEFAULT_RETRY_AFTER_SECONDS,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Socket-level failures any client library passes on from Node. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);

/**
 * PostgreSQL cannot serve now: the socket failed, the server is shutting down or starting
 * (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now), any connection
 * exception (class 08), insufficient resources (class 53: disk full, out of memory, too many
 * connections), or the pool gave up waiting for a connection. A constraint violation or a bad
 * statement is not an outage: the database answered.
 */
export function isPostgresUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (NETWORK_CODES.has(code) || /^(08|53|57P0[123])/.test(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable|Connection ended unexpectedly/i.test(messageOf(error));
}

/**
 * Redis cannot serve now: the connection is closed or refused, ioredis gave up retrying
 * (MaxRetriesPerRequestError), the server is loading its data, refuses writes (MISCONF: it
 * cannot save, e.g. a full disk; READONLY: a replica) or is out of memory.
 */
export function isRedisUnavailable(error: unknown): boolean {
  if (NETWORK_CODES.has(codeOf(error))) return true;
  if (error instanceof Error && error.name === 'MaxRetriesPerRequestError') return true;
  return /Connection is closed|max retries per request|Stream isn't writeable|^(LOADING|MISCONF|READONLY|OOM|BUSY|MASTERDOWN|CLUSTERDOWN)\b/i.test(messageOf(error));
}

/**
 * The embedded SQLite file cannot be written (or read) now: the disk is full (SQLITE_FULL), an
 * I/O error (SQLITE_IOERR_*), the file is read-only (SQLITE_READONLY_*: a read-only mount or a
 * lost permission), locked or busy past the busy timeout, or cannot be opened.
 */
export function isSqliteUnavailable(error: unknown): boolean {
  return /^SQLITE_(FULL|IOERR|READONLY|BUSY|LOCKED|CANTOPEN|NOMEM)/.test(codeOf(error));
}

const SQLITE_WHAT: Readonly<Record<string, string>> = {
  SQLITE_FULL: 'the disk of the data directory is full',
  SQLITE_READONLY: 'the data directory cannot be written',
  SQLITE_IOERR: 'the data directory had an I/O error',
  SQLITE_BUSY: 'the embedded database is busy',
  SQLITE_LOCKED: 'the embedded database is busy',
};

/** A short, credential-free reason for logs and problem details. */
export function describeStoreFault(error: unknown): string {
  const code = codeOf(error);
  const family = /^SQLITE_[A-Z]+/.exec(code)?.[0];
  if (family && SQLITE_WHAT[family]) return `${SQLITE_WHAT[family]} (${code})`;
  const message = messageOf(error).split('\n')[0] ?? '';
  return code && !message.includes(code) ? `${message} (${code})` : message;
}

/**
 * The store outage an error is, whether a store adapter already said so or a driver's error
 * escaped one (the error handler's one path to 503 for every store); undefined for any other error.
 */
export function asStoreUnavailable(error: unknown): StoreUnavailableError | undefined {
  if (error instanceof StoreUnavailableError) return error;
  if (isSqliteUnavailable(error)) return new StoreUnavailableError(`The embedded store cannot serve now: ${describeStoreFault(error)}`, 'sqlite', DEFAULT_RETRY_AFTER_SECONDS, { cause: error });
  const code = codeOf(error);
  if (NETWORK_CODES.has(code)) return new StoreUnavailableError(`A shared store is unreachable: ${describeStoreFault(error)}`, 'postgres', DEFAULT_RETRY_AFTER_SECONDS, { cause: error });
  // Redis's own words first: its READONLY or LOADING replies carry no code.
  if (isRedisUnavailable(error)) return new StoreUnavailableError(`Redis is unavailable: ${describeStoreFault(error)}`, 'redis', DEFAULT_RETRY_AFTER_SECONDS, { cause: error });
  if (isPostgresUnavailable(error)) return new StoreUnavailableError(`PostgreSQL is unavailable: ${describeStoreFault(error)}`, 'postgres', DEFAULT_RETRY_AFTER_SECONDS, { cause: error });
  return undefined;
}
