import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Account } from '../store/account-ports.js';
import type { WebAccountStore } from '../store/web-account-ports.js';
import type { Clock } from '../time/clock.js';
import { CSRF_COOKIE, readCookie, SESSION_COOKIE, setCookie } from './cookies.js';
import type { WebSession } from './portal.js';

/** A session ends after 2 h without a request, and 7 days after sign-in whatever happens. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
const ANONYMOUS_CSRF_MAX_AGE_S = 24 * 60 * 60;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const token = () => randomBytes(32).toString('base64url');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Constant-time equality of two tokens (unequal lengths are simply unequal). */
export function tokensEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createSessionService(deps: { web: WebAccountStore; clock: Clock; secureCookies: boolean }) {
  const { web, clock } = deps;
  const cookie = (seconds: number) => ({ secure: deps.secureCookies, maxAgeSeconds: seconds });

  async function current(request: FastifyRequest): Promise<WebSession | undefined> {
    const id = readCookie(request, SESSION_COOKIE);
    if (id === undefined || !TOKEN_SHAPE.test(id)) return undefined;
    const live = await web.touchSession(sha256(id), clock.now(), SESSION_IDLE_MS);
    return live && { account: live.account, csrfToken: live.session.csrfToken };
  }

  return {
    current,
    /** A fresh session id at every sign-in: a cookie planted before is never the one after. */
    async start(reply: FastifyReply, account: Account): Promise<WebSession> {
      const id = token();
      const now = clock.now();
      const csrfToken = token();
      await web.createSession({ idHash: sha256(id), accountId: account.id, csrfToken, createdAt: now, lastSeenAt: now, expiresAt: now + SESSION_ABSOLUTE_MS });
      setCookie(reply, SESSION_COOKIE, id, cookie(Math.floor(SESSION_ABSOLUTE_MS / 1000)));
      setCookie(reply, CSRF_COOKIE, '', cookie(0));
      return { account, csrfToken };
    },
    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const id = readCookie(request, SESSION_COOKIE);
      if (id !== undefined) await web.deleteSession(sha256(id));
      setCookie(reply, SESSION_COOKIE, '', cookie(0));
    },
    /** The session's token, or the browser's anonymous double-submit token (set when missing). */
    async csrfToken(request: FastifyRequest, reply: FastifyReply): Promise<string> {
      const session = await current(request);
      if (session) return session.csrfToken;
      const existing = readCookie(request, CSRF_COOKIE);
      if (existing !== undefined && TOKEN_SHAPE.test(existing)) return existing;
      const fresh = token();
      setCookie(reply, CSRF_COOKIE, fresh, cookie(ANONYMOUS_CSRF_MAX_AGE_S));
      return fresh;
    },
    /** X-CSRF-Token against the session's token, or (no session) against the anonymous cookie. */
    csrfValid(request: FastifyRequest, session: WebSession | undefined): boolean {
      const sent = request.headers['x-csrf-token'];
      if (typeof sent !== 'string' || sent === '') return false;
      const expected = session?.csrfToken ?? readCookie(request, CSRF_COOKIE);
      return expected !== undefined && expected !== '' && tokensEqual(sent, expected);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
export { sha256 };
