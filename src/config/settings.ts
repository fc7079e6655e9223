/**
 * Every setting the service reads, as data: the env name, the `pagelens serve` flag,
 * its type, default and one line of docs. `loadConfig` parses them; the README table
 * and `serve --help` are made from the same list (CONTRACT §2).
 */

export type SettingType = 'port' | 'string' | 'secret' | 'url' | 'postgres-url' | 'redis-url' | 'json' | 'list' | 'boolean' | 'positive-int' | 'path';

export interface SettingSpec {
  readonly key: string;
  readonly env: string;
  readonly flag: string;
  readonly type: SettingType;
  /** Default as the operator would write it; undefined means unset. */
  readonly defaultValue: string | undefined;
  readonly description: string;
}

export const SETTINGS = [
  { key: 'port', env: 'PORT', flag: '--port', type: 'port', defaultValue: '8080', description: 'TCP port to listen on.' },
  { key: 'host', env: 'HOST', flag: '--host', type: 'string', defaultValue: '127.0.0.1', description: 'Address to listen on.' },
  {
    key: 'dataDir',
    env: 'PAGELENS_DATA_DIR',
    flag: '--data-dir',
    type: 'path',
    defaultValue: './data',
    description: 'Directory of the embedded store (SQLite): rate-limit counters, result cache.',
  },
  {
    key: 'databaseUrl',
    env: 'PAGELENS_DATABASE_URL',
    flag: '--database-url',
    type: 'postgres-url',
    defaultValue: undefined,
    description: 'postgres://… : accounts, keys and usage in PostgreSQL, shared by every instance. Unset: the embedded store.',
  },
  {
    key: 'redisUrl',
    env: 'PAGELENS_REDIS_URL',
    flag: '--redis-url',
    type: 'redis-url',
    defaultValue: undefined,
    description: 'redis://… : rate limits, cache and screenshots in Redis, shared by every instance. Unset: the embedded store.',
  },
  {
    key: 'plans',
    env: 'PAGELENS_PLANS',
    flag: '--plans',
    type: 'json',
    defaultValue: undefined,
    description: 'JSON overriding monthly quotas of the plan table, e.g. {"starter":{"extract":2000}}.',
  },
  {
    key: 'allowHosts',
    env: 'PAGELENS_ALLOW_HOSTS',
    flag: '--allow-hosts',
    type: 'list',
    defaultValue: '',
    description: 'Comma list of IPs, CIDRs or ip:port exempt from the private-address block. Nothing else relaxes the SSRF policy.',
  },
  {
    key: 'trustProxy',
    env: 'PAGELENS_TRUST_PROXY',
    flag: '--trust-proxy',
    type: 'boolean',
    defaultValue: 'false',
    description: 'When true, the client IP is the right-most X-Forwarded-For entry (the one your proxy added).',
  },
  {
    key: 'publicUrl',
    env: 'PAGELENS_PUBLIC_URL',
    flag: '--public-url',
    type: 'url',
    defaultValue: undefined,
    description: 'Base of links the service hands out. Default: http://HOST:PORT.',
  },
  {
    key: 'chromiumPath',
    env: 'PAGELENS_CHROMIUM_PATH',
    flag: '--chromium-path',
    type: 'path',
    defaultValue: '/usr/bin/chromium',
    description: 'Browser for /screenshot (Debian: apt-get install chromium). Missing: /screenshot answers 503, the rest works.',
  },
  {
    key: 'screenshotConcurrency',
    env: 'PAGELENS_SCREENSHOT_CONCURRENCY',
    flag: '--screenshot-concurrency',
    type: 'positive-int',
    defaultValue: '4',
    description: 'Captures running at once in the shared browser; more wait their turn.',
  },
  {
    key: 'screenshotRecycleAfter',
    env: 'PAGELENS_SCREENSHOT_RECYCLE_AFTER',
    flag: '--screenshot-recycle-after',
    type: 'positive-int',
    defaultValue: '200',
    description: 'Captures after which the browser is restarted, so its memory does not creep.',
  },
  {
    key: 'screenshotWarm',
    env: 'PAGELENS_SCREENSHOT_WARM',
    flag: '--screenshot-warm',
    type: 'boolean',
    defaultValue: 'true',
    description: 'Launch the screenshot browser as the server starts (in the background), so no capture waits for it; false: on the first capture.',
  },
  {
    key: 'cacheTtlSeconds',
    env: 'PAGELENS_CACHE_TTL_SECONDS',
    flag: '--cache-ttl-seconds',
    type: 'positive-int',
    defaultValue: '3600',
    description: 'How long a result is served from cache (X-Cache: HIT).',
  },
  {
    key: 'keylessPreviewPerDay',
    env: 'PAGELENS_KEYLESS_PREVIEW_PER_DAY',
    flag: '--keyless-preview-per-day',
    type: 'positive-int',
    defaultValue: '150',
    description: 'Keyless /preview calls per client IP per UTC day.',
  },
  {
    key: 'keylessStackPerDay',
    env: 'PAGELENS_KEYLESS_STACK_PER_DAY',
    flag: '--keyless-stack-per-day',
    type: 'positive-int',
    defaultValue: '5',
    description: 'Keyless /stack calls per client IP per UTC day.',
  },
  {
    key: 'fetchTimeoutMs',
    env: 'PAGELENS_FETCH_TIMEOUT_MS',
    flag: '--fetch-timeout-ms',
    type: 'positive-int',
    defaultValue: '15000',
    description: 'Total deadline for one upstream fetch, all redirects and the body included.',
  },
  {
    key: 'maxRedirects',
    env: 'PAGELENS_MAX_REDIRECTS',
    flag: '--max-redirects',
    type: 'positive-int',
    defaultValue: '10',
    description: 'Redirects followed per upstream fetch; each hop is checked by the SSRF policy.',
  },
  {
    key: 'maxBodyBytes',
    env: 'PAGELENS_MAX_BODY_BYTES',
    flag: '--max-body-bytes',
    type: 'positive-int',
    defaultValue: String(10 * 1024 * 1024),
    description: 'Largest upstream body accepted, counted after decompression.',
  },
  {
    key: 'llmBaseUrl',
    env: 'PAGELENS_LLM_BASE_URL',
    flag: '--llm-base-url',
    type: 'url',
    defaultValue: undefined,
    description: 'OpenAI-compatible API base (e.g. http://127.0.0.1:11434/v1) for /outline and /analyze; unset: the built-in analysers answer.',
  },
  {
    key: 'llmModel',
    env: 'PAGELENS_LLM_MODEL',
    flag: '--llm-model',
    type: 'string',
    defaultValue: undefined,
    description: 'Model name sent to PAGELENS_LLM_BASE_URL (required with it).',
  },
  {
    key: 'llmApiKey',
    env: 'PAGELENS_LLM_API_KEY',
    flag: '--llm-api-key',
    type: 'secret',
    defaultValue: undefined,
    description: 'Bearer token for PAGELENS_LLM_BASE_URL, if it needs one. Never logged.',
  },
  {
    key: 'llmTimeoutMs',
    env: 'PAGELENS_LLM_TIMEOUT_MS',
    flag: '--llm-timeout-ms',
    type: 'positive-int',
    defaultValue: '20000',
    description: 'Deadline of one model call; past it the built-in analysers answer.',
  },
  {
    key: 'logLevel',
    env: 'PAGELENS_LOG_LEVEL',
    flag: '--log-level',
    type: 'string',
    defaultValue: 'info',
    description: 'fatal, error, warn, info, debug, trace or silent.',
  },
] as const satisfies readonly SettingSpec[];

export type SettingKey = (typeof SETTINGS)[number]['key'];
