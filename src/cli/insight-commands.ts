import { Command, Option } from 'commander';
import { outlineToMarkdown, outlineToText } from '../analyzers/outline/render.js';
import { addSettingFlags } from './config-options.js';
import { jsonOption, printJson, printResult } from './output.js';
import { renderAnalyze } from './render/analyze.js';
import { renderOutline } from './render/outline.js';
import { withLiveServices, type Flags } from './with-services.js';

export function outlineCommand(): Command {
  const command = new Command('outline')
    .description('Print the outline of a page (JSON when piped or with --json), or Markdown / indented text with --format.')
    .argument('<url>', 'page URL')
    .addOption(new Option('--format <format>', 'json, markdown or text (default: a summary on a terminal, else json)').choices(['json', 'markdown', 'text']))
    .addOption(new Option('--depth <n>', 'maximum depth, 1 to 6').choices(['1', '2', '3', '4', '5', '6']).default('3'))
    .option('--no-snippets', 'leave out the snippets')
    .addOption(jsonOption());
  addSettingFlags(command).action((url: string, flags: Flags) =>
    withLiveServices(url, flags, async (services, target) => {
      const outcome = await services.live.outline.outline(target, { depth: Number(flags.depth), includeSnippets: flags.snippets !== false });
      if (!outcome.ok) return outcome.failure;
      const { cached: _cached, ...result } = outcome.value;
      const fields = { ...result, source: result.source === 'model' ? 'headings' as const : result.source };
      if (flags.format === 'markdown') process.stdout.write(outlineToMarkdown(fields));
      else if (flags.format === 'text') process.stdout.write(outlineToText(fields));
      else if (flags.format === 'json') printJson(result);
      else printResult(result, flags, renderOutline);
    }),
  );
  return command;
}

export function analyzeCommand(): Command {
  const command = new Command('analyze')
    .description('Print the summary, sentiment, topics, entities and difficulty of a page (JSON when piped or with --json).')
    .argument('<url>', 'page URL')
    .addOption(jsonOption());
  addSettingFlags(command).action((url: string, flags: Flags) =>
    withLiveServices(url, flags, async (services, target) => {
      const outcome = await services.live.analyze.analyze(target);
      if (!outcome.ok) return outcome.failure;
      const { cached: _cached, ...result } = outcome.value;
      printResult(result, flags, renderAnalyze);
    }),
  );
  return command;
}
