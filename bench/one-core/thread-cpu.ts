import fs from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU ticks (user + system) and minor page faults of one thread. */
interface ThreadUse { readonly ticks: number; readonly faults: number }

function threadUse(pid: number): Map<number, ThreadUse> {
  const use = new Map<number, ThreadUse>();
  let tids: string[] = [];
  try {
    tids = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return use;
  }
  for (const tid of tids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      // Fields after the command name: state is field 3; minflt 10, utime 14, stime 15 (proc(5)).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      use.set(Number(tid), { ticks: Number(fields[11]) + Number(fields[12]), faults: Number(fields[7]) });
    } catch {
      // the thread ended
    }
  }
  return use;
}

export interface ThreadCpuSplit {
  /** CPU ms per request of the main thread (the event loop). */
  readonly main: number;
  /** Threads the process had before the load: V8's GC and compiler helpers, and libuv's and Node's own. */
  readonly startup: number;
  /** Threads started since: the analysis threads (and libuv's pool, which starts on first use). */
  readonly later: number;
  /** Minor page faults per request, all threads. */
  readonly faults: number;
}

/**
 * Where a process's CPU goes, by thread, between `start()` and `split(requests)`. Node 20 names no
 * thread, so threads are told apart by when they started: the ones present at `watchThreads` (taken
 * at rest, before any analysis) against those started since.
 */
export function watchThreads(pid: number): { start(): void; split(requests: number): ThreadCpuSplit } {
  const atRest = new Set(threadUse(pid).keys());
  let before = threadUse(pid);
  return {
    start() {
      before = threadUse(pid);
    },
    split(requests) {
      const after = threadUse(pid);
      let main = 0;
      let startup = 0;
      let later = 0;
      let faults = 0;
      for (const [tid, now] of after) {
        const then = before.get(tid) ?? { ticks: 0, faults: 0 };
        const ms = ((now.ticks - then.ticks) * 1000) / TICKS_PER_SECOND / requests;
        faults += (now.faults - then.faults) / requests;
        if (tid === pid) main += ms;
        else if (atRest.has(tid)) startup += ms;
        else later += ms;
      }
      return { main, startup, later, faults };
    },
  };
}

export const formatSplit = (s: ThreadCpuSplit): string =>
  `CPU ms per request: main ${s.main.toFixed(1)}, analysis threads ${s.later.toFixed(1)}, V8 helpers (GC) ${s.startup.toFixed(1)}; total ${(s.main + s.startup + s.later).toFixed(1)}; ${s.faults.toFixed(0)} page faults`;
