import { Command } from 'commander';
import { addSettingFlags, configFromFlags } from './config-options.js';

export function serveCommand(): Command {
  const command = new Command('serve').description('Start the HTTP service.');
  addSettingFlags(command, { listed: true }).action(async (flags: Record<string, unknown>) => {
    const config = await configFromFlags(flags, process.env);
    const { startServer } = await import('../main.js');
    const server = await startServer(config).catch((error: unknown) => {
      process.stderr.write(`pagelens: cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
    server.app.log.info(`Pagelens listening on ${server.url} (docs: ${server.url}/docs)`);
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      server.app.log.info(`${signal}: shutting down`);
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
  });
  return command;
}
