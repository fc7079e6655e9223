import { Command, InvalidArgumentError, Option } from 'commander';
import { CRAWL_DEFAULTS } from '../crawl/crawl-options.js';
import { JOB_OPERATIONS } from '../domain/operations.js';
import { addQueueOptions, queueJob } from './jobs-command.js';
import { addServiceOptions } from './service-client.js';

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
 * `pagelens crawl <url>`: a client of a running service's POST /crawl (docs/reference/jobs.md#crawls), like
 * `pagelens jobs`; with --wait it follows the crawl with a progress bar on a terminal.
 */
export function crawlCommand(): Command {
  const command = addServiceOptions(new Command('crawl'))
    .description('Crawl a site on a running service (PAGELENS_URL, PAGELENS_API_KEY) and print the crawl job; read its answers with pagelens jobs results <id>.')
    .argument('<url>', 'the start page; the crawl stays on its registrable domain, obeys robots.txt and reads sitemap.xml')
    .addOption(new Option('--operation <operation>', 'what to run on each page found').choices(JOB_OPERATIONS).default('extract'))
    .option('--limit <n>', `pages at most (default ${CRAWL_DEFAULTS.limit})`, wholeNumber(1, CRAWL_DEFAULTS.maxLimit))
    .option('--max-depth <n>', `link hops from the start page (default ${CRAWL_DEFAULTS.maxDepth})`, wholeNumber(0, 100))
    .option('--include <glob>', 'path glob a page must match (repeatable; * within a segment, ** across)', collect)
    .option('--exclude <glob>', 'path glob no page may match (repeatable)', collect);
  return addQueueOptions(command, 'crawl').action(async (url: string, flags: Flags) => {
    const body = {
      url,
      operation: flags.operation,
      ...(flags.limit === undefined ? {} : { limit: flags.limit }),
      ...(flags.maxDepth === undefined ? {} : { max_depth: flags.maxDepth }),
      ...(flags.include === undefined ? {} : { include: flags.include }),
      ...(flags.exclude === undefined ? {} : { exclude: flags.exclude }),
    };
    await queueJob('/crawl', body, flags, 'crawl');
  });
}
