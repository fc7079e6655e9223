import { Command } from 'commander';
import { checkTargetUrl } from '../fetch/address-policy.js';
import { createServices } from '../main.js';
import { addSettingFlags, configFromFlags } from './config-options.js';
import { printFailure, printJson } from './output.js';
import { formatAeoTable, formatSeoTable } from './score-table.js';

function auditCommand(audit: 'seo' | 'aeo', description: string): Command {
  const command = new Command(audit).description(description).argument('<url>', 'page URL').option('--json', 'print the full result as JSON');
  addSettingFlags(command).action(async (url: string, flags: Record<string, unknown>) => {
    const config = configFromFlags(flags, process.env);
    const target = checkTargetUrl(url);
    if (!target.ok) return printFailure(target.failure);
    const created = await createServices(config, 'tool');
    if (!created.ok) return printFailure(created.failure);
    try {
      const outcome = await created.value.live[audit].audit(target.value);
      if (!outcome.ok) return printFailure(outcome.failure);
      const { cached: _cached, ...result } = outcome.value;
      if (flags.json === true) return printJson(result);
      process.stdout.write('auditSteps' in result ? formatAeoTable(result) : formatSeoTable(result));
    } finally {
      await created.value.close();
    }
  });
  return command;
}

export const seoCommand = () => auditCommand('seo', 'Print the SEO score table of a page (or JSON with --json).');
export const aeoCommand = () => auditCommand('aeo', 'Print the AEO score table of a page (or JSON with --json).');
