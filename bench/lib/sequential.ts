import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET over a kept-alive socket; resolves with the status and the latency in ms. */
export function timedGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });
    request.on('error', reject);
  });
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
