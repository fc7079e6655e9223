import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { HttpApp } from '../app-types.js';
import { FIXTURES } from '../../fixtures/fixture-catalog.js';
import type { Account } from '../../store/account-ports.js';
import { renderAdminPage } from '../../web/pages/admin-page.js';
import { renderForgotPasswordPage, renderLoginPage, renderResetPasswordPage, renderSignupPage } from '../../web/pages/auth-pages.js';
import { renderDashboardPage } from '../../web/pages/dashboard-page.js';
import { renderMessagePage } from '../../web/pages/message-page.js';
import type { AccessRequestView, AccountSummaryView, AccountView, KeyView, PageContext, UsageView } from '../../web/view-types.js';
import { loadAssets } from '../../web/web-assets.js';
import { sendProblem } from '../problem.js';

/** What the pages need of the account service (task C's AccountPortal satisfies it). */
export interface PagesPortal {
  session(request: FastifyRequest): Promise<{ readonly account: Account; readonly csrfToken: string } | undefined>;
  csrfToken(request: FastifyRequest, reply: FastifyReply): Promise<string>;
  keys(accountId: string): Promise<{ readonly keys: readonly KeyView[] }>;
  usage(accountId: string): Promise<UsageView>;
  accessRequests(accountId?: string): Promise<{ readonly requests: readonly AccessRequestView[] }>;
  accounts(): Promise<{ readonly accounts: readonly AccountSummaryView[] }>;
  readonly signupOpen: boolean;
}

export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // The playground shows a previewed page's image, which lives on that page's site.
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/** An HTML page with the pages' security headers (and no caching: pages may show an account). */
export function sendHtml(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('Content-Security-Policy', PAGE_CSP)
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Content-Type-Options', 'nosniff')
    .header('X-Frame-Options', 'DENY')
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

const viewOf = (account: Account): AccountView => ({ id: account.id, email: account.email, plan: account.plan, scopes: account.scopes, isOwner: account.isOwner });

const HIDDEN = { schema: { hide: true } } as const;
const NEXT_PAGES = new Set(['/dashboard', '/admin']);

/** Where a login form sends the user: only our own pages, never an arbitrary URL. */
function nextPage(query: unknown): string | undefined {
  const next = (query as { next?: unknown } | undefined)?.next;
  return typeof next === 'string' && NEXT_PAGES.has(next) ? next : undefined;
}

async function anonymousContext(portal: PagesPortal, request: FastifyRequest, reply: FastifyReply): Promise<PageContext> {
  const session = await portal.session(request);
  if (session) return { csrfToken: session.csrfToken, account: viewOf(session.account) };
  return { csrfToken: await portal.csrfToken(request, reply) };
}

function registerAuthPages(app: HttpApp, portal: PagesPortal): void {
  app.get('/signup', HIDDEN, async (request, reply) => {
    const context = await anonymousContext(portal, request, reply);
    if (context.account) return reply.redirect('/dashboard', 303);
    return sendHtml(reply, renderSignupPage(context, { open: portal.signupOpen }));
  });
  app.get('/login', { schema: { hide: true, querystring: Type.Object({ next: Type.Optional(Type.String()), reset: Type.Optional(Type.String()) }) } }, async (request, reply) => {
    const context = await anonymousContext(portal, request, reply);
    const next = nextPage(request.query);
    if (context.account) return reply.redirect(next ?? '/dashboard', 303);
    const notice = request.query.reset ? 'Your password was changed. Log in with the new one.' : undefined;
    return sendHtml(reply, renderLoginPage(context, { signupOpen: portal.signupOpen, ...(next ? { next } : {}), ...(notice ? { notice } : {}) }));
  });
  app.get('/forgot-password', HIDDEN, async (request, reply) => sendHtml(reply, renderForgotPasswordPage(await anonymousContext(portal, request, reply))));
  app.get('/reset-password', { schema: { hide: true, querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 512 })) }) } }, async (request, reply) => {
    const context = await anonymousContext(portal, request, reply);
    return sendHtml(reply, renderResetPasswordPage(context, { token: request.query.token ?? '' }));
  });
}

function registerAccountPages(app: HttpApp, portal: PagesPortal): void {
  app.get('/dashboard', HIDDEN, async (request, reply) => {
    const session = await portal.session(request);
    if (!session) return reply.redirect('/login', 303);
    const account = session.account;
    const [keys, usage, requests] = await Promise.all([portal.keys(account.id), portal.usage(account.id), portal.accessRequests(account.id)]);
    const fixtures = FIXTURES.map(({ url, description }) => ({ url, description }));
    return sendHtml(reply, renderDashboardPage({ csrfToken: session.csrfToken, account: viewOf(account), keys: keys.keys, usage, requests: requests.requests, fixtures }));
  });
  app.get('/admin', HIDDEN, async (request, reply) => {
    const session = await portal.session(request);
    if (!session) return reply.redirect('/login?next=/admin', 303);
    const context = { csrfToken: session.csrfToken, account: viewOf(session.account) };
    if (!session.account.isOwner) {
      const page = renderMessagePage(context, { title: 'Not allowed', text: 'The admin pages are for the operator of this service.', link: { href: '/dashboard', label: 'Back to your dashboard' } });
      return sendHtml(reply, page, 403);
    }
    const [requests, accounts] = await Promise.all([portal.accessRequests(), portal.accounts()]);
    return sendHtml(reply, renderAdminPage({ ...context, requests: requests.requests, accounts: accounts.accounts }));
  });
}

function registerAssets(app: HttpApp): void {
  const assets = loadAssets();
  app.get('/assets/:name', { schema: { hide: true, params: Type.Object({ name: Type.String() }) } }, async (request, reply) => {
    const asset = assets.get(request.params.name);
    if (!asset) return sendProblem(reply, { code: 'not_found', detail: `No asset ${request.params.name}.` });
    return reply.header('Cache-Control', 'public, max-age=300').header('X-Content-Type-Options', 'nosniff').type(asset.type).send(asset.body);
  });
}

/** The browser front door: /signup, /login, /dashboard, /admin and their assets (docs/reference/accounts.md#pages). */
export function registerWebPages(app: HttpApp, deps: { readonly portal: PagesPortal }): void {
  registerAssets(app);
  registerAuthPages(app, deps.portal);
  registerAccountPages(app, deps.portal);
}
