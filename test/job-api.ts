/** The jobs API as tests drive it: a call with a key, polling a job's status, and reading every page of its answers. */
import { waitFor } from './poll.js';

export interface JobStatusBody { id: string; kind: string; operation?: string; state: string; total: number; done: number; failed: number; finished_at?: string }
export interface JobResult { url: string; success: boolean; data?: Record<string, unknown>; error?: string }

interface Server {
  readonly url: string;
}

export async function call(server: Server, method: string, path: string, key: string, body?: unknown): Promise<{ status: number; body: any; headers: Headers }> {
  const answer = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: answer.status, body: await answer.json(), headers: answer.headers };
}

/** Polls GET /jobs/{id} until `done` says so and returns that status; throws, with the last status, when the time is up. */
export async function until(server: Server, key: string, id: string, done: (s: JobStatusBody) => boolean, timeoutMs = 90_000): Promise<JobStatusBody> {
  return waitFor(async () => {
    const body = (await call(server, 'GET', `/jobs/${id}`, key)).body as JobStatusBody;
    if (!done(body)) throw new Error(`job ${id} not there yet after ${timeoutMs} ms; last status: ${JSON.stringify(body)}`);
    return body;
  }, { timeoutMs, intervalMs: 100 });
}

/** Every answer of a job, following next_cursor (pages of `pageSize`). */
export async function allResults(server: Server, key: string, id: string, pageSize = 1000): Promise<JobResult[]> {
  const results: JobResult[] = [];
  let cursor: string | undefined;
  for (;;) {
    const { status, body } = await call(server, 'GET', `/jobs/${id}/results?limit=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`, key);
    if (status !== 200) throw new Error(`GET /jobs/${id}/results answered ${status}: ${JSON.stringify(body)}`);
    results.push(...(body.results as JobResult[]));
    cursor = body.next_cursor;
    if (!cursor) return results;
  }
}
