import type { ServiceRequest } from './service-caller.js';

import { TOOL_ROUTES, type ToolName } from '../domain/operations.js';

export type { ToolName };

type JsonSchema = Record<string, unknown>;

export interface ToolDefinition {
  readonly name: ToolName;
  readonly description: string;
  readonly inputSchema: JsonSchema & { type: 'object' };
  /** The API call the tool's arguments stand for. */
  toRequest(args: Readonly<Record<string, unknown>>): ServiceRequest;
}

interface OpenApiParameter {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly description?: string;
  readonly schema?: JsonSchema;
}

interface OpenApiOperation {
  readonly summary?: string;
  readonly description?: string;
  readonly parameters?: readonly OpenApiParameter[];
  readonly requestBody?: { readonly content?: Record<string, { readonly schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  readonly paths: Record<string, Record<string, OpenApiOperation>>;
}

/** The path and query parameters of a GET route as one object schema; path parameters and `url` are required of a tool. */
function querySchema(operation: OpenApiOperation): ToolDefinition['inputSchema'] {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const p of operation.parameters ?? []) {
    if (p.in !== 'query' && p.in !== 'path') continue;
    properties[p.name] = { ...p.schema, ...(p.description ? { description: p.description } : {}) };
    if (p.in === 'path' || p.name === 'url') required.push(p.name);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

/** `/jobs/{id}` with the arguments' `id` in place, and the rest of the arguments. */
function fillPath(path: string, args: Readonly<Record<string, unknown>>): { path: string; rest: Record<string, unknown> } {
  const rest = { ...args };
  const filled = path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = String(rest[name] ?? '');
    delete rest[name];
    return encodeURIComponent(value);
  });
  return { path: filled, rest };
}

/** Arguments as the query strings the route reads (booleans and numbers as text). */
function toQuery(args: Readonly<Record<string, unknown>>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(args)) if (value !== undefined && value !== null) query[name] = String(value);
  return query;
}

/**
 * The tools, each with the JSON Schema of its route (taken from the service's OpenAPI document,
 * which the route schemas make), so tools and endpoints cannot drift apart.
 */
export function toolCatalog(document: OpenApiDocument): ToolDefinition[] {
  return TOOL_ROUTES.flatMap((route): ToolDefinition[] => {
    const operation = document.paths[route.path]?.[route.method.toLowerCase()];
    if (!operation) return [];
    const description = [operation.summary, operation.description].filter(Boolean).join('. ');
    if (route.method === 'POST') {
      const body = operation.requestBody?.content?.['application/json']?.schema ?? { type: 'object' };
      return [{ name: route.name, description, inputSchema: { ...body, type: 'object' }, toRequest: (args) => ({ method: 'POST', path: route.path, body: args }) }];
    }
    return [{
      name: route.name,
      description,
      inputSchema: querySchema(operation),
      toRequest: (args) => {
        const { path, rest } = fillPath(route.path, args);
        return { method: 'GET', path, query: toQuery(rest) };
      },
    }];
  });
}
