import { Option, type Command } from 'commander';
import type { ErrorCode } from '../errors.js';
import { printFailure } from './output.js';

/**
 * The CLI as a client of a running service (`pagelens jobs`): a few typed calls over fetch.
 * Not clients/typescript (@pagelens/client): that package lies outside src/, which the build
 * compiles alone (tsconfig.build.json), and it has no job methods nor DELETE.
 */

export const DEFAULT_SERVICE_URL = 'http://127.0.0.1:8080';

export interface ServiceTarget {
  readonly baseUrl: string;
  readonly apiKey: string | undefined;
}

/** Why a call gave no answer: the service's problem (code and detail), or no service at all. */
export type ServiceFailure =
  | { readonly kind: 'problem'; readonly code: string; readonly detail: string }
  | { readonly kind: 'unreachable'; readonly detail: string };

export type ServiceOutcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: ServiceFailure };

/** `--url` and `--key`, over PAGELENS_URL and PAGELENS_API_KEY (commander reads the variables). */
export function addServiceOptions(command: Command): Command {
  return command
    .addOption(new Option('--url <url>', 'the running service').env('PAGELENS_URL').default(DEFAULT_SERVICE_URL))
    .addOption(new Option('--key <key>', 'API key (pl_live_… or pl_test_…)').env('PAGELENS_API_KEY'));
}

export function serviceTarget(flags: Record<string, unknown>): ServiceTarget {
  const url = typeof flags.url === 'string' && flags.url !== '' ? flags.url : DEFAULT_SERVICE_URL;
  const key = typeof flags.key === 'string' && flags.key !== '' ? flags.key : undefined;
  return { baseUrl: url.replace(/\/+$/, ''), apiKey: key };
}

/** One line on stderr and exit code 1: `pagelens: <code>: <detail>`, as every command fails. */
export function printServiceFailure(failure: ServiceFailure, target: ServiceTarget): void {
  if (failure.kind === 'unreachable') {
    process.stderr.write(`pagelens: no Pagelens service answers at ${target.baseUrl} (${failure.detail}); start it (pagelens serve) or set PAGELENS_URL (or --url).\n`);
    process.exitCode = 1;
    return;
  }
  // The service's codes are this registry's (docs/reference/errors.md#error-codes); one it does not know is printed as it came.
  printFailure({ code: failure.code as ErrorCode, detail: failure.detail });
}

/** A network error's most telling words: ECONNREFUSED rather than "fetch failed". */
function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

async function problemOf(response: Response): Promise<ServiceFailure> {
  const body = (await response.json().catch(() => undefined)) as { code?: unknown; detail?: unknown } | undefined;
  if (typeof body?.code === 'string') return { kind: 'problem', code: body.code, detail: typeof body.detail === 'string' ? body.detail : response.statusText };
  return { kind: 'problem', code: 'http_error', detail: `${response.url} answered ${response.status} ${response.statusText}, not a Pagelens problem; is PAGELENS_URL the service?` };
}

/** Retry-After in ms when a GET may be tried again (429, 503) within 30 s; else undefined. */
function retryDelayMs(response: Response): number | undefined {
  if (response.status !== 429 && response.status !== 503) return undefined;
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= 30 ? Math.max(seconds * 1000, 100) : undefined;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `method path` on the service; a GET told to wait (Retry-After) is tried twice more. */
export async function callService<T>(target: ServiceTarget, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<ServiceOutcome<T>> {
  const headers: Record<string, string> = target.apiKey ? { 'X-API-Key': target.apiKey } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(target.baseUrl + path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    } catch (error) {
      return { ok: false, failure: { kind: 'unreachable', detail: networkReason(error) } };
    }
    if (response.ok) return { ok: true, value: (await response.json()) as T };
    const wait = method === 'GET' && attempt <= 2 ? retryDelayMs(response) : undefined;
    if (wait === undefined) return { ok: false, failure: await problemOf(response) };
    await response.body?.cancel();
    await sleep(wait);
  }
}
