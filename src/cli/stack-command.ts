import { Command } from 'commander';
import { checkTargetUrl } from '../fetch/address-policy.js';
import { createServices } from '../main.js';
import { addSettingFlags, configFromFlags } from './config-options.js';
import { printFailure, printJson } from './output.js';

export function stackCommand(): Command {
  const command = new Command('stack')
    .description('Print the technologies, server, CDN and security headers of a site as JSON.')
    .argument('<url>', 'page URL')
    .option('--include-css', 'add the stylesheet URLs');
  addSettingFlags(command).action(async (url: string, flags: Record<string, unknown>) => {
    const config = configFromFlags(flags, process.env);
    const target = checkTargetUrl(url);
    if (!target.ok) return printFailure(target.failure);
    const created = await createServices(config, 'tool');
    if (!created.ok) return printFailure(created.failure);
    try {
      const outcome = await created.value.live.stack.detect(target.value, flags.includeCss === true);
      if (!outcome.ok) return printFailure(outcome.failure);
      const { cached: _cached, ...result } = outcome.value;
      printJson(result);
    } finally {
      await created.value.close();
    }
  });
  return command;
}
