#!/usr/bin/env node
import { Command } from 'commander';
import { aeoCommand, seoCommand } from './cli/audit-commands.js';
import { backupCommand } from './cli/backup-command.js';
import { batchCommand } from './cli/batch-command.js';
import { extractCommand } from './cli/extract-command.js';
import { analyzeCommand, outlineCommand } from './cli/insight-commands.js';
import { jobsCommand } from './cli/jobs-command.js';
import { crawlCommand } from './cli/crawl-command.js';
import { keysCommand } from './cli/keys-command.js';
import { accessCommand } from './cli/access-command.js';
import { adminCommand } from './cli/admin-command.js';
import { mcpCommand } from './cli/mcp-command.js';
import { previewCommand } from './cli/preview-command.js';
import { screenshotCommand } from './cli/screenshot-command.js';
import { serveCommand } from './cli/serve-command.js';
import { stackCommand } from './cli/stack-command.js';
import { readVersion } from './version.js';

// The command modules above are cheap to load: they define options and renderings only, and each
// loads its services, stores or server when it runs. So `--version` and `--help` answer at once
// (test/cli-version.test.ts lists what they load).

const program = new Command('pagelens')
  .description('Pagelens: data about any public web page.')
  .version(readVersion())
  .addCommand(serveCommand())
  .addCommand(previewCommand())
  .addCommand(extractCommand())
  .addCommand(batchCommand())
  .addCommand(jobsCommand())
  .addCommand(crawlCommand())
  .addCommand(seoCommand())
  .addCommand(aeoCommand())
  .addCommand(stackCommand())
  .addCommand(outlineCommand())
  .addCommand(analyzeCommand())
  .addCommand(screenshotCommand())
  .addCommand(keysCommand())
  .addCommand(adminCommand())
  .addCommand(accessCommand())
  .addCommand(mcpCommand())
  .addCommand(backupCommand());

await program.parseAsync(process.argv);
