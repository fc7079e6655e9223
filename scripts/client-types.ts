import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { loadConfig } from '../src/config/load-config.js';
import { startServer } from '../src/main.js';

export const CLIENT_TYPES_FILE = fileURLToPath(new URL('../clients/typescript/src/openapi.ts', import.meta.url));

const HEADER = '// Generated from the service\'s /openapi.json by `npm run sdk:generate` (openapi-typescript). Do not edit.\n\n';

/** The OpenAPI document a freshly started service serves. */
export async function serviceOpenApi(): Promise<Record<string, unknown>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-openapi-'));
  const config = loadConfig({ port: '0', logLevel: 'silent', screenshotWarm: 'false', dataDir });
  if (!config.ok) throw new Error(config.failure.detail);
  const server = await startServer(config.value, { logger: false, onOwnerKeys: () => {} });
  try {
    return (await (await fetch(`${server.url}/openapi.json`)).json()) as Record<string, unknown>;
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function clientTypesFrom(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return HEADER + astToString(ast);
}
