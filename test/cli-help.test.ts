import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../src/config/settings.js';
import { REPO_ROOT } from './fixture-server.js';
import { CLI } from './cli-process.js';

const help = (...args: string[]) => execFileSync(process.execPath, [...CLI, ...args, '--help'], { cwd: REPO_ROOT, encoding: 'utf8' });

describe('pagelens <command> --help', () => {
  it('shows a command\'s own options, not the server settings', () => {
    const text = help('extract');
    expect(text).toContain('--format');
    for (const setting of SETTINGS) expect(text).not.toContain(setting.flag + ' ');
    expect(text).toContain('pagelens serve --help');
  });

  it('serve lists every setting', () => {
    const text = help('serve');
    for (const setting of SETTINGS) expect(text).toContain(setting.flag);
  });
}, 60_000);
