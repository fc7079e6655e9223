export { createPagelensClient, PagelensError } from './client.js';
export type {
  AeoResult, AnalyzeResult, BatchRequest, BatchResponse, ClientOptions, ExtractResult, OutlineResult, PagelensClient,
  PreviewResult, Problem, ScreenshotResult, SeoResult, StackResult,
} from './client.js';
export type { components, paths } from './openapi.js';
