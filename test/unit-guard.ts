/**
 * Setup of the unit projects (vitest.config.ts), run before each of their files: a unit test that
 * listens, opens a connection or starts a process fails at once, saying where it belongs, instead of
 * slowly passing. Put back after the file, so nothing else running in the same worker is touched.
 */
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import { afterAll } from 'vitest';

const refusals: [target: object, name: string, what: string][] = [
  [net.Server.prototype, 'listen', 'listen on a port'],
  [net.Socket.prototype, 'connect', 'open a connection'],
  ...['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'].map((name): [object, string, string] => [childProcess, name, 'start a process']),
];

const originals = refusals.map(([target, name, what]) => {
  const original: unknown = Reflect.get(target, name);
  Reflect.set(target, name, () => {
    throw new Error(`a unit test may not ${what}: this file is not a unit test, and vitest.config.ts (OUT_OF_PROCESS) should know it by its imports`);
  });
  return original;
});
syncBuiltinESMExports();

afterAll(() => {
  refusals.forEach(([target, name], i) => Reflect.set(target, name, originals[i]));
  syncBuiltinESMExports();
});
