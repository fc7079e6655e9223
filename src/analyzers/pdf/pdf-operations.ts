import { fail, succeed, type Outcome } from '../../errors.js';

/** The operations (endpoints) that read a PDF; every other one answers unsupported_content for one. */
export const PDF_OPERATIONS: ReadonlySet<string> = new Set(['preview', 'extract']);

/** Whether `operation` reads a PDF: checked before its inputs are gathered, and again before analysis. */
export function checkPdfOperation(operation: string, url: string): Outcome<void> {
  if (PDF_OPERATIONS.has(operation)) return succeed(undefined);
  return fail('unsupported_content', `${url} is a PDF, which /${operation} does not analyse: a PDF is read by /extract and /preview only`);
}
