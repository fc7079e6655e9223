import { html, type SafeHtml } from '../html.js';
import type { PageContext } from '../view-types.js';

export interface Shell {
  readonly title: string;
  readonly body: SafeHtml;
  /** Module scripts under /assets/, e.g. "dashboard.js". */
  readonly scripts?: readonly string[];
  /** Narrow column for the sign-in forms (which carry their own links, so no nav). */
  readonly narrow?: boolean;
  /** The nav entry of this page, marked aria-current. */
  readonly current?: 'dashboard' | 'admin' | 'docs' | 'errors';
  /** A page of the public site (home, docs): its nav links the docs and offers sign-up. */
  readonly public?: boolean;
}

const LOGO = html`<svg class="brand-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" class="brand-bg"/><circle cx="14" cy="14" r="7" class="brand-ring"/><path d="M19 19l6 6" class="brand-ring"/></svg>`;

const current = (shell: Shell, page: Shell['current']) => (shell.current === page ? html` aria-current="page"` : '');

function nav(context: PageContext, shell: Shell): SafeHtml {
  const account = context.account;
  if (!account) {
    if (shell.narrow) return html``;
    if (!shell.public) return html`<nav class="site-nav" aria-label="Account"><a href="/login">Log in</a></nav>`;
    return html`<nav class="site-nav" aria-label="Site">
    <a href="/docs"${current(shell, 'docs')}>API reference</a>
    <a href="/docs/errors"${current(shell, 'errors')}>Errors</a>
    <a href="/login">Log in</a>
    <a class="button button-primary nav-cta" href="/signup">Sign up</a>
  </nav>`;
  }
  return html`<nav class="site-nav" aria-label="Account">
    <a href="/dashboard"${current(shell, 'dashboard')}>Dashboard</a>
    ${account.isOwner ? html`<a href="/admin"${current(shell, 'admin')}>Admin</a>` : ''}
    <span class="nav-email" title="${account.email}">${account.email}</span>
    <button type="button" class="button button-quiet" data-logout>Log out</button>
  </nav>`;
}

/** The document every page shares: head with CSP-friendly assets only, header, main, footer. */
export function renderPage(context: PageContext, shell: Shell): string {
  const scripts = ['app.js', ...(shell.scripts ?? [])];
  return `<!doctype html>${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csrf-token" content="${context.csrfToken}">
<title>${shell.title} · Pagelens</title>
<link rel="icon" href="/assets/logo.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/app.css">
${scripts.map((s) => html`<script type="module" src="/assets/${s}"></script>`)}
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
  <div class="site-header-inner">
    <a class="brand" href="${context.account ? '/dashboard' : '/'}">${LOGO}<span>Pagelens</span></a>
    ${nav(context, shell)}
  </div>
</header>
<main id="main" class="${shell.narrow ? 'main main-narrow' : 'main'}" tabindex="-1">
${shell.body}
</main>
<footer class="site-footer"><p><a href="/">Pagelens</a> · <a href="/docs">API reference</a> · <a href="/docs/errors">Error codes</a> · <a href="/fixtures">Fixtures</a> · <a href="/openapi.json">OpenAPI</a></p></footer>
</body>
</html>`.text}`;
}
