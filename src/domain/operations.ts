/**
 * The one catalogue of what Pagelens serves. Each page operation is one entry: its route, its
 * label and purpose on `GET /`, whether a key is needed, its monthly quota per plan, and whether
 * batches, jobs and crawls may run it. Scopes, plan quotas, the batch and job operations, the MCP
 * tools and `GET /` are all read from here, so adding an endpoint is one entry here, its analyser
 * and its result schema.
 */

export const PLANS = ['starter', 'professional', 'ai_specialist'] as const;
export type Plan = (typeof PLANS)[number];

/** Which kind of key called: live keys fetch the web, test keys answer from the fixtures. */
export type KeyEnv = 'live' | 'test';

export type AvailabilityLabel = 'Free' | 'Beta' | 'New' | 'Coming soon';

export interface OperationEntry {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** The availability label the API's description gives it (shown on `GET /`). */
  readonly label: AvailabilityLabel;
  readonly keyRequired: boolean;
  readonly purpose: string;
  /** Monthly calls per plan; null where each item counts against its own operation (a batch). */
  readonly quota: Readonly<Record<Plan, number>> | null;
  /** `POST /batch` may run it on each of its URLs. */
  readonly inBatch: boolean;
  /** `POST /jobs` and `POST /crawl` may run it on each URL. */
  readonly inJobs: boolean;
}

const quota = (starter: number, professional: number, aiSpecialist: number) => ({ starter, professional, ai_specialist: aiSpecialist });

/** In the order `GET /`, scope lists and the MCP tool list show them. */
export const OPERATIONS = {
  preview: { method: 'GET', path: '/preview', label: 'Free', keyRequired: false, purpose: 'Open Graph and basic meta data', quota: quota(10_000, 100_000, 100_000), inBatch: true, inJobs: true },
  extract: { method: 'GET', path: '/extract', label: 'Beta', keyRequired: true, purpose: 'Content, metadata, links, images', quota: quota(1_000, 10_000, 10_000), inBatch: true, inJobs: true },
  batch: { method: 'POST', path: '/batch', label: 'Beta', keyRequired: true, purpose: 'Preview or extract for many URLs in one call', quota: null, inBatch: false, inJobs: false },
  seo: { method: 'GET', path: '/seo', label: 'Beta', keyRequired: true, purpose: 'SEO scoring with recommendations', quota: quota(1_000, 10_000, 10_000), inBatch: false, inJobs: true },
  aeo: { method: 'GET', path: '/aeo', label: 'Beta', keyRequired: true, purpose: 'Answer Engine Optimization scoring over 7 dimensions', quota: quota(1_000, 10_000, 10_000), inBatch: false, inJobs: true },
  screenshot: { method: 'GET', path: '/screenshot', label: 'Beta', keyRequired: true, purpose: 'Screenshot of a page', quota: quota(500, 5_000, 5_000), inBatch: false, inJobs: false },
  stack: { method: 'GET', path: '/stack', label: 'New', keyRequired: false, purpose: 'Technology, CDN and security-header detection', quota: quota(1_000, 10_000, 10_000), inBatch: false, inJobs: true },
  outline: { method: 'GET', path: '/outline', label: 'Coming soon', keyRequired: true, purpose: 'Hierarchical outline', quota: quota(200, 1_000, 1_500), inBatch: false, inJobs: false },
  analyze: { method: 'GET', path: '/analyze', label: 'Coming soon', keyRequired: true, purpose: 'Summary, sentiment, topics, entities', quota: quota(200, 1_000, 1_500), inBatch: false, inJobs: false },
} as const satisfies Record<string, OperationEntry>;

type Catalogue = typeof OPERATIONS;

/** An operation, and the scope a key needs to call it. */
export type Scope = keyof Catalogue;
export const SCOPES = Object.keys(OPERATIONS) as Scope[];

export type BatchOperation = { [S in Scope]: Catalogue[S]['inBatch'] extends true ? S : never }[Scope];
export type JobOperation = { [S in Scope]: Catalogue[S]['inJobs'] extends true ? S : never }[Scope];
/** Operations with a monthly quota of their own. */
export type MeteredOperation = { [S in Scope]: Catalogue[S]['quota'] extends null ? never : S }[Scope];

export function isScope(name: string): name is Scope {
  return Object.hasOwn(OPERATIONS, name);
}

/** `batch` answers what each item's operation gives, so extract (the usual ask) comes first. */
export const BATCH_OPERATIONS = SCOPES.filter((s): s is BatchOperation => OPERATIONS[s].inBatch).reverse();
export const JOB_OPERATIONS = SCOPES.filter((s): s is JobOperation => OPERATIONS[s].inJobs);
export const METERED_OPERATIONS = SCOPES.filter((s): s is MeteredOperation => OPERATIONS[s].quota !== null);

export type RouteTag = 'endpoints' | 'jobs' | 'service';

/** A route of the API that is not a page operation: jobs, the crawl, agents' and operators' routes. */
export interface ServiceRoute {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** OpenAPI's form: `{id}` for a path parameter. */
  readonly path: string;
  readonly keyRequired: boolean;
  readonly purpose: string;
  /** The MCP tool that stands for it, if any. */
  readonly tool?: string;
}

export const SERVICE_ROUTES = [
  { name: 'screenshot_image', method: 'GET', path: '/screenshots/{id}', keyRequired: false, purpose: 'A screenshot image, by the signed link /screenshot handed out' },
  { name: 'jobs', method: 'POST', path: '/jobs', keyRequired: true, purpose: 'Run preview, extract, seo, aeo or stack on up to 10,000 URLs in the background' },
  { name: 'crawl', method: 'POST', path: '/crawl', keyRequired: true, purpose: 'Crawl a site and run an operation on each page found', tool: 'crawl' },
  { name: 'job', method: 'GET', path: '/jobs/{id}', keyRequired: true, purpose: "A job's state and progress", tool: 'job' },
  { name: 'cancel_job', method: 'DELETE', path: '/jobs/{id}', keyRequired: true, purpose: 'Cancel a job' },
  { name: 'job_results', method: 'GET', path: '/jobs/{id}/results', keyRequired: true, purpose: "A job's answers, in the order its URLs finished", tool: 'job_results' },
  { name: 'mcp', method: 'POST', path: '/mcp', keyRequired: false, purpose: 'Model Context Protocol: one tool per endpoint' },
  { name: 'fixtures', method: 'GET', path: '/fixtures', keyRequired: false, purpose: 'The fixture URLs test keys answer for' },
  { name: 'healthz', method: 'GET', path: '/healthz', keyRequired: false, purpose: 'Readiness' },
  { name: 'metrics', method: 'GET', path: '/metrics', keyRequired: false, purpose: 'Prometheus metrics' },
  { name: 'errors', method: 'GET', path: '/docs/errors', keyRequired: false, purpose: 'Every error code and what to do about it' },
  { name: 'root', method: 'GET', path: '/', keyRequired: false, purpose: 'This list' },
] as const satisfies readonly ServiceRoute[];

type ServiceTool = Extract<(typeof SERVICE_ROUTES)[number], { readonly tool: string }>['tool'];
export type ToolName = Scope | ServiceTool;

/** The MCP tools, in order: one per page operation, then those of the service routes. */
export const TOOL_ROUTES: readonly { readonly name: ToolName; readonly method: 'GET' | 'POST' | 'DELETE'; readonly path: string }[] = [
  ...SCOPES.map((name) => ({ name, method: OPERATIONS[name].method, path: OPERATIONS[name].path })),
  ...SERVICE_ROUTES.flatMap((route) => ('tool' in route ? [{ name: route.tool, method: route.method, path: route.path }] : [])),
];
