import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/load-config.js';
import type { KeyService } from '../keys/key-service.js';
import type { AccountStores } from '../store/account-ports.js';
import type { CounterStore } from '../store/ports.js';
import type { Clock } from '../time/clock.js';
import { createAccountService, type AccountService } from './account-service.js';
import { createPortal, type Portal } from './create-portal.js';
import { createLoginThrottle } from './login-throttle.js';
import { createMailer } from './mailer.js';
import { createSessionService, type SessionService } from './session-service.js';

export interface AccountWeb {
  readonly portal: Portal;
  readonly sessions: SessionService;
  readonly accountService: AccountService;
  readonly throttle: ReturnType<typeof createLoginThrottle>;
  /** Where mail goes without SMTP (the server's logger, once it exists). */
  attachLogger(log: FastifyBaseLogger): void;
}

/** Wires the account side: sessions, passwords, mail, throttle, and the portal the pages read. */
export function createAccountWeb(deps: { config: Config; stores: AccountStores; counters: CounterStore; keys: KeyService; clock: Clock }): AccountWeb {
  const { config, stores, clock } = deps;
  let log: FastifyBaseLogger | undefined;
  const mailer = createMailer(config, () => log);
  const sessions = createSessionService({ web: stores.web, clock, secureCookies: config.publicUrl.startsWith('https:') });
  const signupOpen = config.signup === 'open';
  const accountService = createAccountService({ accounts: stores.accounts, web: stores.web, clock, mailer, publicUrl: config.publicUrl, signupScopes: config.signupScopes, signupOpen });
  const portal = createPortal({ stores, clock, plans: config.plans, sessions, accountService, keys: deps.keys, signupOpen, mailConfigured: mailer.configured });
  return { portal, sessions, accountService, throttle: createLoginThrottle(deps.counters, clock), attachLogger: (l) => void (log = l) };
}
