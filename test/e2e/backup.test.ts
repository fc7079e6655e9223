import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../fixture-server.js';
import { startPagelens } from '../start-pagelens.js';
import { CLI } from '../cli-process.js';

const cli = (...args: string[]) => execFileSync(process.execPath, [...CLI, ...args], { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('pagelens backup', () => {
  it('copies the store while the server runs; a server started on the copy knows the same keys and usage', async () => {
    const lens = await startPagelens();
    const { fixtures } = (await (await lens.get('/fixtures')).json()) as { fixtures: { url: string }[] };
    const seo = `/seo?url=${encodeURIComponent(fixtures[0]!.url)}`;
    const live = lens.ownerKeys!.live.key;
    const test = lens.ownerKeys!.test.key;
    const created = JSON.parse(cli('keys', 'create', '--email', 'backup@example.com', '--json', '--data-dir', lens.dataDir)) as { key: string };
    expect((await lens.get(seo, { 'X-API-Key': test })).status).toBe(200);

    const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pagelens-backup-')), 'copy');
    const written = cli('backup', target, '--data-dir', lens.dataDir).trim().split('\n');
    expect(written).toEqual([path.join(target, 'pagelens.db'), path.join(target, 'signing.key')]);
    expect(fs.statSync(path.join(target, 'pagelens.db')).mode & 0o777).toBe(0o600);
    await lens.close();

    const restored = await startPagelens({ dataDir: target });
    try {
      expect(restored.ownerKeys).toBeUndefined();
      expect((await restored.get(seo, { 'X-API-Key': test })).status).toBe(200);
      expect((await restored.get('/preview?url=x', { 'X-API-Key': created.key })).status).toBe(400);
      expect((await restored.get('/preview?url=x', { 'X-API-Key': live })).status).toBe(400);
      expect((await restored.get('/preview?url=x', { 'X-API-Key': 'pl_live_00000000000000000000000000000000' })).status).toBe(401);
    } finally {
      await restored.close();
    }
    expect(() => cli('backup', target, '--data-dir', lens.dataDir)).toThrow(/exists already/);
  }, 60_000);
});
