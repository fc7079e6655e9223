/** One call of the Pagelens HTTP API, as an MCP tool makes it. */
export interface ServiceRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

export interface ServiceAnswer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * How tools reach the API: over HTTP to a running service (`pagelens mcp`), or in-process
 * through the server's own routes (`POST /mcp`). Either way the call passes the same key
 * checks, quotas, limits and errors as any other HTTP call.
 */
export type ServiceCaller = (request: ServiceRequest) => Promise<ServiceAnswer>;

export function pathWithQuery(request: ServiceRequest): string {
  const query = new URLSearchParams(request.query ?? {}).toString();
  return query ? `${request.path}?${query}` : request.path;
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Calls a running service at `baseUrl` with `apiKey` (when given). */
export function httpServiceCaller(baseUrl: string, apiKey: string | undefined): ServiceCaller {
  const base = baseUrl.replace(/\/+$/, '');
  return async (request) => {
    const headers: Record<string, string> = apiKey ? { 'X-API-Key': apiKey } : {};
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(base + pathWithQuery(request), {
      method: request.method,
      headers,
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
    });
    return { status: response.status, body: await bodyOf(response) };
  };
}
