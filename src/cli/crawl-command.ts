import { Command, InvalidArgumentError, Option } from 'commander';
import { CRAWL_DEFAULTS } from '../crawl/crawl-options.js';
import { JOB_OPERATIONS } from '../jobs/job-store.js';
import type { JobStatus } from '../results/job.js';
import { printStatus, waitForJob } from './jobs-command.js';
import { jsonOption, printFailure } from './output.js';
import { addServiceOptions, callService, serviceTarget } from './service-client.js';

type Flags = Record<string, unknown>;

function wholeNumber(min: number, max: number) {
  return (text: string): number => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < min || n > max) throw new InvalidArgumentError(`a whole number from ${min} to ${max.toLocaleString('en')}`);
    return n;
  };
}

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/**
 * `pagelens crawl <url>`: a client of a running service (CONTRACT §7 POST /crawl), like
 * `pagelens jobs`; with --wait it follows the crawl with a progress bar on a terminal.
 */
export function crawlCommand(): Command {
  return addServiceOptions(new Command('crawl'))
    .description('Crawl a site on a running service (PAGELENS_URL, PAGELENS_API_KEY) and print the crawl job; read its answers with pagelens jobs results <id>.')
    .argument('<url>', 'the start page; the crawl stays on its registrable domain, obeys robots.txt and reads sitemap.xml')
    .addOption(new Option('--operation <operation>', 'what to run on each page found').choices(JOB_OPERATIONS).default('extract'))
    .option('--limit <n>', `pages at most (default ${CRAWL_DEFAULTS.limit})`, wholeNumber(1, CRAWL_DEFAULTS.maxLimit))
    .option('--max-depth <n>', `link hops from the start page (default ${CRAWL_DEFAULTS.maxDepth})`, wholeNumber(0, 100))
    .option('--include <glob>', 'path glob a page must match (repeatable; * within a segment, ** across)', collect)
    .option('--exclude <glob>', 'path glob no page may match (repeatable)', collect)
    .option('--webhook-url <url>', 'receiver of job.page, job.completed and job.failed events')
    .option('--webhook-secret <secret>', 'signs each event (Pagelens-Signature); needs --webhook-url')
    .option('--wait', 'poll until the crawl finishes (a progress bar on a terminal), then print the final status; exit code 1 if it failed or was cancelled')
    .addOption(jsonOption())
    .action(async (url: string, flags: Flags) => {
      const target = serviceTarget(flags);
      if (flags.webhookSecret !== undefined && flags.webhookUrl === undefined) return printFailure({ code: 'invalid_parameter', detail: '--webhook-secret needs --webhook-url' });
      const webhook = flags.webhookUrl === undefined ? undefined : { url: flags.webhookUrl, ...(flags.webhookSecret === undefined ? {} : { secret: flags.webhookSecret }) };
      const body = {
        url,
        operation: flags.operation,
        ...(flags.limit === undefined ? {} : { limit: flags.limit }),
        ...(flags.maxDepth === undefined ? {} : { max_depth: flags.maxDepth }),
        ...(flags.include === undefined ? {} : { include: flags.include }),
        ...(flags.exclude === undefined ? {} : { exclude: flags.exclude }),
        ...(webhook ? { webhook } : {}),
      };
      const created = await callService<JobStatus>(target, 'POST', '/crawl', body);
      if (!created.ok || flags.wait !== true) return printStatus(created, flags, target);
      const { id } = created.value;
      if (process.stderr.isTTY) process.stderr.write(`crawl ${id}: waiting. Ctrl-C stops waiting, not the crawl (pagelens jobs cancel ${id}).\n`);
      const final = await waitForJob(target, created.value);
      printStatus(final, flags, target);
      if (final.ok && final.value.state !== 'completed') process.exitCode = 1;
    });
}
