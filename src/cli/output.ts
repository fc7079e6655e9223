import type { Failure } from '../errors.js';

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** One line naming the code, and a non-zero exit. */
export function printFailure(failure: Failure): void {
  process.stderr.write(`pagelens: ${failure.code}: ${failure.detail}\n`);
  process.exitCode = 1;
}
