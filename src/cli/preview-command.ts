import { Command } from 'commander';
import { checkTargetUrl } from '../fetch/address-policy.js';
import { createServices } from '../main.js';
import { addSettingFlags, configFromFlags } from './config-options.js';
import { printFailure, printJson } from './output.js';

export function previewCommand(): Command {
  const command = new Command('preview').description('Print the preview of a page as JSON.').argument('<url>', 'page URL');
  addSettingFlags(command).action(async (url: string, flags: Record<string, unknown>) => {
    const config = configFromFlags(flags, process.env);
    const target = checkTargetUrl(url);
    if (!target.ok) return printFailure(target.failure);
    const created = await createServices(config, 'tool');
    if (!created.ok) return printFailure(created.failure);
    const services = created.value;
    try {
      const outcome = await services.live.preview.preview(target.value);
      if (!outcome.ok) return printFailure(outcome.failure);
      printJson(outcome.value);
    } finally {
      await services.close();
    }
  });
  return command;
}
