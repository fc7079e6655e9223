import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { renderResult } from './render-result.js';
import type { ServiceCaller } from './service-caller.js';
import { toolCatalog, type OpenApiDocument, type ToolDefinition } from './tool-catalog.js';

async function callTool(tool: ToolDefinition, args: Record<string, unknown>, caller: ServiceCaller): Promise<CallToolResult> {
  const answer = await caller(tool.toRequest(args));
  const body = (typeof answer.body === 'object' && answer.body !== null ? answer.body : { value: answer.body }) as Record<string, unknown>;
  if (answer.status >= 400) {
    // The API's problem details, as the HTTP API gives them: code, detail, request id.
    // A page that was not the page says why (reason), so an agent does not take a bot check for content.
    const reason = typeof body['reason'] === 'string' ? ` (reason: ${body['reason']})` : '';
    return { isError: true, structuredContent: body, content: [{ type: 'text', text: `${String(body['code'] ?? answer.status)}${reason}: ${String(body['detail'] ?? '')}` }] };
  }
  return { structuredContent: body, content: [{ type: 'text', text: renderResult(tool.name, body) }] };
}

/**
 * An MCP server whose tools are the service's endpoints (docs/reference/operations.md#mcp), each described by its
 * route's JSON Schema and carried out through `caller`.
 */
export function createMcpServer(document: OpenApiDocument, caller: ServiceCaller, version: string): Server {
  const tools = toolCatalog(document);
  const server = new Server({ name: 'pagelens', version }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = tools.find((t) => t.name === request.params.name);
    if (!tool) return { isError: true, content: [{ type: 'text', text: `unknown tool ${request.params.name}; tools: ${tools.map((t) => t.name).join(', ')}` }] };
    return callTool(tool, request.params.arguments ?? {}, caller);
  });
  return server;
}
