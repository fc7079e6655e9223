import { Command } from 'commander';
import { httpServiceCaller } from '../mcp/service-caller.js';
import type { OpenApiDocument } from '../mcp/tool-catalog.js';
import { readVersion } from '../version.js';

const DEFAULT_URL = 'http://127.0.0.1:8080';

/**
 * `pagelens mcp`: the Model Context Protocol over stdio, as a client of a running service
 * (docs/reference/operations.md#mcp): PAGELENS_URL and PAGELENS_API_KEY. Stdout carries the protocol only.
 */
export function mcpCommand(): Command {
  return new Command('mcp')
    .description(`Serve the Model Context Protocol over stdio for a running service (env PAGELENS_URL, default ${DEFAULT_URL}; PAGELENS_API_KEY).`)
    .action(async () => {
      const baseUrl = (process.env['PAGELENS_URL'] ?? DEFAULT_URL).replace(/\/+$/, '');
      const apiKey = process.env['PAGELENS_API_KEY'] || undefined;
      let document: OpenApiDocument;
      try {
        document = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as OpenApiDocument;
      } catch (error) {
        process.stderr.write(`pagelens mcp: cannot read ${baseUrl}/openapi.json (${(error as Error).message}); is the service running? Set PAGELENS_URL.\n`);
        process.exitCode = 1;
        return;
      }
      // Loaded here, so other commands (`serve` above all) do not load the MCP SDK.
      const [{ StdioServerTransport }, { createMcpServer }] = await Promise.all([
        import('@modelcontextprotocol/sdk/server/stdio.js'),
        import('../mcp/mcp-server.js'),
      ]);
      const server = createMcpServer(document, httpServiceCaller(baseUrl, apiKey), readVersion());
      await server.connect(new StdioServerTransport());
    });
}
