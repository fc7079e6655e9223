import type { Services } from '../app-services.js';
import { configFromFlags } from './config-options.js';
import { printFailure } from './output.js';

export type Flags = Record<string, unknown>;

/** Opens the services beside a running server (tool role), runs `work`, closes them. */
export async function withAccountServices(flags: Flags, work: (services: Services) => Promise<void>): Promise<void> {
  const config = await configFromFlags(flags, process.env);
  const { createServices } = await import('../main.js');
  const created = await createServices(config, 'tool');
  if (!created.ok) return printFailure(created.failure);
  try {
    await work(created.value);
  } finally {
    await created.value.close();
  }
}
