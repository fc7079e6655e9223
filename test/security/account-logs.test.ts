import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPagelens, type TestServer } from '../start-pagelens.js';

const lines: string[] = [];
const stream = new Writable({ write(chunk: Buffer, _enc, done) { lines.push(chunk.toString('utf8')); done(); } });
let lens: TestServer;
const PASSWORD = 'a secret password 42';

beforeAll(async () => {
  lens = await startPagelens({}, { logger: { level: 'trace', stream } });
});
afterAll(async () => lens?.close());

async function session(email: string) {
  const csrfRes = await fetch(`${lens.url}/account/csrf`);
  let cookie = csrfRes.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const token = ((await csrfRes.json()) as { token: string }).token;
  const signup = await fetch(`${lens.url}/account/signup`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie }, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(signup.status).toBe(201);
  cookie = signup.headers.getSetCookie().find((c) => c.startsWith('pagelens_session='))!.split(';')[0]!;
  const csrf = ((await (await fetch(`${lens.url}/account/csrf`, { headers: { cookie } })).json()) as { token: string }).token;
  return { cookie, csrf, anonymous: { token, cookie: csrfRes.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') } };
}

describe('secrets stay out of the log', () => {
  it('never writes a key, a password or a session id in a log line', async () => {
    const s = await session(`log${Date.now()}@example.com`);
    const created = await fetch(`${lens.url}/account/keys`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': s.csrf, cookie: s.cookie }, body: JSON.stringify({ env: 'test' }) });
    const key = ((await created.json()) as { key: string }).key;
    await lens.get('/fixtures', { authorization: `Bearer ${key}` });
    await lens.get('/preview?url=https://example.com/nothing', { authorization: `Bearer ${key}` });
    const text = lines.join('');
    expect(lines.length).toBeGreaterThan(0);
    expect(text).not.toContain(key);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(s.cookie.split('=')[1]!);
  });

  it('takes about as long for an unknown email as for a wrong password (medians within a factor of 3)', async () => {
    const email = `timing${Date.now()}@example.com`;
    const s = await session(email);
    const attempt = async (who: string) => {
      const started = performance.now();
      const res = await fetch(`${lens.url}/account/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': s.anonymous.token, cookie: s.anonymous.cookie, 'x-forwarded-for': who }, body: JSON.stringify({ email: who, password: 'not the password!' }) });
      expect(res.status).toBe(401);
      return performance.now() - started;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const wrong: number[] = [];
    const unknown: number[] = [];
    // Four rounds of each, interleaved (the IP throttle allows 10 failures).
    for (let i = 0; i < 4; i += 1) {
      wrong.push(await attempt(email));
      unknown.push(await attempt(`nobody${i}${Date.now()}@example.com`));
    }
    const ratio = median(wrong) / median(unknown);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });
});
