/**
 * Writes clients/typescript/src/openapi.ts from the service's own OpenAPI document (npm run
 * sdk:generate). The document is taken from a server started in-process on a throwaway data
 * directory, so the types are exactly what this build serves; a test fails when they drift.
 */
import fs from 'node:fs';
import { clientTypesFrom, CLIENT_TYPES_FILE, serviceOpenApi } from './client-types.js';

const document = await serviceOpenApi();
fs.writeFileSync(CLIENT_TYPES_FILE, await clientTypesFrom(document));
console.log(`wrote ${CLIENT_TYPES_FILE}`);
