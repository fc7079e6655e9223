import fs from 'node:fs';

/** Pids of a process and all its descendants (Linux /proc: each thread's `children` file). */
function treeOf(pid: number): number[] {
  const pids = [pid];
  for (let i = 0; i < pids.length; i += 1) {
    let tasks: string[] = [];
    try {
      tasks = fs.readdirSync(`/proc/${pids[i]}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      try {
        const children = fs.readFileSync(`/proc/${pids[i]}/task/${task}/children`, 'utf8').trim();
        if (children !== '') pids.push(...children.split(/\s+/).map(Number));
      } catch {
        // the thread ended
      }
    }
  }
  return pids;
}

/** RSS of a process tree, in MB (processes that end while it is read count for nothing). */
export function treeRssMb(pid: number): number {
  let kb = 0;
  for (const member of treeOf(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${member}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return kb / 1024;
}

/** Samples a process tree's RSS every `everyMs`: the peak so far, and a reading now. */
export function sampleTreeRss(pid: number, everyMs: number): { peak(): number; now(): number; stop(): void } {
  let peak = treeRssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), everyMs);
  return {
    peak: () => peak,
    now: () => treeRssMb(pid),
    stop: () => clearInterval(timer),
  };
}
