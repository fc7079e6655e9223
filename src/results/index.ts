/**
 * One TypeBox schema per result: the OpenAPI document, the response serialiser and the TypeScript
 * types (by Static<>) of analysers, services, routes, the MCP tools and the SDK all come from these.
 */
export * from './preview.js';
export * from './extract.js';
export * from './seo.js';
export * from './aeo.js';
export * from './stack.js';
export * from './outline.js';
export * from './analyze.js';
export * from './screenshot.js';
export * from './batch.js';
export * from './job.js';

import { AeoResult } from './aeo.js';
import { AnalyzeResult } from './analyze.js';
import { BatchResult } from './batch.js';
import { JobResults, JobStatus } from './job.js';
import { ExtractResult } from './extract.js';
import { OutlineResult } from './outline.js';
import { PreviewResult } from './preview.js';
import { ScreenshotResult } from './screenshot.js';
import { SeoResult } from './seo.js';
import { StackResult } from './stack.js';

/** Registered once with the HTTP app; routes answer with `Type.Ref('<name>')`. */
export const RESULT_SCHEMAS = [PreviewResult, ExtractResult, SeoResult, AeoResult, StackResult, OutlineResult, AnalyzeResult, ScreenshotResult, BatchResult, JobStatus, JobResults];
