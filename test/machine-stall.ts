import { spawn } from 'node:child_process';

/**
 * How long the machine itself held an idle process's event loop: a child that does nothing but
 * measure its own loop delay (the monitor the service's /metrics uses, at the same 10 ms resolution).
 * On a two-core VM under a test's full load, that idle process was held 13–33 ms at worst (the
 * scheduler, the hypervisor), so a service's lag measured there is that much above what the service
 * itself caused.
 */
export interface MachineStallProbe {
  /** Stops the probe; its longest loop delay in ms, less the timer's own period. */
  stop(): Promise<number>;
}

const PROBE = `
const { monitorEventLoopDelay } = require('node:perf_hooks');
const monitor = monitorEventLoopDelay({ resolution: 10 });
monitor.enable();
process.stdin.once('data', () => {
  monitor.disable();
  process.stdout.write(String(monitor.max / 1e6), () => process.exit(0));
});
process.stdout.write('ready\\n');
`;

const RESOLUTION_MS = 10;

export async function startMachineStallProbe(): Promise<MachineStallProbe> {
  const child = spawn(process.execPath, ['-e', PROBE], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (output.startsWith('ready\n')) resolve();
    });
  });
  output = '';
  return {
    async stop() {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.stdin.end('stop');
      await exited;
      return Math.max(0, Number(output) - RESOLUTION_MS);
    },
  };
}
