import { execFileSync } from 'node:child_process';
import { builtCli } from './built-service.js';

/**
 * `node …` arguments that run the CLI as its package does: the compiled dist/cli.js (npm test builds
 * it first; built here when a source is newer). From source through tsx each run cost about 3.5 s more
 * CPU, for every command these tests run.
 */
export const CLI = [builtCli()];

/** The environment without the caller's colour settings (vitest sets FORCE_COLOR in its workers) or `without`, and colour off. */
export function plainEnv(without: readonly string[] = []): Record<string, string | undefined> {
  const dropped = new Set(['FORCE_COLOR', 'NO_COLOR', 'NODE_DISABLE_COLORS', ...without]);
  return { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !dropped.has(name))), NO_COLOR: '1' };
}

/** `script` (util-linux) runs a command on a pseudo-terminal: the CLI then sees a TTY on stdout. */
export const HAS_SCRIPT = (() => {
  try {
    execFileSync('script', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
