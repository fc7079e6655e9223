import fs from 'node:fs';
import { Command, Option } from 'commander';
import type { BatchOperation } from '../services/batch-service.js';
import { addSettingFlags, configFromFlags } from './config-options.js';
import { printFailure, printJson } from './output.js';

/**
 * The batch service's operations and cap (docs/reference/api.md#batch), written out here so that `--help` and
 * `--version` need not load the service and its schemas; a test holds them equal to the service's.
 */
export const BATCH_OPTIONS = { operations: ['extract', 'preview'], maxUrls: 50 } as const;
const { operations: BATCH_OPERATIONS, maxUrls: MAX_BATCH_URLS } = BATCH_OPTIONS;

/** One URL per line; blank lines and lines starting with # are skipped. */
export function readUrlFile(text: string): string[] {
  return text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * A one-line progress bar on stderr, drawn only when stderr is a terminal (also `jobs create
 * --wait` and `crawl --wait`); its line ends when `ended` (by default once done reaches total).
 */
export function progressBar(stream: NodeJS.WriteStream) {
  if (!stream.isTTY) return undefined;
  return (done: number, total: number, ended = done === total) => {
    const width = 30;
    const filled = total > 0 ? Math.round((done / total) * width) : 0;
    stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}${ended ? '\n' : ''}`);
  };
}

export function batchCommand(): Command {
  const command = new Command('batch')
    .description(`Run preview or extract over a file of URLs (one per line, at most ${MAX_BATCH_URLS}); JSON on stdout.`)
    .argument('<file>', 'file of URLs, or - for standard input')
    .addOption(new Option('--operation <operation>', 'extract or preview').choices(BATCH_OPERATIONS).default('extract'));
  addSettingFlags(command).action(async (file: string, flags: Record<string, unknown>) => {
    const config = await configFromFlags(flags, process.env);
    const urls = readUrlFile(fs.readFileSync(file === '-' ? 0 : file, 'utf8'));
    if (urls.length === 0) return printFailure({ code: 'invalid_parameter', detail: `${file} holds no URLs` });
    if (urls.length > MAX_BATCH_URLS) return printFailure({ code: 'too_many_urls', detail: `${file} holds ${urls.length} URLs; a batch takes at most ${MAX_BATCH_URLS}` });
    // Loaded when the command runs, so `--help` and `--version` load no service.
    const [{ createServices }, { runBatch }, { UNMETERED }] = await Promise.all([import('../main.js'), import('../services/batch-service.js'), import('../access/meter.js')]);
    const created = await createServices(config, 'tool');
    if (!created.ok) return printFailure(created.failure);
    try {
      const onProgress = progressBar(process.stderr);
      const result = await runBatch(flags.operation as BatchOperation, urls, {
        services: created.value.live,
        meter: UNMETERED,
        ...(onProgress ? { onProgress } : {}),
      });
      printJson(result);
    } finally {
      await created.value.close();
    }
  });
  return command;
}
