import { checkPdfOperation } from '../analyzers/pdf/pdf-operations.js';
import { fail, succeed, type Outcome } from '../errors.js';
import { decodeText } from '../fetch/charset.js';
import { isPdfType } from '../fetch/content-type.js';
import { parsePageWithin, type Page } from '../page/index.js';
import { refusalOf } from './page-outcome.js';
import type { AnalysisOutcome, AnalysisTask, ExtractTaskResult, Operation, TaskResult } from './task-types.js';
import { isShellMarkup, isShellPage, MIN_STATIC_WORDS } from './app-shell.js';

/** Header probes are capped per page (image-sizes.ts); a few more candidates than that are plenty. */
const MAX_IMAGES_TO_MEASURE = 50;

type Handler<O extends Operation> =
  | { readonly fromPage: (page: Page, task: AnalysisTask<O>) => TaskResult<O> }
  /** An operation that parses as much of the page as it needs (/preview: often only the head). */
  | { readonly fromHtml: (html: string, task: AnalysisTask<O>) => Outcome<TaskResult<O>> };

/** `load`, run on the first call only; later calls share its promise. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/**
 * Each operation's analysers load (and the stack fingerprints compile) on its first task in a
 * thread, not before: a thread that only ever previews pages never holds the language models or
 * the fingerprints, the largest of them. The first task of a kind pays for loading them, within
 * its deadline.
 */
const LOADERS: { readonly [O in Operation]: () => Promise<Handler<O>> } = {
  preview: once(async () => {
    const { previewOf } = await import('../analyzers/preview/head-first.js');
    return { fromHtml: (html, task) => previewOf(html, task.finalUrl) };
  }),
  extract: once(async () => {
    const [{ analyzeExtract }, { unsizedImages }] = await Promise.all([import('../analyzers/extract/extract.js'), import('../analyzers/extract/images.js')]);
    return {
      fromPage: (page, task) => {
        const { include, exclude, structuredData, markdownLinks } = task.options;
        const fields = analyzeExtract(page, task.options.format, new Map(), { ...(include ? { include } : {}), ...(exclude ? { exclude } : {}) }, { structuredData: structuredData === true, markdownLinks: markdownLinks !== false });
        const toMeasure = task.options.probeImages ? [...new Set(unsizedImages(fields.images))].slice(0, MAX_IMAGES_TO_MEASURE) : [];
        return { fields, imagesToMeasure: toMeasure, runsScripts: page.runsScripts };
      },
    };
  }),
  seo: once(async () => {
    const { analyzeSeo } = await import('../analyzers/seo/index.js');
    return { fromPage: (page, task) => analyzeSeo({ page, headers: task.headers }) };
  }),
  aeo: once(async () => {
    const { analyzeAeo } = await import('../analyzers/aeo/index.js');
    return { fromPage: (page, task) => analyzeAeo({ page, headers: task.headers, finalUrl: task.finalUrl, ...task.inputs }) };
  }),
  stack: once(async () => {
    const { createStackDetector } = await import('../analyzers/stack/index.js');
    const detector = createStackDetector();
    return { fromPage: (page, task) => detector.detect({ page, headers: task.headers, setCookies: task.setCookies }, task.options) };
  }),
  outline: once(async () => {
    const [{ buildOutline }, { pageTextForModel }] = await Promise.all([import('../analyzers/outline/index.js'), import('../analyzers/extract/model-text.js')]);
    return {
      fromPage: (page, task) => {
        const fields = buildOutline(page, task.options);
        return task.options.forModel ? { fields, modelText: pageTextForModel(page) } : { fields };
      },
    };
  }),
  analyze: once(async () => {
    const [{ analyzeText }, { pageTextForModel }] = await Promise.all([import('../analyzers/analyze/index.js'), import('../analyzers/extract/model-text.js')]);
    return {
      fromPage: (page, task) => {
        const fields = analyzeText(page);
        return task.options.forModel && fields.metadata.word_count > 0 ? { fields, modelText: pageTextForModel(page) } : { fields };
      },
    };
  }),
  links: once(async () => ({ fromPage: (page) => ({ links: page.links.map((link) => link.href) }) })),
};

function handlerFor<O extends Operation>(operation: O): Promise<Handler<O>> {
  return LOADERS[operation]();
}

export function isOperation(value: string): value is Operation {
  return Object.hasOwn(LOADERS, value);
}

/** Loads what `operations` need now rather than with their first task. */
export async function preload(operations: readonly Operation[]): Promise<void> {
  await Promise.all(operations.map((operation) => handlerFor(operation)));
}

/**
 * A PDF goes to the PDF reader (unpdf, and the PDF.js it bundles, load with a thread's first PDF)
 * for /preview and /extract; the other operations have nothing to say about one.
 */
async function analysePdf<O extends Operation>(task: AnalysisTask<O>): Promise<Outcome<TaskResult<O>>> {
  const readable = checkPdfOperation(task.operation, task.finalUrl);
  if (!readable.ok) return readable;
  const { readPdf, pdfExtract, pdfPreview } = await import('../analyzers/pdf/index.js');
  const document = await readPdf(task.body, task.finalUrl);
  if (!document.ok) return document;
  if (task.operation === 'preview') return succeed(pdfPreview(document.value, task.finalUrl) as TaskResult<O>);
  const { format, structuredData } = (task as AnalysisTask<'extract'>).options;
  // No image to measure, and no script: a browser shows a PDF, it does not grow one (render=auto stays static).
  // A PDF carries no structured data: asked for, the list is there and empty.
  const fields = { ...pdfExtract(document.value, format, task.finalUrl), ...(structuredData ? { structured_data: [] } : {}) };
  const extracted: ExtractTaskResult = { fields, imagesToMeasure: [], runsScripts: false };
  return succeed(extracted as TaskResult<O>);
}

/**
 * Whether a browser would find the content this static page lacks (render=auto): /extract by its
 * own main-content words, the analyses that read the main text anyway by it, the rest by the markup.
 */
async function isAppShell<O extends Operation>(task: AnalysisTask<O>, page: Page, html: string, result: TaskResult<O>): Promise<boolean> {
  if (task.operation === 'extract') {
    const extracted = result as ExtractTaskResult;
    return extracted.runsScripts && extracted.fields.word_count < MIN_STATIC_WORDS;
  }
  if (task.operation === 'stack') return isShellMarkup(html);
  const [{ readMainText }, { countWords }] = await Promise.all([import('../analyzers/extract/content/main-text.js'), import('../page/words.js')]);
  return isShellPage(page, (p) => countWords(readMainText(p).text));
}

/** Parses the page (or reads the PDF) and runs one operation on it, on the calling thread. */
export async function runTask<O extends Operation>(task: AnalysisTask<O>): Promise<AnalysisOutcome<TaskResult<O>>> {
  if (!isOperation(task.operation)) return fail('internal_error', `unknown analysis operation ${String(task.operation)}`);
  try {
    if (isPdfType(task.contentType)) return await analysePdf(task);
    const handler = await handlerFor(task.operation);
    const html = decodeText(task.body, { name: task.charset });
    let parsed: Outcome<Page> | undefined;
    const parse = () => (parsed ??= parsePageWithin(html, task.finalUrl));
    // A page that is not the page asked for (a bot check, a 404, a login wall…) is never analysed as content.
    const refused = task.operation === 'links' ? undefined : refusalOf(task, html, parse);
    if (refused) return { ok: false, failure: refused };
    if ('fromHtml' in handler) {
      const analysed = handler.fromHtml(html, task);
      return analysed.ok && task.detectShell ? { ...analysed, appShell: isShellMarkup(html) } : analysed;
    }
    const page = parse();
    if (!page.ok) return page;
    const result = handler.fromPage(page.value, task);
    return task.detectShell ? { ok: true, value: result, appShell: await isAppShell(task, page.value, html, result) } : succeed(result);
  } catch (error) {
    // Analysers never throw for any HTML (nor the PDF reader for any file); only a bug gets here, reported as one (500).
    return fail('internal_error', `analysis (${task.operation}) of ${task.finalUrl} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
