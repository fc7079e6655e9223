import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPagelens, type TestServer } from '../start-pagelens.js';
import { waitFor } from '../poll.js';

interface Received {
  readonly to: string;
  readonly text: string;
}

/** A real SMTP server on loopback that keeps every mail it receives. */
async function startSmtp(): Promise<{ url: string; inbox: Received[]; close(): Promise<void> }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), text: raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `smtp://127.0.0.1:${port}`, inbox, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let lens: TestServer;

beforeAll(async () => {
  smtp = await startSmtp();
  lens = await startPagelens({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await lens?.close();
  await smtp?.close();
});

async function csrfAndCookie(): Promise<{ token: string; cookie: string }> {
  const res = await fetch(`${lens.url}/account/csrf`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { token: ((await res.json()) as { token: string }).token, cookie };
}

async function post(p: string, body: unknown, extraCookie = ''): Promise<Response> {
  const { token, cookie } = await csrfAndCookie();
  return fetch(`${lens.url}${p}`, {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: [cookie, extraCookie].filter(Boolean).join('; ') },
    body: JSON.stringify(body),
  });
}

async function mailTo(to: string, count: number): Promise<Received> {
  return waitFor(() => {
    const mail = smtp.inbox.filter((m) => m.to === to)[count - 1];
    if (!mail) throw new Error(`mail #${count} to ${to} has not arrived`);
    return mail;
  }, { timeoutMs: 5_000 });
}

const linkIn = (mail: Received, path: string) => new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_-]+`).exec(mail.text)![0];
const strip = async (res: Response) => ({ status: res.status, body: await res.text(), session: res.headers.getSetCookie().some((c) => c.startsWith('pagelens_session=')) });

describe('account mail over a real SMTP server', () => {
  it('answers a fresh and a taken email alike (202, a mail each, no session); the link verifies and signs in', async () => {
    const email = `mail${Date.now()}@example.com`;
    const fresh = await strip(await post('/account/signup', { email, password: 'a good long password' }));
    const taken = await strip(await post('/account/signup', { email, password: 'another long password' }));
    expect(fresh).toEqual({ status: 202, body: '{"status":"verification_sent"}', session: false });
    expect(taken).toEqual(fresh);
    const verification = await mailTo(email, 1);
    expect((await mailTo(email, 2)).text).toContain('already have an account');
    // Unverified: the right password is refused until the link is followed.
    expect((await post('/account/login', { email, password: 'a good long password' })).status).toBe(403);
    const followed = await fetch(linkIn(verification, '/account/verify').replace(/^https?:\/\/[^/]+/, lens.url), { redirect: 'manual' });
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toBe('/dashboard');
    const session = followed.headers.getSetCookie().find((c) => c.startsWith('pagelens_session='))!.split(';')[0]!;
    expect((await fetch(`${lens.url}/account`, { headers: { cookie: session } })).status).toBe(200);
    expect((await post('/account/login', { email, password: 'a good long password' })).status).toBe(200);
  });

  it('resets a password from the mailed link, answers alike for unknown emails, and ends old sessions', async () => {
    const email = `reset${Date.now()}@example.com`;
    await post('/account/signup', { email, password: 'first long password' });
    const verify = linkIn(await mailTo(email, 1), '/account/verify').replace(/^https?:\/\/[^/]+/, lens.url);
    const session = (await fetch(verify, { redirect: 'manual' })).headers.getSetCookie().find((c) => c.startsWith('pagelens_session='))!.split(';')[0]!;
    const known = await strip(await post('/account/password-reset', { email }));
    const unknown = await strip(await post('/account/password-reset', { email: `nobody${Date.now()}@example.com` }));
    expect(known).toEqual({ status: 202, body: '{"status":"reset_sent"}', session: false });
    expect(unknown).toEqual(known);
    const token = /token=([A-Za-z0-9_-]+)/.exec(linkIn(await mailTo(email, 2), '/reset-password'))![1];
    expect((await post('/account/password-reset/confirm', { token, password: 'second long password' })).status).toBe(200);
    expect((await fetch(`${lens.url}/account`, { headers: { cookie: session } })).status).toBe(401);
    expect((await post('/account/password-reset/confirm', { token, password: 'third long password!' })).status).toBe(400);
    expect((await post('/account/login', { email, password: 'second long password' })).status).toBe(200);
  });
});
