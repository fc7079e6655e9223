import { Command, Option } from 'commander';
import { outlineToMarkdown, outlineToText } from '../analyzers/outline/index.js';
import { checkTargetUrl } from '../fetch/address-policy.js';
import { createServices, type Services } from '../main.js';
import type { Failure } from '../errors.js';
import { addSettingFlags, configFromFlags } from './config-options.js';
import { printFailure, printJson } from './output.js';

type Flags = Record<string, unknown>;

/** Parses the URL, opens the services beside a running server, runs `work`, closes them. */
async function withLiveServices(url: string, flags: Flags, work: (services: Services, target: URL) => Promise<Failure | void>) {
  const config = configFromFlags(flags, process.env);
  const target = checkTargetUrl(url);
  if (!target.ok) return printFailure(target.failure);
  const created = await createServices(config, 'tool');
  if (!created.ok) return printFailure(created.failure);
  try {
    const failure = await work(created.value, target.value);
    if (failure) printFailure(failure);
  } finally {
    await created.value.close();
  }
}

export function outlineCommand(): Command {
  const command = new Command('outline')
    .description('Print the outline of a page: JSON, or Markdown / indented text with --format.')
    .argument('<url>', 'page URL')
    .addOption(new Option('--format <format>', 'json, markdown or text').choices(['json', 'markdown', 'text']).default('json'))
    .addOption(new Option('--depth <n>', 'maximum depth, 1 to 6').choices(['1', '2', '3', '4', '5', '6']).default('3'))
    .option('--no-snippets', 'leave out the snippets');
  addSettingFlags(command).action((url: string, flags: Flags) =>
    withLiveServices(url, flags, async (services, target) => {
      const outcome = await services.live.outline.outline(target, { depth: Number(flags.depth), includeSnippets: flags.snippets !== false });
      if (!outcome.ok) return outcome.failure;
      const { cached: _cached, ...result } = outcome.value;
      const fields = { ...result, source: result.source === 'model' ? 'headings' as const : result.source };
      if (flags.format === 'markdown') process.stdout.write(outlineToMarkdown(fields));
      else if (flags.format === 'text') process.stdout.write(outlineToText(fields));
      else printJson(result);
    }),
  );
  return command;
}

export function analyzeCommand(): Command {
  const command = new Command('analyze').description('Print the summary, sentiment, topics, entities and difficulty of a page as JSON.').argument('<url>', 'page URL');
  addSettingFlags(command).action((url: string, flags: Flags) =>
    withLiveServices(url, flags, async (services, target) => {
      const outcome = await services.live.analyze.analyze(target);
      if (!outcome.ok) return outcome.failure;
      const { cached: _cached, ...result } = outcome.value;
      printJson(result);
    }),
  );
  return command;
}
