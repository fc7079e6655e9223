import type { AeoFields, FetchedText } from '../analyzers/aeo/index.js';
import type { AnalyzeFields } from '../analyzers/analyze/index.js';
import type { ContentFormat, ExtractFields } from '../analyzers/extract/extract.js';
import type { OutlineFields, OutlineOptions } from '../analyzers/outline/index.js';
import type { PreviewFields } from '../analyzers/preview/preview.js';
import type { SeoFields } from '../analyzers/seo/index.js';
import type { StackFields, StackOptions } from '../analyzers/stack/index.js';
import type { Outcome } from '../errors.js';

type Nothing = Readonly<Record<string, never>>;

/** What the model is given when a language model is configured (the call itself stays on the main thread). */
export interface ForModel {
  readonly forModel: boolean;
}

/** Extract's fields with sizes from the markup only, and the images worth a header probe. */
export interface ExtractTaskResult {
  readonly fields: ExtractFields;
  /** Empty unless the task asked for them (`probeImages`). */
  readonly imagesToMeasure: readonly string[];
  /** The page runs scripts: when its main content is empty, a browser may find more (render=auto). */
  readonly runsScripts: boolean;
}

export interface WithModelText<F> {
  readonly fields: F;
  /** The page text for the model; present only when asked for (`forModel`) and the page has words. */
  readonly modelText?: string;
}

/**
 * Every operation the analysis runs: its options, the inputs the service gathered on the
 * main thread, and its result. All of it is plain data (structured-clonable), never closures.
 */
export interface TaskCatalog {
  preview: { options: Nothing; inputs: Nothing; result: PreviewFields };
  extract: { options: { readonly format: ContentFormat; readonly probeImages?: boolean; readonly include?: readonly string[]; readonly exclude?: readonly string[]; readonly structuredData?: boolean; readonly markdownLinks?: boolean }; inputs: Nothing; result: ExtractTaskResult };
  seo: { options: Nothing; inputs: Nothing; result: SeoFields };
  aeo: { options: Nothing; inputs: { readonly robotsTxt: FetchedText; readonly llmsTxt: FetchedText; readonly pageBytes: number }; result: AeoFields };
  stack: { options: StackOptions; inputs: Nothing; result: StackFields };
  outline: { options: OutlineOptions & ForModel; inputs: Nothing; result: WithModelText<OutlineFields> };
  analyze: { options: ForModel; inputs: Nothing; result: WithModelText<AnalyzeFields> };
  /** Every link of the page, absolute: what a crawl reads to go deeper. */
  links: { options: Nothing; inputs: Nothing; result: { readonly links: readonly string[] } };
}

export type Operation = keyof TaskCatalog;
export type TaskOptions<O extends Operation> = TaskCatalog[O]['options'];
export type TaskInputs<O extends Operation> = TaskCatalog[O]['inputs'];
export type TaskResult<O extends Operation> = TaskCatalog[O]['result'];

/** The page an analysis reads: its body, undecoded, and the response it came with. */
export interface TaskPage {
  /**
   * The body after Content-Encoding; the analysis decodes it with `charset`. Handed over: a worker
   * pool may move these bytes to its thread, leaving the caller's view empty.
   */
  readonly body: Uint8Array;
  /** The WHATWG encoding name the fetch chose (BOM, header, meta or detection). */
  readonly charset: string;
  /** MIME type only (`text/html`, `application/pdf`…): a PDF goes to the PDF reader, not the HTML parser. */
  readonly contentType: string;
  readonly finalUrl: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly setCookies: readonly string[];
  /** The site's HTTP status (default 200): an error page is classified, never analysed as content. */
  readonly status?: number;
  /** The URL the caller asked for, before redirects (default: finalUrl). */
  readonly requestedUrl?: string;
  /** render=auto: also tell whether the page is an app shell that a browser would fill in (AnalysisOutcome.appShell). */
  readonly detectShell?: boolean;
}

/** An analysis' outcome; with `detectShell`, whether the static page is an empty app shell. */
export type AnalysisOutcome<T> = Outcome<T> & { readonly appShell?: boolean };

export interface AnalysisTask<O extends Operation = Operation> extends TaskPage {
  readonly operation: O;
  readonly options: TaskOptions<O>;
  readonly inputs: TaskInputs<O>;
}

/**
 * Runs analysis tasks: on worker threads (the server) or on the calling thread (one-shot CLI
 * commands, and the single-thread baseline of the benchmark). Failures are values:
 * `page_too_complex` (deadline, heap or node budget), `unavailable` (overloaded).
 */
export interface AnalysisRunner {
  run<O extends Operation>(task: AnalysisTask<O>): Promise<AnalysisOutcome<TaskResult<O>>>;
  /** Starts what is started lazily (workers, compiled fingerprints). */
  warmUp(): Promise<void>;
  /** Workers, and analyses running and waiting now (GET /metrics). */
  stats(): { readonly workers: number; readonly running: number; readonly waiting: number };
  close(): Promise<void>;
}
