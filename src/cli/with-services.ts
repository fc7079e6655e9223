import type { Failure } from '../errors.js';
import { checkTargetUrl } from '../fetch/address-policy.js';
import { createServices, type Services } from '../main.js';
import { configFromFlags } from './config-options.js';
import { printFailure } from './output.js';

export type Flags = Record<string, unknown>;

/**
 * The common path of every single-URL command: read the configuration, check the URL, open the
 * services beside a running server, run `work`, print its failure if any, close the services.
 */
export async function withLiveServices(url: string, flags: Flags, work: (services: Services, target: URL) => Promise<Failure | void>): Promise<void> {
  const config = configFromFlags(flags, process.env);
  const target = checkTargetUrl(url);
  if (!target.ok) return printFailure(target.failure);
  const created = await createServices(config, 'tool');
  if (!created.ok) return printFailure(created.failure);
  try {
    const failure = await work(created.value, target.value);
    if (failure) printFailure(failure);
  } finally {
    await created.value.close();
  }
}
