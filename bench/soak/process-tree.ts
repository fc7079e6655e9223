import fs from 'node:fs';

/** The process's children (every thread's), from /proc (Linux 3.5+). */
function childrenOf(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const children: number[] = [];
  for (const task of tasks) {
    try {
      const listed = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (listed) children.push(...listed.split(/\s+/).map(Number));
    } catch {
      // the thread ended meanwhile
    }
  }
  return children;
}

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0; // ended meanwhile
  }
}

/**
 * The RSS of a process and all its descendants (a browser's processes, say), in MB; undefined once
 * the process is gone. Pages shared between them are counted once per process, as `ps` does.
 */
export function treeRssMb(pid: number): number | undefined {
  if (!fs.existsSync(`/proc/${pid}`)) return undefined;
  let kb = 0;
  for (const queue = [pid]; queue.length > 0; ) {
    const next = queue.pop()!;
    kb += rssKb(next);
    queue.push(...childrenOf(next));
  }
  return kb / 1024;
}

/** Least-squares slope of evenly spaced values (per step); 0 with fewer than two. */
export function floorSlope(values: readonly number[]): number {
  const n = values.length;
  if (n < 2) return 0;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, v) => sum + v, 0) / n;
  let num = 0;
  let den = 0;
  values.forEach((v, x) => {
    num += (x - meanX) * (v - meanY);
    den += (x - meanX) ** 2;
  });
  return num / den;
}
