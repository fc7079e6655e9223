import { Command } from 'commander';
import { addSettingFlags } from './config-options.js';
import { printJson } from './output.js';
import { withLiveServices, type Flags } from './with-services.js';

export function previewCommand(): Command {
  const command = new Command('preview').description('Print the preview of a page as JSON.').argument('<url>', 'page URL');
  addSettingFlags(command).action((url: string, flags: Flags) =>
    withLiveServices(url, flags, async (services, target) => {
      const outcome = await services.live.preview.preview(target);
      if (!outcome.ok) return outcome.failure;
      printJson(outcome.value);
    }),
  );
  return command;
}
