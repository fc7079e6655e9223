import { Option, type Command } from 'commander';
import { SETTINGS } from '../config/settings.js';
import type { Config, RawSettings } from '../config/load-config.js';

/**
 * Adds one flag per setting: every setting is an env variable and a flag (docs/reference/operations.md#configuration). Only
 * `serve` lists them in its help; other commands accept them quietly and say where they are
 * listed, so their own options come first.
 */
export function addSettingFlags(command: Command, options: { listed?: boolean } = {}): Command {
  for (const setting of SETTINGS) {
    const shown = setting.defaultValue === undefined || setting.defaultValue === '' ? '' : ` (default ${setting.defaultValue})`;
    const flag = new Option(`${setting.flag} <value>`, `${setting.description} Env ${setting.env}${shown}.`);
    command.addOption(options.listed ? flag : flag.hideHelp());
  }
  if (!options.listed) command.addHelpText('after', '\nServer settings (data dir, database, limits…) are accepted too, as flags or env variables: see `pagelens serve --help`.');
  return command;
}

/**
 * Flags win over env, env over defaults. Exits with a message naming the bad setting. The
 * parser is loaded here, not at start-up, so `--help` and `--version` stay quick.
 */
export async function configFromFlags(flags: Record<string, unknown>, env: NodeJS.ProcessEnv): Promise<Config> {
  const { loadConfig, rawSettingsFromEnv } = await import('../config/load-config.js');
  const raw: RawSettings = rawSettingsFromEnv(env);
  for (const setting of SETTINGS) {
    const value = flags[setting.key];
    if (typeof value === 'string') raw[setting.key] = value;
  }
  const config = loadConfig(raw);
  if (!config.ok) {
    process.stderr.write(`pagelens: invalid configuration: ${config.failure.detail}\n`);
    process.exit(2);
  }
  return config.value;
}

/** Whether the public URL was given (flag or env) rather than derived from HOST and PORT. */
export function publicUrlGiven(flags: Record<string, unknown>, env: NodeJS.ProcessEnv): boolean {
  return typeof flags.publicUrl === 'string' || (env.PAGELENS_PUBLIC_URL ?? '') !== '';
}
