import { Command, Option } from 'commander';
import { CONTENT_FORMATS, type ContentFormat } from '../analyzers/extract/extract.js';
import { checkTargetUrl } from '../fetch/address-policy.js';
import { createServices } from '../main.js';
import { addSettingFlags, configFromFlags } from './config-options.js';
import { printFailure, printJson } from './output.js';

export function extractCommand(): Command {
  const command = new Command('extract')
    .description('Print the main content, metadata, links and images of a page as JSON.')
    .argument('<url>', 'page URL')
    .addOption(new Option('--format <format>', 'content as text, markdown or html').choices(CONTENT_FORMATS).default('text'));
  addSettingFlags(command).action(async (url: string, flags: Record<string, unknown>) => {
    const config = configFromFlags(flags, process.env);
    const target = checkTargetUrl(url);
    if (!target.ok) return printFailure(target.failure);
    const created = await createServices(config, 'tool');
    if (!created.ok) return printFailure(created.failure);
    try {
      const outcome = await created.value.live.extract.extract(target.value, flags.format as ContentFormat);
      if (!outcome.ok) return printFailure(outcome.failure);
      printJson(outcome.value);
    } finally {
      await created.value.close();
    }
  });
  return command;
}
