import { Command } from 'commander';
import { addSettingFlags } from './config-options.js';
import { printJson } from './output.js';
import { withLiveServices, type Flags } from './with-services.js';

export function stackCommand(): Command {
  const command = new Command('stack')
    .description('Print the technologies, server, CDN and security headers of a site as JSON.')
    .argument('<url>', 'page URL')
    .option('--include-css', 'add the stylesheet URLs');
  addSettingFlags(command).action((url: string, flags: Flags) =>
    withLiveServices(url, flags, async (services, target) => {
      const outcome = await services.live.stack.detect(target, flags.includeCss === true);
      if (!outcome.ok) return outcome.failure;
      const { cached: _cached, ...result } = outcome.value;
      printJson(result);
    }),
  );
  return command;
}
