import type { Failure } from '../errors.js';
import { Option } from 'commander';
import { colorWanted, paintFor, type RenderOptions } from './render/style.js';

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** One line naming the code, and a non-zero exit. */
export function printFailure(failure: Failure): void {
  process.stderr.write(`pagelens: ${failure.code}: ${failure.detail}\n`);
  process.exitCode = 1;
}

/** `--json` of the commands that print a summary on a terminal. */
export const jsonOption = () => new Option('--json', 'print the result as JSON (the default when stdout is not a terminal)');

/** How a terminal draws: colour as `colorWanted` decides, and its size (24 × 80 when unknown). */
export function terminalOptions(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv): RenderOptions {
  return { paint: paintFor(colorWanted(stream.isTTY === true, env)), rows: stream.rows || 24, columns: stream.columns || 80 };
}

/**
 * A result for people or for programs: the rendering when stdout is a terminal, else (piped,
 * redirected, or with --json) the JSON, exactly as the service answers it.
 */
export function printResult<T>(value: T, flags: Record<string, unknown>, render: (value: T, options: RenderOptions) => string): void {
  if (flags.json === true || process.stdout.isTTY !== true) return printJson(value);
  process.stdout.write(render(value, terminalOptions(process.stdout, process.env)));
}
