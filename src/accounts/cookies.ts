import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'pagelens_session';
export const CSRF_COOKIE = 'pagelens_csrf';

/** One cookie's value from the request's Cookie header (no cookie plugin needed for two names). */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export interface CookieOptions {
  readonly secure: boolean;
  /** Seconds; 0 deletes the cookie. */
  readonly maxAgeSeconds: number;
}

/** HttpOnly, SameSite=Lax, Path=/ (and Secure behind an https public URL). */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${options.maxAgeSeconds}`];
  if (options.secure) parts.push('Secure');
  const existing = reply.getHeader('set-cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...list.filter((c) => !c.startsWith(`${name}=`)), parts.join('; ')]);
}
