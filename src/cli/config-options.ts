import type { Command } from 'commander';
import { SETTINGS } from '../config/settings.js';
import { loadConfig, rawSettingsFromEnv, type Config, type RawSettings } from '../config/load-config.js';

/** Adds one flag per setting (CONTRACT §2: every setting is an env variable and a flag). */
export function addSettingFlags(command: Command): Command {
  for (const setting of SETTINGS) {
    const shown = setting.defaultValue === undefined || setting.defaultValue === '' ? '' : ` (default ${setting.defaultValue})`;
    command.option(`${setting.flag} <value>`, `${setting.description} Env ${setting.env}${shown}.`);
  }
  return command;
}

/** Flags win over env, env over defaults. Exits with a message naming the bad setting. */
export function configFromFlags(flags: Record<string, unknown>, env: NodeJS.ProcessEnv): Config {
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
