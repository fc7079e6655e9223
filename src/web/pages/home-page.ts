import { html, type SafeHtml } from '../html.js';
import type { FixtureView, PageContext } from '../view-types.js';
import { codeBlock } from './code-block.js';
import { renderPage } from './layout.js';

/** One route of the service as `GET /` lists it (the JSON's `endpoints` and `routes`). */
export interface HomeRoute {
  readonly name: string;
  readonly method: string;
  readonly path: string;
  readonly keyRequired: boolean;
  readonly purpose: string;
  /** The availability label of a page operation: Free, Beta, New, Coming soon. */
  readonly label?: string;
}

export interface HomeView extends PageContext {
  readonly version: string;
  /** Where this service answers, for the examples. */
  readonly baseUrl: string;
  readonly endpoints: readonly HomeRoute[];
  readonly routes: readonly HomeRoute[];
  readonly fixtures: readonly FixtureView[];
}

const LABEL_TONES: Readonly<Record<string, string>> = { Free: 'free', Beta: 'beta', New: 'new', 'Coming soon': 'soon' };

export function labelBadge(label: string): SafeHtml {
  return html`<span class="badge badge-${LABEL_TONES[label] ?? 'soon'}">${label}</span>`;
}

export function methodBadge(method: string): SafeHtml {
  return html`<span class="method method-${method.toLowerCase()}">${method}</span>`;
}

export const docsAnchor = (method: string, path: string) => `/docs#${method.toLowerCase()}${path.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-$/, '')}`;

function endpointRow(route: HomeRoute, withState: boolean): SafeHtml {
  return html`<tr>
  <td data-label="Endpoint" class="row-main"><span class="endpoint-name">${methodBadge(route.method)} <a class="path" href="${docsAnchor(route.method, route.path)}">${route.path}</a></span></td>
  <td data-label="What it gives" class="row-text">${route.purpose}</td>
  ${withState ? html`<td data-label="State">${route.label ? labelBadge(route.label) : ''}</td>` : ''}
  <td data-label="Key">${route.keyRequired ? html`<span class="badge badge-key">Key</span>` : html`<span class="muted">No key needed</span>`}</td>
</tr>`;
}

function routeTable(caption: string, routes: readonly HomeRoute[], withState: boolean): SafeHtml {
  return html`<div class="table-wrap"><table class="data-table compact-rows">
  <caption class="visually-hidden">${caption}</caption>
  <thead><tr><th scope="col">Endpoint</th><th scope="col">What it gives</th>${withState ? html`<th scope="col">State</th>` : ''}<th scope="col">Key</th></tr></thead>
  <tbody>${routes.map((route) => endpointRow(route, withState))}</tbody>
</table></div>`;
}

/** GET / for a browser: what Pagelens is, every endpoint with its state, and where to go next. */
export function renderHomePage(view: HomeView): string {
  const fixture = view.fixtures[0]?.url ?? 'https://fixtures.pagelens.test/article';
  const keyless = `curl "${view.baseUrl}/preview?url=https://example.com/"`;
  const testKey = `curl -H "Authorization: Bearer pl_test_…" \\\n  "${view.baseUrl}/extract?url=${encodeURIComponent(fixture)}"`;
  const body = html`<section class="hero" aria-labelledby="home-title">
  <div>
    <p class="eyebrow">Self-hosted web page data API · v${view.version}</p>
    <h1 id="home-title">Data about any public web page, from one API</h1>
    <p class="lead">Pagelens fetches a page once and answers with what you need of it: link previews, clean content,
    SEO and answer-engine audits, screenshots and the technology behind it. JSON in, JSON out, with errors that say what to send.</p>
    <div class="hero-actions">
      <a class="button button-primary" href="/signup">Sign up for a key</a>
      <a class="button" href="/docs">API reference</a>
      <a class="button" href="/fixtures">Fixture pages</a>
    </div>
  </div>
  <div class="code-stack">
    ${codeBlock('home-keyless', keyless, 'Try it without a key')}
    ${codeBlock('home-test', testKey, 'With a test key, on a fixture page: no quota spent')}
  </div>
</section>
<section class="card" id="endpoints" aria-labelledby="endpoints-title">
  <div class="card-head"><div><h2 id="endpoints-title">Endpoints</h2>
  <p class="card-sub">Each is one call with <code>?url=</code>. Free endpoints answer without a key (with a daily allowance per IP); the others need a key whose plan grants them.</p></div></div>
  ${routeTable('Page endpoints and their state', view.endpoints, true)}
</section>
<div class="feature-grid">
  <section class="card" aria-labelledby="start-title">
    <h2 id="start-title">Get a key</h2>
    <p>Sign up, create a live key for the web and a test key for the fixtures, and try every endpoint in the dashboard's playground.</p>
    <p><a href="/signup">Sign up</a> · <a href="/login">Log in</a></p>
  </section>
  <section class="card" aria-labelledby="errors-title">
    <h2 id="errors-title">Errors that say what to do</h2>
    <p>Every failure is an RFC 9457 problem with a stable <code>code</code>; each code has a section on what to change before you try again.</p>
    <p><a href="/docs/errors">Error codes</a></p>
  </section>
  <section class="card" aria-labelledby="fixtures-title">
    <h2 id="fixtures-title">Fixture pages</h2>
    <p>Test keys answer for ${view.fixtures.length} shipped pages with the real analysers and never touch the network.</p>
    <p><a href="/fixtures">The fixture list</a> · <a href="/openapi.json">OpenAPI document</a></p>
  </section>
</div>
<section class="card" id="routes" aria-labelledby="routes-title">
  <div class="card-head"><div><h2 id="routes-title">Jobs, agents and the service</h2>
  <p class="card-sub">Background jobs and crawls, the MCP endpoint for agents, and the routes an operator watches.</p></div></div>
  ${routeTable('Other routes', view.routes, false)}
</section>`;
  return renderPage(view, { title: 'Web page data API', body, public: true });
}
