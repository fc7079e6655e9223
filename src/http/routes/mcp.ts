import type { FastifyRequest } from 'fastify';
import type { HttpApp } from '../app-types.js';
import type { ServiceCaller } from '../../mcp/service-caller.js';
import { pathWithQuery } from '../../mcp/service-caller.js';
import type { OpenApiDocument } from '../../mcp/tool-catalog.js';

const PASSED_HEADERS = ['authorization', 'x-api-key'] as const;

/**
 * Tools call the service's own routes in-process, with the caller's key and address, so every
 * call is authenticated, limited, counted and refused exactly as the same HTTP call would be.
 */
function injectCaller(app: HttpApp, request: FastifyRequest): ServiceCaller {
  const headers: Record<string, string> = {};
  for (const name of PASSED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (call) => {
    const answer = await app.inject({
      method: call.method,
      url: pathWithQuery(call),
      headers: call.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      remoteAddress: request.ip,
      ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
    });
    let body: unknown = answer.body;
    try {
      body = answer.json();
    } catch {
      // a text answer stays text
    }
    return { status: answer.statusCode, body };
  };
}

/** POST /mcp: the Model Context Protocol over streamable HTTP, stateless (docs/reference/operations.md#mcp). */
export function registerMcpRoute(app: HttpApp, deps: { version: string }): void {
  let document: OpenApiDocument | undefined;
  app.post('/mcp', { schema: { summary: 'Model Context Protocol (streamable HTTP): one tool per endpoint', tags: ['service'], body: {} } }, async (request, reply) => {
    document ??= app.swagger() as unknown as OpenApiDocument;
    // The MCP SDK (and zod with it) loads with the first MCP call, not with every server.
    const [{ StreamableHTTPServerTransport }, { createMcpServer }] = await Promise.all([
      import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
      import('../../mcp/mcp-server.js'),
    ]);
    const server = createMcpServer(document, injectCaller(app, request), deps.version);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });
}
