import path from 'node:path';
import { SETTINGS, type SettingSpec, type SettingKey } from './settings.js';
import { fail, succeed, type Outcome } from '../errors.js';
import { parseAllowList, type AllowList } from '../fetch/address-policy.js';
import { parsePlanOverrides, type PlanQuotas } from '../plans/plans.js';
import { SCOPES, type Scope } from '../domain/operations.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** postgres://… when accounts, keys and usage live in PostgreSQL. */
  readonly databaseUrl: string | undefined;
  readonly redisUrl: string | undefined;
  /** Monthly quotas per plan and endpoint: the contract's table with PAGELENS_PLANS applied. */
  readonly plans: PlanQuotas;
  readonly allowHosts: readonly string[];
  /** `allowHosts` parsed, once, for the fetcher and the screenshot browser's proxy. */
  readonly allowList: AllowList;
  readonly trustProxy: boolean;
  readonly publicUrl: string;
  /** Absolute path of the Chromium binary for /screenshot (it may not exist: then 503). */
  readonly chromiumPath: string;
  readonly screenshotConcurrency: number;
  readonly screenshotRecycleAfter: number;
  readonly screenshotWarm: boolean;
  readonly cacheTtlSeconds: number;
  readonly memoryCacheMb: number;
  readonly keylessPreviewPerDay: number;
  readonly keylessStackPerDay: number;
  readonly fetchTimeoutMs: number;
  readonly maxRedirects: number;
  /** A crawl's requests to one origin at once (PAGELENS_CRAWL_PER_HOST). */
  readonly crawlPerHost: number;
  readonly maxBodyBytes: number;
  /** OpenAI-compatible endpoint for /outline and /analyze; undefined: built-in analysers only. */
  readonly llm: { readonly baseUrl: string; readonly model: string; readonly apiKey: string | undefined; readonly timeoutMs: number } | undefined;
  readonly logLevel: LogLevel;
  /** Worker threads for parsing and analysis; undefined: one per core. */
  readonly analysisWorkers: number | undefined;
  readonly analysisTimeoutMs: number;
  readonly analysisHeapMb: number;
  readonly analysisQueue: number;
  readonly analysisWarm: boolean;
  /** Whether this instance works on shared jobs (PAGELENS_WORKER); an embedded service always works its own. */
  readonly worker: boolean;
  /** Whether anyone may sign up in the browser (docs/reference/accounts.md#sign-up-and-mail-settings). */
  readonly signup: 'open' | 'closed';
  /** Scopes granted to an account made by sign-up. */
  readonly signupScopes: readonly Scope[];
  /** smtp://… for verification and reset mail; undefined: mail goes to the log. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** The operator's account, made at first start. */
  readonly ownerEmail: string;
  /** Bearer token GET /metrics requires; undefined: open. */
  readonly metricsToken: string | undefined;
}

/** Raw values by setting key: flags win over env, env over defaults. */
export type RawSettings = Partial<Record<SettingKey, string | undefined>>;

export function rawSettingsFromEnv(env: NodeJS.ProcessEnv): RawSettings {
  const raw: RawSettings = {};
  for (const setting of SETTINGS) {
    const value = env[setting.env];
    if (value !== undefined && value !== '') raw[setting.key] = value;
  }
  return raw;
}

type Parsed = string | number | boolean | string[];

function parseValue(setting: SettingSpec, value: string): Outcome<Parsed> {
  // A database URL may carry a password: never echo it.
  const shown = setting.type === 'postgres-url' || setting.type === 'redis-url' || setting.type === 'smtp-url' || setting.type === 'secret' ? '(value hidden)' : `"${value}"`;
  const bad = (why: string) => fail<Parsed>('invalid_parameter', `${setting.env} (${setting.flag}) ${why}; got ${shown}`);
  switch (setting.type) {
    case 'port': {
      const n = Number(value);
      return Number.isInteger(n) && n >= 0 && n <= 65535 ? succeed(n) : bad('must be a port number 0-65535');
    }
    case 'positive-int': {
      const n = Number(value);
      return Number.isSafeInteger(n) && n > 0 ? succeed(n) : bad('must be a whole number above 0');
    }
    case 'boolean': {
      const v = value.trim().toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(v)) return succeed(true);
      if (['false', '0', 'no', 'off'].includes(v)) return succeed(false);
      return bad('must be true or false');
    }
    case 'list':
      return succeed(value.split(',').map((s) => s.trim()).filter((s) => s.length > 0));
    case 'url': {
      if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) return bad('must be an absolute http(s) URL');
      return succeed(value.replace(/\/+$/, ''));
    }
    case 'postgres-url': {
      const ok = URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol);
      return ok ? succeed(value) : bad('must be a postgres:// or postgresql:// URL');
    }
    case 'redis-url': {
      const ok = URL.canParse(value) && /^rediss?:$/.test(new URL(value).protocol);
      return ok ? succeed(value) : bad('must be a redis:// or rediss:// URL');
    }
    case 'smtp-url': {
      const ok = URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol);
      return ok ? succeed(value) : bad('must be an smtp:// or smtps:// URL');
    }
    case 'json':
    case 'secret':
      return succeed(value);
    case 'path':
      return succeed(path.resolve(value));
    case 'string':
      return value.trim() === '' ? bad('must not be empty') : succeed(value.trim());
  }
}

/** Validates every setting; the failure names the first bad one. The result is frozen. */
export function loadConfig(raw: RawSettings): Outcome<Config> {
  const values: Record<string, Parsed | Config['llm'] | PlanQuotas | undefined> = {};
  for (const setting of SETTINGS) {
    const text = raw[setting.key] ?? setting.defaultValue;
    if (text === undefined) continue;
    const parsed = parseValue(setting, text);
    if (!parsed.ok) return parsed;
    values[setting.key] = parsed.value;
  }
  const logLevel = values.logLevel as string;
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    return fail('invalid_parameter', `PAGELENS_LOG_LEVEL (--log-level) must be one of ${LOG_LEVELS.join(', ')}; got "${logLevel}"`);
  }
  if (values.signup !== 'open' && values.signup !== 'closed') {
    return fail('invalid_parameter', `PAGELENS_SIGNUP (--signup) must be open or closed; got "${String(values.signup)}"`);
  }
  const signupScopes = values.signupScopes as string[];
  const unknownScope = signupScopes.find((scope) => !(SCOPES as readonly string[]).includes(scope));
  if (unknownScope !== undefined) {
    return fail('invalid_parameter', `PAGELENS_SIGNUP_SCOPES (--signup-scopes) lists "${unknownScope}"; scopes are ${SCOPES.join(' ')}`);
  }
  const ownerEmail = String(values.ownerEmail).toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(ownerEmail)) {
    return fail('invalid_parameter', `PAGELENS_OWNER_EMAIL (--owner-email) must be an email address; got "${ownerEmail}"`);
  }
  values.ownerEmail = ownerEmail;
  const llm = llmSettings(values);
  if (!llm.ok) return llm;
  values.llm = llm.value;
  for (const key of ['llmBaseUrl', 'llmModel', 'llmApiKey', 'llmTimeoutMs']) delete values[key];
  const plans = parsePlanOverrides(values.plans as string | undefined);
  if (!plans.ok) return plans;
  values.plans = plans.value;
  const allowList = parseAllowList(values.allowHosts as string[]);
  if (!allowList.ok) return fail('invalid_parameter', `PAGELENS_ALLOW_HOSTS (--allow-hosts): ${allowList.failure.detail}`);
  const host = values.host as string;
  const port = values.port as number;
  values.publicUrl ??= `http://${linkHost(host)}:${port}`;
  return succeed(Object.freeze({ ...values, allowHosts: Object.freeze(values.allowHosts as string[]), allowList: allowList.value, signupScopes: Object.freeze(signupScopes) }) as unknown as Config);
}

/** Addresses that mean "every interface": no client can open a link on one. */
export const UNSPECIFIED_HOSTS: ReadonlySet<string> = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The host of the default public URL: HOST itself, but for an every-interface address, which
 * no client can reach as written; its loopback stands in (the service warns at start: set
 * PAGELENS_PUBLIC_URL to hand out links other machines can open).
 */
function linkHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (UNSPECIFIED_HOSTS.has(host)) return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

function llmSettings(values: Record<string, unknown>): Outcome<Config['llm']> {
  const baseUrl = values.llmBaseUrl as string | undefined;
  const model = values.llmModel as string | undefined;
  if (baseUrl === undefined && model === undefined) return succeed(undefined);
  if (baseUrl === undefined || model === undefined) {
    return fail('invalid_parameter', 'PAGELENS_LLM_BASE_URL and PAGELENS_LLM_MODEL go together: set both, or neither');
  }
  return succeed({ baseUrl, model, apiKey: values.llmApiKey as string | undefined, timeoutMs: values.llmTimeoutMs as number });
}
