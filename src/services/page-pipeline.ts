import type { AnalysisRunner, Operation, TaskInputs, TaskOptions, TaskResult } from '../analysis/task-types.js';
import type { Outcome } from '../errors.js';
import { checkPdfOperation } from '../analyzers/pdf/pdf-operations.js';
import { isPdfType } from '../fetch/content-type.js';
import type { FetchedPage } from '../fetch/fetch-page.js';
import { withoutFragment } from '../page/url.js';
import type { Clock } from '../time/clock.js';
import { UNOBSERVED, type Call } from './call.js';
import type { CachedValue, ResultCache } from './result-cache.js';

export interface Analysis<T> {
  readonly result: T;
  /** ISO 8601 time the page was fetched and analysed (kept when served from cache). */
  readonly analyzedAt: string;
  /** The static page is an app shell a browser would fill in (render=auto opens it in one). */
  readonly appShell?: boolean;
}

/**
 * Where pages come from: the safe fetcher for live keys, shipped fixtures for test keys. Each
 * load gives the caller a body of its own, which the pipeline hands over to the analysis.
 */
export interface PageSource {
  load(url: string, call?: Call): Promise<Outcome<FetchedPage>>;
}

/** One endpoint's use of the pipeline: which analysis, and the main-thread work around it. */
export interface AnalysisPlan<O extends Operation, T> {
  readonly operation: O;
  readonly options: TaskOptions<O>;
  /** Inputs gathered on the main thread once the page is in (robots.txt, llms.txt). */
  inputs(fetched: FetchedPage, call: Call): TaskInputs<O> | Promise<TaskInputs<O>>;
  /** Work on the analysis' result that needs the network (image probes, a language model). */
  finish(result: TaskResult<O>): T | Promise<T>;
}

export interface PagePipeline {
  /**
   * cache → load the page → inputs → parse and analyse (the runner: worker threads in the
   * server) → finish, keyed by `key` and URL (fragment ignored). Failures are never cached.
   */
  analysePage<O extends Operation, T>(key: string, target: URL, plan: AnalysisPlan<O, T>, call?: Call): Promise<Outcome<CachedValue<Analysis<T>>>>;
}

/**
 * Bumped whenever a cached answer's shape changes (new fields, an analysis shell flag), so an
 * upgraded service never serves, nor fails to serialise, an answer cached by the one before.
 */
const ANSWER_SHAPE_VERSION = 3;

export function cacheKeyFor(operation: string, target: URL): string {
  return `v${ANSWER_SHAPE_VERSION}:${operation}:${withoutFragment(target.href)}`;
}

export interface PagePipelineDeps {
  readonly source: PageSource;
  readonly cache: ResultCache;
  readonly clock: Clock;
  readonly runner: AnalysisRunner;
  /** Prefix of this pipeline's cache keys, so fixture answers never mix with live ones. */
  readonly namespace: string;
  /** Tell whether each page is an app shell (the static pipelines, for render=auto). */
  readonly detectShell?: boolean;
}

export function createPagePipeline(deps: PagePipelineDeps): PagePipeline {
  return {
    async analysePage(key, target, plan, call = UNOBSERVED) {
      const { maxAgeMs } = call;
      const isFresh = maxAgeMs === undefined ? undefined : (analysis: Analysis<unknown>) => deps.clock.now() - Date.parse(analysis.analyzedAt) <= maxAgeMs;
      const outcome = await deps.cache.getOrCompute(deps.namespace + cacheKeyFor(key, target), async () => {
        const fetched = await deps.source.load(target.href, call);
        if (!fetched.ok) return fetched;
        const { body, charset, contentType, finalUrl, headers, setCookies, status } = fetched.value;
        // Before the inputs: /aeo would fetch robots.txt and llms.txt for a PDF it then refuses.
        const readable = isPdfType(contentType) ? checkPdfOperation(plan.operation, finalUrl) : undefined;
        if (readable && !readable.ok) return readable;
        const inputs = await plan.inputs(fetched.value, call);
        // From here the body is the analysis': a worker pool moves it to its thread.
        const task = { operation: plan.operation, options: plan.options, body, charset: charset.name, contentType, finalUrl, headers, setCookies, status, requestedUrl: target.href, detectShell: deps.detectShell === true, inputs };
        const analysed = await deps.runner.run(task);
        if (!analysed.ok) return analysed;
        const analyzedAt = new Date(deps.clock.now()).toISOString();
        const result = await plan.finish(analysed.value);
        return { ok: true, value: analysed.appShell ? { result, analyzedAt, appShell: true } : { result, analyzedAt } };
      }, isFresh ? { isFresh } : {});
      if (outcome.ok && outcome.value.cached) call.onCacheHit?.(Date.parse(outcome.value.value.analyzedAt));
      return outcome;
    },
  };
}

/** For plans that need nothing gathered on the main thread. */
export const noInputs = (): Readonly<Record<string, never>> => ({});
