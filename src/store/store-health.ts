import { describeStoreFault, type StoreComponent } from './store-unavailable.js';

/** What a store reports: it went down or came back (once per change), or one call or write failed. */
export type StoreEvent =
  | { readonly kind: 'down'; readonly component: StoreComponent; readonly detail: string }
  | { readonly kind: 'up'; readonly component: StoreComponent; readonly downForMs: number }
  | { readonly kind: 'fault'; readonly component: StoreComponent; readonly operation: string; readonly detail: string };

export interface ComponentHealth {
  readonly component: StoreComponent;
  readonly up: boolean;
  /** Why it is down (no credentials). */
  readonly detail?: string;
  /** Unix ms since it is down. */
  readonly since?: number;
}

/** Tries the store once (a cheap statement or PING); throws when it still cannot serve. */
export type StoreProbe = () => Promise<void>;

export interface StoreHealth {
  /** Adds a component this process uses, with a probe that health checks run while it is down. */
  register(component: StoreComponent, probe?: StoreProbe): void;
  /** A call or write failed because the store cannot serve: counted, and the component is down. */
  fault(component: StoreComponent, operation: string, error: unknown): void;
  /** A call succeeded: the component is up (again). */
  ok(component: StoreComponent): void;
  /** The components as last seen, without probing. */
  snapshot(): ComponentHealth[];
  /** Probes each component that is down (at most once a second each), then answers snapshot(). */
  check(): Promise<ComponentHealth[]>;
  /** Hears every event (the server logs them and counts them in its metrics). */
  onEvent(listener: (event: StoreEvent) => void): void;
}

const PROBE_EVERY_MS = 1_000;
const PROBE_TIMEOUT_MS = 1_500;

interface State {
  up: boolean;
  detail?: string;
  since?: number;
  probe?: StoreProbe;
  probing?: Promise<void>;
  probedAt: number;
}

export function createStoreHealth(now: () => number = Date.now): StoreHealth {
  const states = new Map<StoreComponent, State>();
  const listeners: ((event: StoreEvent) => void)[] = [];
  const emit = (event: StoreEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch {
        // A listener (a log line, a metric) never breaks the call that reported.
      }
    }
  };
  const stateOf = (component: StoreComponent): State => {
    let state = states.get(component);
    if (!state) states.set(component, (state = { up: true, probedAt: Number.NEGATIVE_INFINITY }));
    return state;
  };

  const health: StoreHealth = {
    register(component, probe) {
      const state = stateOf(component);
      if (probe) state.probe = probe;
    },
    fault(component, operation, error) {
      const state = stateOf(component);
      const detail = describeStoreFault(error);
      emit({ kind: 'fault', component, operation, detail });
      if (state.up) {
        Object.assign(state, { up: false, detail, since: now() });
        emit({ kind: 'down', component, detail });
      } else state.detail = detail;
    },
    ok(component) {
      const state = states.get(component);
      if (!state || state.up) return;
      const downForMs = now() - (state.since ?? now());
      state.up = true;
      delete state.detail;
      delete state.since;
      emit({ kind: 'up', component, downForMs });
    },
    snapshot() {
      return [...states].map(([component, s]) => (s.up ? { component, up: true } : { component, up: false, detail: s.detail ?? 'unavailable', since: s.since ?? now() }));
    },
    async check() {
      const probes: Promise<void>[] = [];
      for (const [component, state] of states) {
        if (state.up || !state.probe) continue;
        if (!state.probing && now() - state.probedAt >= PROBE_EVERY_MS) {
          state.probedAt = now();
          state.probing = withTimeout(state.probe(), PROBE_TIMEOUT_MS).then(
            () => health.ok(component),
            () => undefined,
          ).finally(() => delete state.probing);
        }
        if (state.probing) probes.push(state.probing);
      }
      await Promise.all(probes);
      return health.snapshot();
    },
    onEvent(listener) {
      listeners.push(listener);
    },
  };
  return health;
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

interface EventLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Failed calls of one operation are logged at most this often (each outage's start and end always are). */
const FAULT_LOG_EVERY_MS = 10_000;

/**
 * Log lines for the store events: a store going down (error) and coming back (info), and the
 * failed calls and timed writes (warn, at most one per operation each 10 s, with how many failed since).
 */
export function logStoreEvents(log: EventLog, now: () => number = Date.now): (event: StoreEvent) => void {
  const lastLogged = new Map<string, { at: number; skipped: number }>();
  return (event) => {
    if (event.kind === 'down') return log.error({ store: event.component, reason: event.detail }, 'store unavailable: calls that need it answer 503 until it is back');
    if (event.kind === 'up') return log.info({ store: event.component, down_ms: event.downForMs }, 'store available again');
    const id = `${event.component}:${event.operation}`;
    const last = lastLogged.get(id);
    if (last && now() - last.at < FAULT_LOG_EVERY_MS) return void (last.skipped += 1);
    lastLogged.set(id, { at: now(), skipped: 0 });
    log.warn({ store: event.component, operation: event.operation, reason: event.detail, failed_since_last_line: last?.skipped ?? 0 }, event.operation.endsWith('.flush') ? 'store write failed: kept in memory, tried again each second' : 'store call failed');
  };
}
