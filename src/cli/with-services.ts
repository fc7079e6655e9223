import type { Config } from '../config/load-config.js';
import type { Failure } from '../errors.js';
import type { Services } from '../app-services.js';
import { configFromFlags } from './config-options.js';
import { printFailure } from './output.js';

export type Flags = Record<string, unknown>;

/**
 * The common path of every single-URL command: read the configuration, check the URL, open the
 * services beside a running server, run `work`, print its failure if any, close the services.
 * The services are loaded here, when a command runs, so `--help` and `--version` load none.
 */
export async function withLiveServices(url: string, flags: Flags, work: (services: Services, target: URL, config: Config) => Promise<Failure | void>): Promise<void> {
  const config = await configFromFlags(flags, process.env);
  const [{ checkTargetUrl }, { createServices }] = await Promise.all([import('../fetch/address-policy.js'), import('../main.js')]);
  const target = checkTargetUrl(url);
  if (!target.ok) return printFailure(target.failure);
  const created = await createServices(config, 'tool');
  if (!created.ok) return printFailure(created.failure);
  try {
    const failure = await work(created.value, target.value, config);
    if (failure) printFailure(failure);
  } finally {
    await created.value.close();
  }
}
