import { classifyPage } from '../analyzers/outcome/index.js';
import { httpErrorFailure, type Failure, type Outcome } from '../errors.js';
import type { Page } from '../page/index.js';
import type { TaskPage } from './task-types.js';

/**
 * Why a fetched page is not the page asked for (a 404, a bot check, a login or consent wall, a
 * parked domain, another HTTP error), or undefined when it is: read before any analyser, on the
 * analysis thread (src/analyzers/outcome). `parse` parses the page once, when a rule needs it.
 */
export function refusalOf(task: TaskPage, html: string, parse: () => Outcome<Page>): Failure | undefined {
  const status = task.status ?? 200;
  try {
    return classified(task, status, html, parse);
  } catch (error) {
    if (!(error instanceof PageUnparsed)) throw error;
    // An error page too large to parse is still refused by its status; a 2xx one goes on to the
    // analysis, which answers page_too_complex.
    return status >= 200 && status <= 299 ? undefined : httpErrorFailure(status, task.finalUrl);
  }
}

function classified(task: TaskPage, status: number, html: string, parse: () => Outcome<Page>): Failure | undefined {
  const verdict = classifyPage(
    { status, headers: task.headers, requestedUrl: task.requestedUrl ?? task.finalUrl, finalUrl: task.finalUrl, contentType: task.contentType, html },
    () => {
      const parsed = parse();
      // A page too large to parse is no wall: the analysis says page_too_complex.
      if (!parsed.ok) throw new PageUnparsed();
      return parsed.value;
    },
  );
  if (verdict.ok) return undefined;
  const plainHttpError = (status < 200 || status > 299) && httpErrorFailure(status, task.finalUrl);
  // An error status that is only what it says reads the same whatever the body's type.
  if (plainHttpError && plainHttpError.reason === verdict.reason) return plainHttpError;
  return { code: 'upstream_error', detail: verdict.detail, upstreamStatus: status, reason: verdict.reason };
}

class PageUnparsed extends Error {}
