import { Command } from 'commander';
import { addSettingFlags } from './config-options.js';
import { printJson } from './output.js';
import { formatAeoTable, formatSeoTable } from './score-table.js';
import { withLiveServices, type Flags } from './with-services.js';

function auditCommand(audit: 'seo' | 'aeo', description: string): Command {
  const command = new Command(audit).description(description).argument('<url>', 'page URL').option('--json', 'print the full result as JSON');
  addSettingFlags(command).action((url: string, flags: Flags) =>
    withLiveServices(url, flags, async (services, target) => {
      const outcome = await services.live[audit].audit(target);
      if (!outcome.ok) return outcome.failure;
      const { cached: _cached, ...result } = outcome.value;
      if (flags.json === true) return printJson(result);
      process.stdout.write('auditSteps' in result ? formatAeoTable(result) : formatSeoTable(result));
    }),
  );
  return command;
}

export const seoCommand = () => auditCommand('seo', 'Print the SEO score table of a page (or JSON with --json).');
export const aeoCommand = () => auditCommand('aeo', 'Print the AEO score table of a page (or JSON with --json).');
