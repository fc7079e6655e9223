import { Command, Option } from 'commander';
import { CONTENT_FORMATS, type ContentFormat } from '../analyzers/extract/formats.js';
import { addSettingFlags } from './config-options.js';
import { jsonOption, printResult } from './output.js';
import { renderExtract } from './render/extract.js';
import { withLiveServices, type Flags } from './with-services.js';

export function extractCommand(): Command {
  const command = new Command('extract')
    .description('Print the main content of a page: title, word count, read time and the text; all of it, with metadata, links and images, as JSON when piped or with --json.')
    .argument('<url>', 'page URL')
    .addOption(new Option('--format <format>', 'content as text, markdown or html').choices(CONTENT_FORMATS).default('text'))
    .option('--probe-images', 'read the size of images the markup does not size from their headers (at most 20, 2 s in all)')
    .option('--structured-data', 'add structured_data: the page\'s JSON-LD, microdata and RDFa items as JSON-LD objects (shown with --json)')
    .addOption(jsonOption());
  addSettingFlags(command).action((url: string, flags: Flags) =>
    withLiveServices(url, flags, async (services, target) => {
      const outcome = await services.live.extract.extract(target, flags.format as ContentFormat, { probeImages: flags.probeImages === true, structuredData: flags.structuredData === true });
      if (!outcome.ok) return outcome.failure;
      printResult(outcome.value, flags, renderExtract);
    }),
  );
  return command;
}
