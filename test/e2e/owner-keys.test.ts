import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { startServer, type RunningServer } from '../../src/main.js';

function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter((line) => line.length > 0));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

describe('the owner keys made at first start', () => {
  let server: RunningServer | undefined;
  afterEach(async () => server?.close());

  it('are written once to owner-keys.txt with mode 0600, the log names the file and holds no key', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-owner-'));
    const config = loadConfig({ port: '0', screenshotWarm: 'false', analysisWorkers: '1', dataDir });
    if (!config.ok) throw new Error(config.failure.detail);
    const log = logCapture();
    server = await startServer(config.value, { logger: log.logger });

    const file = path.join(dataDir, 'owner-keys.txt');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const text = fs.readFileSync(file, 'utf8');
    const live = /live key: (pl_live_[A-Za-z0-9]{24,})/.exec(text)?.[1];
    const test = /test key: (pl_test_[A-Za-z0-9]{24,})/.exec(text)?.[1];
    expect(live).toBeDefined();
    expect(test).toBeDefined();
    expect(log.lines.some((line) => line.includes(file))).toBe(true);
    expect(log.lines.join('\n')).not.toContain(live!);

    const { fixtures } = (await (await fetch(`${server.url}/fixtures`)).json()) as { fixtures: { url: string }[] };
    const answer = await fetch(`${server.url}/seo?url=${encodeURIComponent(fixtures[0]!.url)}`, { headers: { 'X-API-Key': test! } });
    expect(answer.status).toBe(200);
    await server.close();

    // A second start on the same store makes no new keys and leaves the file as it was.
    fs.writeFileSync(file, 'moved away', { mode: 0o600 });
    const again = logCapture();
    server = await startServer(config.value, { logger: again.logger });
    expect(fs.readFileSync(file, 'utf8')).toBe('moved away');
  });
});
