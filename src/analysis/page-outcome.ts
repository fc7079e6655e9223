import { httpErrorFailure, type Failure, type Outcome } from '../errors.js';
import type { Page } from '../page/index.js';
import type { TaskPage } from './task-types.js';

/**
 * Why a fetched page is not the page asked for, or undefined when it is: read before any
 * analyser, on the analysis thread. `parse` parses the page once, when a rule needs it.
 */
export function refusalOf(task: TaskPage, _html: string, _parse: () => Outcome<Page>): Failure | undefined {
  const status = task.status ?? 200;
  if (status < 200 || status > 299) return httpErrorFailure(status, task.finalUrl);
  return undefined;
}
