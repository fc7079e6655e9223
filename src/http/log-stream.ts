import { pino } from 'pino';
import pretty from 'pino-pretty';

/** Where the server's log lines go, and how what is buffered is written out. */
export interface LogStream {
  write(line: string): void;
  flush(): void;
  flushSync(): void;
}

/** The fields of the one line per request (src/metrics/request-metrics.ts), shown in its message instead. */
const REQUEST_FIELDS = ['route', 'method', 'status', 'cache', 'ms', 'upstream_ms'];

export function requestLine(log: Record<string, unknown>, messageKey: string): string {
  if (log[messageKey] !== 'request') return String(log[messageKey] ?? '');
  const cache = typeof log.cache === 'string' && log.cache !== '' ? ` ${log.cache}` : '';
  const upstream = typeof log.upstream_ms === 'number' && log.upstream_ms > 0 ? ` (upstream ${log.upstream_ms} ms)` : '';
  return `${String(log.method)} ${String(log.route)} → ${String(log.status)} in ${String(log.ms)} ms${upstream}${cache}`;
}

/**
 * On a terminal, human lines: time, level, message and the other fields on one line (pino-pretty,
 * coloured unless NO_COLOR, written synchronously so they interleave with what the server prints
 * itself, like the owner's keys on the first start). Elsewhere — a pipe, a file, a container's log — JSON lines written
 * behind in batches of 4 KB (flushed every second and at close), as log collectors expect.
 */
export function createLogStream(terminal: boolean): LogStream {
  if (!terminal) return pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const stream = pretty({
    destination: 1,
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: ['pid', 'hostname', 'reqId', ...REQUEST_FIELDS].join(','),
    messageFormat: (log, messageKey) => requestLine(log, messageKey),
  });
  return { write: (line) => void stream.write(line), flush: () => {}, flushSync: () => {} };
}

