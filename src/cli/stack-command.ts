import { Command } from 'commander';
import { addSettingFlags } from './config-options.js';
import { jsonOption, printResult } from './output.js';
import { renderStack } from './render/stack.js';
import { withLiveServices, type Flags } from './with-services.js';

export function stackCommand(): Command {
  const command = new Command('stack')
    .description('Print the technologies, server, CDN and security headers of a site (JSON when piped or with --json).')
    .argument('<url>', 'page URL')
    .option('--include-css', 'add the stylesheet URLs')
    .addOption(jsonOption());
  addSettingFlags(command).action((url: string, flags: Flags) =>
    withLiveServices(url, flags, async (services, target) => {
      const outcome = await services.live.stack.detect(target, flags.includeCss === true);
      if (!outcome.ok) return outcome.failure;
      const { cached: _cached, ...result } = outcome.value;
      printResult(result, flags, renderStack);
    }),
  );
  return command;
}
