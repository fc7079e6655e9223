import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runTask } from './task-registry.js';
import type { AnalysisTask, Operation, TaskInputs, TaskOptions } from './task-types.js';

const REPORT = readFileSync(new URL('../analyzers/pdf/fixtures/report.pdf', import.meta.url));
const URL_OF_PDF = 'https://example.com/report.pdf';

function pdfTask<O extends Operation>(operation: O, options: TaskOptions<O>, inputs: TaskInputs<O>): AnalysisTask<O> {
  return { operation, options, inputs, body: new Uint8Array(REPORT), charset: 'utf-8', contentType: 'application/pdf', finalUrl: URL_OF_PDF, headers: {}, setCookies: [] };
}

describe('runTask of a PDF', () => {
  it('reads it for extract: nothing to measure, no scripts to run', async () => {
    const outcome = await runTask(pdfTask('extract', { format: 'text' }, {}));
    if (!outcome.ok) throw new Error(outcome.failure.detail);
    expect(outcome.value).toMatchObject({ fields: { title: 'Harbour Survey – Spring Report', metadata: { 'pdf:pages': '2' } }, imagesToMeasure: [], runsScripts: false });
  });

  it('reads it for preview', async () => {
    const outcome = await runTask(pdfTask('preview', {}, {}));
    expect(outcome.ok && outcome.value.type).toBe('document');
  });

  it('answers unsupported_content for the operations that do not read one', async () => {
    const outcome = await runTask(pdfTask('stack', { includeCss: false }, {}));
    expect(outcome).toEqual({
      ok: false,
      failure: { code: 'unsupported_content', detail: `${URL_OF_PDF} is a PDF, which /stack does not analyse: a PDF is read by /extract and /preview only` },
    });
  });
});
