import { Command } from 'commander';
import { addSettingFlags } from './config-options.js';
import { jsonOption, printResult } from './output.js';
import { renderPreview } from './render/preview.js';
import { withLiveServices, type Flags } from './with-services.js';

export function previewCommand(): Command {
  const command = new Command('preview').description('Print the preview of a page: title, description, image… (JSON when piped or with --json).').argument('<url>', 'page URL').addOption(jsonOption());
  addSettingFlags(command).action((url: string, flags: Flags) =>
    withLiveServices(url, flags, async (services, target) => {
      const outcome = await services.live.preview.preview(target);
      if (!outcome.ok) return outcome.failure;
      printResult(outcome.value, flags, renderPreview);
    }),
  );
  return command;
}
