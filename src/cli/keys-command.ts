import { Command, Option } from 'commander';
import type { Config } from '../config/load-config.js';
import type { Outcome } from '../errors.js';
import { PLANS, type Plan } from '../domain/operations.js';
import type { IssuedKey, KeyService, KeySummary } from '../keys/key-service.js';
import { addSettingFlags, configFromFlags } from './config-options.js';
import { printFailure, printJson } from './output.js';

type Flags = Record<string, unknown>;

/**
 * Opens the configured account store beside a running server, runs `work`, closes it. The stores
 * are loaded here, when a command runs, so `--help` and `--version` load none.
 */
async function withKeyService(flags: Flags, work: (keys: KeyService) => Promise<void>): Promise<void> {
  const config: Config = await configFromFlags(flags, process.env);
  const [{ openStores }, { createKeyService }, { systemClock }] = await Promise.all([
    import('../store/open-stores.js'),
    import('../keys/key-service.js'),
    import('../time/clock.js'),
  ]);
  const opened = await openStores(config, 'tool');
  if (!opened.ok) return printFailure(opened.failure);
  try {
    await work(createKeyService({ accounts: opened.value.accountStores.accounts, clock: systemClock }));
  } finally {
    await opened.value.close();
  }
}

function printIssued(result: Outcome<IssuedKey>, json: boolean): void {
  if (!result.ok) return printFailure(result.failure);
  if (json) return printJson(result.value);
  const k = result.value;
  process.stdout.write(`${k.key}\n`);
  process.stderr.write(`key ${k.id} (${k.env}) for ${k.email}, plan ${k.plan}, scopes: ${k.scopes.join(' ')}. Shown once: store it now.\n`);
}

function printSummaries(keys: readonly KeySummary[], json: boolean): void {
  if (json) return printJson(keys);
  for (const k of keys) {
    const state = k.revoked_at ? `revoked ${k.revoked_at}${k.replaced_by ? ` → ${k.replaced_by}` : ''}` : 'active';
    process.stdout.write(`${k.id}  ${k.hint}  ${k.env}  ${k.email}  ${k.plan}  [${k.scopes.join(' ')}]  ${state}\n`);
  }
}

async function scopesOrExit(text: string | undefined) {
  if (text === undefined) return undefined;
  const { parseScopes } = await import('../keys/key-service.js');
  const scopes = parseScopes(text);
  if (!scopes.ok) {
    printFailure(scopes.failure);
    process.exit(1);
  }
  return scopes.value;
}

const jsonOption = () => new Option('--json', 'print JSON');

function createSubcommand(): Command {
  return addSettingFlags(new Command('create'))
    .description('Create a key (and its account if new). Prints the key once.')
    .requiredOption('--email <email>', 'account email')
    .addOption(new Option('--plan <plan>', 'plan of the account (new accounts: starter)').choices(PLANS))
    .option('--scopes <list>', 'comma list of endpoints, or "all"; also granted to the account (default: what the account is granted)')
    .addOption(new Option('--env <env>', 'live or test').choices(['live', 'test']).default('live'))
    .addOption(jsonOption())
    .action(async (flags: Flags) => {
      const scopes = await scopesOrExit(flags.scopes as string | undefined);
      return withKeyService(flags, async (service) => {
        const plan = flags.plan as Plan | undefined;
        const input = { email: flags.email as string, env: flags.env as 'live' | 'test', ...(plan ? { plan } : {}), ...(scopes ? { scopes } : {}) };
        printIssued(await service.createKey(input), flags.json === true);
      });
    });
}

function rotateSubcommand(): Command {
  return addSettingFlags(new Command('rotate'))
    .description('Invalidate a key at once and print its replacement (same account, environment and scopes).')
    .argument('<id>', 'key id (see keys list)')
    .addOption(jsonOption())
    .action((id: string, flags: Flags) => withKeyService(flags, async (service) => printIssued(await service.rotateKey(id), flags.json === true)));
}

function grantSubcommand(): Command {
  return addSettingFlags(new Command('grant'))
    .description("Grant endpoints to an account; its keys without their own scope list gain them at once.")
    .requiredOption('--email <email>', 'account email')
    .requiredOption('--scopes <list>', 'comma list of endpoints, or "all"')
    .addOption(jsonOption())
    .action(async (flags: Flags) => {
      const scopes = (await scopesOrExit(flags.scopes as string))!;
      return withKeyService(flags, async (service) => {
        const result = await service.grant(flags.email as string, scopes);
        if (!result.ok) return printFailure(result.failure);
        const { id, email, plan, scopes: granted } = result.value;
        if (flags.json === true) return printJson({ id, email, plan, scopes: granted });
        process.stdout.write(`${email} (${plan}) is granted: ${granted.join(' ')}\n`);
      });
    });
}

function listSubcommand(): Command {
  return addSettingFlags(new Command('list'))
    .description('List keys (never their text): id, hint, environment, account, plan, scopes, state.')
    .option('--email <email>', 'only this account')
    .addOption(jsonOption())
    .action((flags: Flags) =>
      withKeyService(flags, async (service) => {
        const result = await service.list(flags.email as string | undefined);
        if (!result.ok) return printFailure(result.failure);
        printSummaries(result.value, flags.json === true);
      }),
    );
}

function revokeSubcommand(): Command {
  return addSettingFlags(new Command('revoke'))
    .description('Revoke a key at once.')
    .argument('<id>', 'key id')
    .addOption(jsonOption())
    .action((id: string, flags: Flags) =>
      withKeyService(flags, async (service) => {
        const result = await service.revoke(id);
        if (!result.ok) return printFailure(result.failure);
        if (flags.json === true) return printJson(result.value);
        process.stdout.write(`revoked ${result.value.id} (${result.value.hint})\n`);
      }),
    );
}

export function keysCommand(): Command {
  return new Command('keys')
    .description('Manage accounts and API keys (works while the server runs).')
    .addCommand(createSubcommand())
    .addCommand(rotateSubcommand())
    .addCommand(grantSubcommand())
    .addCommand(listSubcommand())
    .addCommand(revokeSubcommand());
}
