import { analyzeAeo } from '../analyzers/aeo/index.js';
import { analyzeText } from '../analyzers/analyze/index.js';
import { analyzeExtract } from '../analyzers/extract/extract.js';
import { imagesToMeasure } from '../analyzers/extract/images.js';
import { buildOutline } from '../analyzers/outline/index.js';
import { analyzePreview } from '../analyzers/preview/preview.js';
import { analyzeSeo } from '../analyzers/seo/index.js';
import { createStackDetector, type StackDetector } from '../analyzers/stack/index.js';
import { fail, succeed, type Outcome } from '../errors.js';
import { decodeText } from '../fetch/charset.js';
import { parsePageWithin, type Page } from '../page/index.js';
import { pageTextForModel } from '../analyzers/extract/model-text.js';
import type { AnalysisTask, Operation, TaskResult } from './task-types.js';

/** What a thread keeps between tasks: the compiled stack fingerprints (built once per thread). */
export interface TaskEnvironment {
  readonly stackDetector: () => StackDetector;
}

/** `eager`: compile now (a worker at start, outside any task's deadline); otherwise on first use. */
export function createTaskEnvironment(eager: boolean): TaskEnvironment {
  let detector: StackDetector | undefined = eager ? createStackDetector() : undefined;
  return { stackDetector: () => (detector ??= createStackDetector()) };
}

/** Header probes are capped per page (image-sizes.ts); a few more candidates than that are plenty. */
const MAX_IMAGES_TO_MEASURE = 50;

type Handler<O extends Operation> = (page: Page, task: AnalysisTask<O>, env: TaskEnvironment) => TaskResult<O>;

const HANDLERS: { readonly [O in Operation]: Handler<O> } = {
  preview: (page) => analyzePreview(page),
  extract: (page, task) => ({
    fields: analyzeExtract(page, task.options.format, new Map()),
    imagesToMeasure: [...new Set(imagesToMeasure(page))].slice(0, MAX_IMAGES_TO_MEASURE),
  }),
  seo: (page, task) => analyzeSeo({ page, headers: task.headers }),
  aeo: (page, task) => analyzeAeo({ page, headers: task.headers, finalUrl: task.finalUrl, ...task.inputs }),
  stack: (page, task, env) => env.stackDetector().detect({ page, headers: task.headers, setCookies: task.setCookies }, task.options),
  outline: (page, task) => {
    const fields = buildOutline(page, task.options);
    return task.options.forModel ? { fields, modelText: pageTextForModel(page) } : { fields };
  },
  analyze: (page, task) => {
    const fields = analyzeText(page);
    return task.options.forModel && fields.metadata.word_count > 0 ? { fields, modelText: pageTextForModel(page) } : { fields };
  },
};

export function isOperation(value: string): value is Operation {
  return Object.hasOwn(HANDLERS, value);
}

/** Parses the page and runs one operation on it, on the calling thread. */
export function runTask<O extends Operation>(task: AnalysisTask<O>, env: TaskEnvironment): Outcome<TaskResult<O>> {
  if (!isOperation(task.operation)) return fail('internal_error', `unknown analysis operation ${String(task.operation)}`);
  try {
    const parsed = parsePageWithin(decodeText(task.body, { name: task.charset }), task.finalUrl);
    if (!parsed.ok) return parsed;
    const page = parsed.value;
    const handler: Handler<O> = HANDLERS[task.operation];
    return succeed(handler(page, task, env));
  } catch (error) {
    // Analysers never throw for any HTML; only a bug gets here, reported as one (500).
    return fail('internal_error', `analysis (${task.operation}) of ${task.finalUrl} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
