import { Command, Option } from 'commander';
import type { AccessRequestListing } from '../results/account.js';
import { addSettingFlags } from './config-options.js';
import { printFailure, printJson } from './output.js';
import { withAccountServices, type Flags } from './account-tools.js';

const jsonOption = () => new Option('--json', 'print JSON');

function print(requests: readonly AccessRequestListing[], json: boolean): void {
  if (json) return printJson(requests);
  for (const r of requests) process.stdout.write(`${r.id}  ${r.state}  ${r.email}  [${r.scopes.join(' ')}]  ${r.created_at}  ${JSON.stringify(r.reason)}\n`);
}

function decideSubcommand(action: 'approve' | 'deny'): Command {
  return addSettingFlags(new Command(action))
    .description(action === 'approve' ? 'Approve a request: its scopes are granted at once' : 'Deny a request')
    .argument('<id>', 'access request id (see `pagelens access list`)')
    .addOption(jsonOption())
    .action(async (id: string, flags: Flags & { json?: boolean }) =>
      withAccountServices(flags, async (services) => {
        const decided = await services.portal.decide(id, action === 'approve' ? 'approved' : 'denied');
        if (!decided.ok) return printFailure(decided.failure);
        print([decided.value], flags.json === true);
      }));
}

export function accessCommand(): Command {
  const list = addSettingFlags(new Command('list'))
    .description('Every beta-access request, newest first')
    .addOption(jsonOption())
    .action(async (flags: Flags & { json?: boolean }) =>
      withAccountServices(flags, async (services) => print((await services.portal.accessRequests()).requests, flags.json === true)));
  return new Command('access')
    .description('Beta-access requests from the dashboard (same as /admin)')
    .addCommand(list)
    .addCommand(decideSubcommand('approve'))
    .addCommand(decideSubcommand('deny'));
}
