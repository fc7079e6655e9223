/**
 * Wall and CPU time of a synchronous call. CPU time (process.cpuUsage) is reported beside
 * wall time because the machine may be shared: waiting for a core inflates wall time only.
 */
export interface Timing {
  readonly wallMs: number;
  readonly cpuMs: number;
}

export function measure(run: () => void): Timing {
  const cpuStart = process.cpuUsage();
  const wallStart = process.hrtime.bigint();
  run();
  const wallMs = Number(process.hrtime.bigint() - wallStart) / 1e6;
  const cpu = process.cpuUsage(cpuStart);
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

export interface TimingSummary {
  readonly meanWallMs: number;
  readonly p50WallMs: number;
  readonly p95WallMs: number;
  readonly maxWallMs: number;
  readonly meanCpuMs: number;
}

export function summarize(timings: readonly Timing[]): TimingSummary {
  const walls = timings.map((t) => t.wallMs).sort((a, b) => a - b);
  const at = (q: number): number => walls[Math.min(walls.length - 1, Math.floor(q * walls.length))] ?? 0;
  const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
  const n = Math.max(1, timings.length);
  return {
    meanWallMs: sum(walls) / n,
    p50WallMs: at(0.5),
    p95WallMs: at(0.95),
    maxWallMs: walls[walls.length - 1] ?? 0,
    meanCpuMs: sum(timings.map((t) => t.cpuMs)) / n,
  };
}

/**
 * Per item, the fastest of its rounds, averaged over items: on a shared machine the slow
 * rounds are the ones another process took the core, so this approaches the quiet figure.
 */
export function meanOfBest(timings: readonly Timing[], items: number): number {
  if (items === 0) return 0;
  const best = new Array<number>(items).fill(Infinity);
  timings.forEach((t, i) => {
    best[i % items] = Math.min(best[i % items] ?? Infinity, t.wallMs);
  });
  return best.reduce((a, b) => a + b, 0) / items;
}

export function formatTimings(label: string, s: TimingSummary): string {
  const ms = (x: number): string => x.toFixed(2);
  return `${label}: ${ms(s.meanWallMs)} ms/page mean wall (p50 ${ms(s.p50WallMs)}, p95 ${ms(s.p95WallMs)}, max ${ms(s.maxWallMs)}), ${ms(s.meanCpuMs)} ms/page CPU`;
}
