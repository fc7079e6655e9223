import type { AeoService, SeoService } from './audit-services.js';
import type { AnalyzeService } from './analyze-service.js';
import type { ExtractService } from './extract-service.js';
import type { OutlineService } from './outline-service.js';
import type { PreviewService } from './preview-service.js';
import type { StackService } from './stack-service.js';

/** The analysis services, once per page source: live (the network) and test (fixtures). */
export interface EndpointServices {
  readonly preview: PreviewService;
  readonly extract: ExtractService;
  readonly seo: SeoService;
  readonly aeo: AeoService;
  readonly stack: StackService;
  readonly outline: OutlineService;
  readonly analyze: AnalyzeService;
}
