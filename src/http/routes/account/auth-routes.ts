import { Type } from 'typebox';
import type { HttpApp } from '../../app-types.js';
import { sendProblem } from '../../problem.js';
import { setRetryAfter } from '../../middleware/rate-limit-headers.js';
import { accountView } from '../../../accounts/create-portal.js';
import type { AccountRouteDeps } from './register-account-routes.js';
import { AccountSchema } from '../../../results/account.js';
import { CredentialsBody } from './account-schemas.js';
import { csrfProblem } from './account-guard.js';

const tags = ['accounts'];
const Token = Type.Object({ token: Type.String() });

/** Sign-up, log-in, log-out, email verification and password reset. */
export function registerAuthRoutes(app: HttpApp, deps: AccountRouteDeps): void {
  const { sessions, accountService, throttle } = deps;

  app.get('/account/csrf', { schema: { tags, summary: 'A CSRF token for X-CSRF-Token', description: 'The session’s token, or (signed out) an anonymous one also set as the pagelens_csrf cookie (double submit).', response: { 200: Token } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { token: await sessions.csrfToken(request, reply) };
    });

  app.post('/account/signup', { schema: { tags, summary: 'Create an account', body: CredentialsBody, response: { 201: Type.Object({ account: AccountSchema }), 202: Type.Object({ status: Type.Literal('verification_sent') }) } } },
    async (request, reply) => {
      if (!sessions.csrfValid(request, await sessions.current(request))) return csrfProblem(reply);
      const result = await accountService.signup(request.body.email, request.body.password);
      if (!result.ok) return sendProblem(reply, result.failure);
      if (result.value.kind === 'verification_sent') return reply.code(202).send({ status: 'verification_sent' });
      await sessions.start(reply, result.value.account);
      return reply.code(201).send({ account: accountView(result.value.account) });
    });

  app.post('/account/login', { schema: { tags, summary: 'Log in (sets the session cookie)', body: CredentialsBody, response: { 200: Type.Object({ account: AccountSchema }) } } },
    async (request, reply) => {
      if (!sessions.csrfValid(request, await sessions.current(request))) return csrfProblem(reply);
      const email = accountService.normalizeEmail(request.body.email);
      const blockedUntil = await throttle.blockedUntil(email, request.ip);
      if (blockedUntil !== undefined) {
        setRetryAfter(reply, blockedUntil, deps.clock.now());
        return sendProblem(reply, { code: 'rate_limit_exceeded', detail: 'Too many failed logins for this email or address; try again later.' });
      }
      const result = await accountService.login(email, request.body.password);
      if (!result.ok) {
        if (result.failure.code === 'unauthorized') await throttle.recordFailure(email, request.ip);
        return sendProblem(reply, result.failure);
      }
      await sessions.start(reply, result.value);
      return { account: accountView(result.value) };
    });

  app.post('/account/logout', { schema: { tags, summary: 'End the session (server-side)' } }, async (request, reply) => {
    const session = await sessions.current(request);
    if (!session) return sendProblem(reply, { code: 'unauthorized', detail: 'Log in first: no valid session cookie.' });
    if (!sessions.csrfValid(request, session)) return csrfProblem(reply);
    await sessions.end(request, reply);
    return reply.code(204).send();
  });

  app.get('/account/verify', { schema: { tags, summary: 'Follow the verification link: verifies, signs in, redirects to /dashboard', querystring: Type.Object({ token: Type.String({ maxLength: 200 }) }) } },
    async (request, reply) => {
      const account = await accountService.verify(request.query.token);
      if (!account) return sendProblem(reply, { code: 'invalid_parameter', detail: 'This verification link is unknown, used or expired; sign up again for a new one.' });
      await sessions.start(reply, account);
      return reply.redirect('/dashboard', 303);
    });

  app.post('/account/password-reset', { schema: { tags, summary: 'Mail a reset link (202 whether or not the account exists)', body: Type.Object({ email: Type.String({ maxLength: 320 }) }, { additionalProperties: false }), response: { 202: Type.Object({ status: Type.Literal('reset_sent') }) } } },
    async (request, reply) => {
      if (!sessions.csrfValid(request, await sessions.current(request))) return csrfProblem(reply);
      await accountService.requestReset(request.body.email);
      return reply.code(202).send({ status: 'reset_sent' });
    });

  app.post('/account/password-reset/confirm', { schema: { tags, summary: 'Set a new password from a reset link; ends every session', body: Type.Object({ token: Type.String({ maxLength: 200 }), password: Type.String({ maxLength: 1024 }) }, { additionalProperties: false }), response: { 200: Type.Object({ account: AccountSchema }) } } },
    async (request, reply) => {
      if (!sessions.csrfValid(request, await sessions.current(request))) return csrfProblem(reply);
      const result = await accountService.confirmReset(request.body.token, request.body.password);
      if (!result.ok) return sendProblem(reply, result.failure);
      await sessions.start(reply, result.value);
      return { account: accountView(result.value) };
    });
}
