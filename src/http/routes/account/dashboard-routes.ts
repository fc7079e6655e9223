import { Type } from 'typebox';
import type { HttpApp } from '../../app-types.js';
import { sendProblem } from '../../problem.js';
import { accountView } from '../../../accounts/create-portal.js';
import type { AccountRouteDeps } from './register-account-routes.js';
import { AccessRequestSchema, AccountListingSchema, AccountSchema, IssuedKeySchema, KeyListingSchema, ScopeSchema, UsageSchema } from '../../../results/account.js';
import { IdParams } from './account-schemas.js';
import { guard } from './account-guard.js';

const tags = ['accounts'];

/** The signed-in account's own data: /account, keys, usage, access requests. */
export function registerDashboardRoutes(app: HttpApp, deps: AccountRouteDeps): void {
  const { sessions, portal } = deps;

  app.get('/account', { schema: { tags, summary: 'The signed-in account', response: { 200: AccountSchema } } }, async (request, reply) => {
    const g = await guard(sessions, request, reply, 'account', false);
    return g.ok ? accountView(g.session.account) : g.reply;
  });
  app.get('/account/keys', { schema: { tags, summary: 'The account’s keys (never the key text)', response: { 200: Type.Object({ keys: Type.Array(KeyListingSchema) }) } } }, async (request, reply) => {
    const g = await guard(sessions, request, reply, 'account', false);
    return g.ok ? portal.keys(g.session.account.id) : g.reply;
  });
  app.post('/account/keys', { schema: { tags, summary: 'Create a key (its text is shown this once)', body: Type.Object({ env: Type.Union([Type.Literal('live'), Type.Literal('test')]), name: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false }), response: { 201: IssuedKeySchema } } },
    async (request, reply) => {
      const g = await guard(sessions, request, reply, 'account', true);
      if (!g.ok) return g.reply;
      const issued = await portal.createKey(g.session.account, request.body.env, request.body.name);
      return issued.ok ? reply.code(201).send(issued.value) : sendProblem(reply, issued.failure);
    });
  app.post('/account/keys/:id/regenerate', { schema: { tags, summary: 'Replace a key: the old text is refused from the next request on', params: IdParams, response: { 200: IssuedKeySchema } } },
    async (request, reply) => {
      const g = await guard(sessions, request, reply, 'account', true);
      if (!g.ok) return g.reply;
      const issued = await portal.regenerateKey(g.session.account.id, request.params.id);
      return issued.ok ? { ...issued.value, name: (await portal.keys(g.session.account.id)).keys.find((k) => k.id === issued.value.id)?.name ?? null } : sendProblem(reply, issued.failure);
    });
  app.delete('/account/keys/:id', { schema: { tags, summary: 'Revoke a key', params: IdParams } }, async (request, reply) => {
    const g = await guard(sessions, request, reply, 'account', true);
    if (!g.ok) return g.reply;
    const deleted = await portal.deleteKey(g.session.account.id, request.params.id);
    return deleted.ok ? reply.code(204).send() : sendProblem(reply, deleted.failure);
  });
  app.get('/account/usage', { schema: { tags, summary: 'This month’s usage per endpoint and per day', response: { 200: UsageSchema } } }, async (request, reply) => {
    const g = await guard(sessions, request, reply, 'account', false);
    return g.ok ? portal.usage(g.session.account.id) : g.reply;
  });
  app.get('/account/access-requests', { schema: { tags, summary: 'The account’s access requests', response: { 200: Type.Object({ requests: Type.Array(AccessRequestSchema) }) } } }, async (request, reply) => {
    const g = await guard(sessions, request, reply, 'account', false);
    return g.ok ? portal.accessRequests(g.session.account.id) : g.reply;
  });
  app.post('/account/access-requests', { schema: { tags, summary: 'Ask the operator for endpoints the account lacks', body: Type.Object({ scopes: Type.Array(ScopeSchema, { minItems: 1, maxItems: 9 }), reason: Type.String({ maxLength: 2000 }) }, { additionalProperties: false }), response: { 201: AccessRequestSchema } } },
    async (request, reply) => {
      const g = await guard(sessions, request, reply, 'account', true);
      if (!g.ok) return g.reply;
      const created = await portal.requestAccess(g.session.account, request.body.scopes, request.body.reason);
      return created.ok ? reply.code(201).send(created.value) : sendProblem(reply, created.failure);
    });

  app.get('/admin/access-requests', { schema: { tags, summary: 'Operator: every access request', response: { 200: Type.Object({ requests: Type.Array(AccessRequestSchema) }) } } }, async (request, reply) => {
    const g = await guard(sessions, request, reply, 'admin', false);
    return g.ok ? portal.accessRequests() : g.reply;
  });
  app.get('/admin/accounts', { schema: { tags, summary: 'Operator: every account with this month’s usage', response: { 200: Type.Object({ accounts: Type.Array(AccountListingSchema) }) } } }, async (request, reply) => {
    const g = await guard(sessions, request, reply, 'admin', false);
    return g.ok ? portal.accounts() : g.reply;
  });
  for (const [action, state] of [['approve', 'approved'], ['deny', 'denied']] as const) {
    app.post(`/admin/access-requests/:id/${action}`, { schema: { tags, summary: `Operator: ${action} an access request${action === 'approve' ? ' (grants its scopes at once)' : ''}`, params: IdParams, response: { 200: AccessRequestSchema } } },
      async (request, reply) => {
        const g = await guard(sessions, request, reply, 'admin', true);
        if (!g.ok) return g.reply;
        const decided = await portal.decide(request.params.id, state);
        return decided.ok ? decided.value : sendProblem(reply, decided.failure);
      });
  }
}
