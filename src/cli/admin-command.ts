import { createInterface } from 'node:readline';
import { Command } from 'commander';
import { addSettingFlags } from './config-options.js';
import { printFailure } from './output.js';
import { withAccountServices, type Flags } from './account-tools.js';

/** The first line of standard input, without its line ending (never echoed or logged). */
async function readLine(): Promise<string | undefined> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return undefined;
}

function passwordSubcommand(): Command {
  return addSettingFlags(new Command('password'))
    .description("Set an account's password from one line of standard input (and mark its email verified); ends its sessions.")
    .requiredOption('--email <email>', 'account email (e.g. the owner, PAGELENS_OWNER_EMAIL)')
    .action(async (flags: Flags & { email: string }) => {
      const password = await readLine();
      if (password === undefined) return printFailure({ code: 'invalid_parameter', detail: 'no password on standard input' });
      await withAccountServices(flags, async (services) => {
        const account = await services.accountStores.accounts.findAccountByEmail(flags.email.trim().toLowerCase());
        if (!account) return printFailure({ code: 'not_found', detail: `no account with email ${flags.email}` });
        const set = await services.accountWeb.accountService.setPassword(account, password);
        if (!set.ok) return printFailure(set.failure);
        process.stderr.write(`password set for ${account.email}\n`);
      });
    });
}

export function adminCommand(): Command {
  return new Command('admin').description('Operator tasks on accounts').addCommand(passwordSubcommand());
}
