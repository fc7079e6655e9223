import { Command } from 'commander';
import { addSettingFlags } from './config-options.js';
import { jsonOption, printResult } from './output.js';
import { formatAeoTable, formatSeoTable } from './render/score-table.js';
import { withLiveServices, type Flags } from './with-services.js';

function auditCommand(audit: 'seo' | 'aeo', description: string): Command {
  const command = new Command(audit).description(description).argument('<url>', 'page URL').addOption(jsonOption());
  addSettingFlags(command).action((url: string, flags: Flags) =>
    withLiveServices(url, flags, async (services, target) => {
      const outcome = await services.live[audit].audit(target);
      if (!outcome.ok) return outcome.failure;
      const { cached: _cached, ...result } = outcome.value;
      if ('auditSteps' in result) printResult(result, flags, formatAeoTable);
      else printResult(result, flags, formatSeoTable);
    }),
  );
  return command;
}

export const seoCommand = () => auditCommand('seo', 'Print the SEO score table of a page (JSON when piped or with --json).');
export const aeoCommand = () => auditCommand('aeo', 'Print the AEO score table of a page (JSON when piped or with --json).');
