import { Command, Option } from 'commander';
import { CONTENT_FORMATS, type ContentFormat } from '../analyzers/extract/formats.js';
import { addSettingFlags } from './config-options.js';
import { printJson } from './output.js';
import { withLiveServices, type Flags } from './with-services.js';

export function extractCommand(): Command {
  const command = new Command('extract')
    .description('Print the main content, metadata, links and images of a page as JSON.')
    .argument('<url>', 'page URL')
    .addOption(new Option('--format <format>', 'content as text, markdown or html').choices(CONTENT_FORMATS).default('text'))
    .option('--probe-images', 'read the size of images the markup does not size from their headers (at most 20, 2 s in all)');
  addSettingFlags(command).action((url: string, flags: Flags) =>
    withLiveServices(url, flags, async (services, target) => {
      const outcome = await services.live.extract.extract(target, flags.format as ContentFormat, { probeImages: flags.probeImages === true });
      if (!outcome.ok) return outcome.failure;
      printJson(outcome.value);
    }),
  );
  return command;
}
