import fs from 'node:fs';
import { Command, InvalidArgumentError, Option } from 'commander';
import { JOB_OPERATIONS } from '../domain/operations.js';
import { FINISHED_STATES, type JobState } from '../store/job-ports.js';
import type { JobResults, JobStatus } from '../results/job.js';
import { progressBar, readUrlFile } from './batch-command.js';
import { jsonOption, printFailure, printResult } from './output.js';
import { renderJobStatus } from './render/job.js';
import { addServiceOptions, callService, printServiceFailure, serviceTarget, sleep, type ServiceOutcome, type ServiceTarget } from './service-client.js';

type Flags = Record<string, unknown>;

/** The results page `--all` asks for when no --limit is given: the service's largest. */
const ALL_PAGE_LIMIT = 1000;
/** Polling `--wait` starts quick (short jobs) and settles at once a second. */
const FIRST_POLL_MS = 200;
const MAX_POLL_MS = 1000;

const jobPath = (id: string) => `/jobs/${encodeURIComponent(id)}`;
const finished = (status: JobStatus) => FINISHED_STATES.includes(status.state as JobState);

function positiveInteger(text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('a whole number from 1');
  return n;
}

/** A subcommand of a running service: --url and --key. */
const serviceSubcommand = (name: string): Command => addServiceOptions(new Command(name));

/** Prints a job's status (summary on a terminal, else JSON), or the call's failure. */
function printStatus(outcome: ServiceOutcome<JobStatus>, flags: Flags, target: ServiceTarget): void {
  if (!outcome.ok) return printServiceFailure(outcome.failure, target);
  printResult(outcome.value, flags, renderJobStatus);
}

/**
 * Polls until the job finishes, drawing progress on stderr when it is a terminal. A crawl's total
 * grows as it finds pages, so the bar's line ends when the job does, not when done meets total.
 */
async function waitForJob(target: ServiceTarget, first: JobStatus): Promise<ServiceOutcome<JobStatus>> {
  const draw = progressBar(process.stderr);
  let status = first;
  let drawn = '';
  const redraw = (ended: boolean) => {
    const shown = `${status.done}/${status.total}`;
    if (!draw || (status.total === 0 && drawn === '') || (shown === drawn && !ended)) return;
    drawn = shown;
    draw(status.done, status.total, ended);
  };
  for (let delayMs = FIRST_POLL_MS; !finished(status); delayMs = Math.min(delayMs * 2, MAX_POLL_MS)) {
    redraw(false);
    await sleep(delayMs);
    const next = await callService<JobStatus>(target, 'GET', jobPath(status.id));
    if (!next.ok) {
      redraw(true);
      return next;
    }
    status = next.value;
  }
  redraw(true);
  return { ok: true, value: status };
}

/** --webhook-url, --webhook-secret, --wait and --json: how `jobs create` and `crawl` queue work. */
export function addQueueOptions(command: Command, noun: 'job' | 'crawl'): Command {
  return command
    .option('--webhook-url <url>', 'receiver of job.page, job.completed and job.failed events')
    .option('--webhook-secret <secret>', 'signs each event (Pagelens-Signature); needs --webhook-url')
    .option('--wait', `poll until the ${noun} finishes (a progress bar on a terminal), then print the final status; exit code 1 if it failed or was cancelled`)
    .addOption(jsonOption());
}

/** POSTs a job (`/jobs` or `/crawl`) with the webhook the flags name, prints its status, and with --wait follows it to the end. */
export async function queueJob(path: '/jobs' | '/crawl', body: Record<string, unknown>, flags: Flags, noun: 'job' | 'crawl'): Promise<void> {
  const target = serviceTarget(flags);
  if (flags.webhookSecret !== undefined && flags.webhookUrl === undefined) return printFailure({ code: 'invalid_parameter', detail: '--webhook-secret needs --webhook-url' });
  const webhook = flags.webhookUrl === undefined ? undefined : { url: flags.webhookUrl, ...(flags.webhookSecret === undefined ? {} : { secret: flags.webhookSecret }) };
  const created = await callService<JobStatus>(target, 'POST', path, { ...body, ...(webhook ? { webhook } : {}) });
  if (!created.ok || flags.wait !== true) return printStatus(created, flags, target);
  const { id } = created.value;
  if (process.stderr.isTTY) process.stderr.write(`${noun} ${id}: waiting. Ctrl-C stops waiting, not the ${noun} (pagelens jobs cancel ${id}).\n`);
  const final = await waitForJob(target, created.value);
  printStatus(final, flags, target);
  if (final.ok && final.value.state !== 'completed') process.exitCode = 1;
}

function createSubcommand(): Command {
  const command = serviceSubcommand('create')
    .description('Queue a job over a file of URLs (one per line, # comments; up to 10,000) and print its status.')
    .argument('<file>', 'file of URLs, or - for standard input')
    .addOption(new Option('--operation <operation>', 'what to run on each URL').choices(JOB_OPERATIONS).makeOptionMandatory());
  return addQueueOptions(command, 'job').action(async (file: string, flags: Flags) => {
    const urls = readUrlFile(fs.readFileSync(file === '-' ? 0 : file, 'utf8'));
    if (urls.length === 0) return printFailure({ code: 'invalid_parameter', detail: `${file} holds no URLs` });
    await queueJob('/jobs', { operation: flags.operation, urls }, flags, 'job');
  });
}

function statusSubcommand(): Command {
  return serviceSubcommand('status')
    .description("A job's state and progress: a summary on a terminal, JSON when piped or with --json.")
    .argument('<id>', 'job id (job_…)')
    .addOption(jsonOption())
    .action(async (id: string, flags: Flags) => {
      const target = serviceTarget(flags);
      printStatus(await callService<JobStatus>(target, 'GET', jobPath(id)), flags, target);
    });
}

function cancelSubcommand(): Command {
  return serviceSubcommand('cancel')
    .description('Cancel a job (its URLs not yet run are not run) and print its status.')
    .argument('<id>', 'job id (job_…)')
    .addOption(jsonOption())
    .action(async (id: string, flags: Flags) => {
      const target = serviceTarget(flags);
      printStatus(await callService<JobStatus>(target, 'DELETE', jobPath(id)), flags, target);
    });
}

/**
 * Writes pages of results as JSON lines: one page, or with `all` every page until next_cursor is
 * absent. On a running job that means waiting for the rest, printing answers as they finish.
 */
async function writeResults(target: ServiceTarget, id: string, flags: Flags): Promise<ServiceOutcome<undefined>> {
  const all = flags.all === true;
  const limit = (flags.limit as number | undefined) ?? (all ? ALL_PAGE_LIMIT : undefined);
  let cursor = flags.cursor as string | undefined;
  for (;;) {
    const query = new URLSearchParams({ ...(cursor === undefined ? {} : { cursor }), ...(limit === undefined ? {} : { limit: String(limit) }) });
    const page = await callService<JobResults>(target, 'GET', `${jobPath(id)}/results${query.size > 0 ? `?${query}` : ''}`);
    if (!page.ok) return page;
    const { results, next_cursor: next } = page.value;
    if (results.length > 0) process.stdout.write(results.map((result) => `${JSON.stringify(result)}\n`).join(''));
    if (next === undefined) return { ok: true, value: undefined };
    if (!all) {
      process.stderr.write(`more: pagelens jobs results ${id} --cursor ${next}\n`);
      return { ok: true, value: undefined };
    }
    if (results.length === 0) await sleep(MAX_POLL_MS); // a running job: nothing new yet
    cursor = next;
  }
}

function resultsSubcommand(): Command {
  return serviceSubcommand('results')
    .description(
      "A job's answers as JSON lines, one result {url, success, data | error} a line, in the order the URLs finished: " +
        "good for jq (pagelens jobs results <id> --all | jq -r 'select(.success) | .data.title'). " +
        'One page (the next page\'s command on stderr), or every page with --all.',
    )
    .argument('<id>', 'job id (job_…)')
    .option('--all', 'follow next_cursor until the last page; on a running job, wait for it to finish, printing answers as they come')
    .option('--cursor <cursor>', 'start after this next_cursor of an earlier page')
    .option('--limit <n>', 'results a page (service default 100, at most 1,000; with --all 1,000)', positiveInteger)
    .action(async (id: string, flags: Flags) => {
      const target = serviceTarget(flags);
      // `… | head` closes the pipe early: that is the reader's choice, not a failure.
      process.stdout.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE') throw error;
        process.exit(0);
      });
      const written = await writeResults(target, id, flags);
      if (!written.ok) printServiceFailure(written.failure, target);
    });
}

/**
 * `pagelens jobs`: a client of a running service (docs/reference/jobs.md#jobs), since jobs live in the server's
 * data directory and are worked by its runner. Loads no service, only fetch.
 */
export function jobsCommand(): Command {
  return new Command('jobs')
    .description('Create, follow, read and cancel background jobs on a running service (PAGELENS_URL, PAGELENS_API_KEY).')
    .addCommand(createSubcommand())
    .addCommand(statusSubcommand())
    .addCommand(resultsSubcommand())
    .addCommand(cancelSubcommand());
}
