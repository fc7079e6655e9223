import { Command } from 'commander';
import { addSettingFlags, configFromFlags } from './config-options.js';
import { printFailure } from './output.js';

/** `pagelens backup <dir>`: a consistent copy of the embedded store, safe while the server runs. */
export function backupCommand(): Command {
  const command = new Command('backup')
    .description('Copy the embedded store (accounts, keys, usage, cache, screenshots, link secret) into <dir>, safely while the server runs.')
    .argument('<dir>', 'an empty or new directory');
  addSettingFlags(command).action(async (dir: string, flags: Record<string, unknown>) => {
    const config = await configFromFlags(flags, process.env);
    const { backupDataDir } = await import('../store/sqlite/backup-data-dir.js');
    const result = await backupDataDir(config.dataDir, dir);
    if (!result.ok) return printFailure(result.failure);
    for (const file of result.value) process.stdout.write(`${file}\n`);
    if (config.databaseUrl) process.stderr.write('note: accounts, keys and usage live in PostgreSQL (PAGELENS_DATABASE_URL); back it up with pg_dump.\n');
  });
  return command;
}
