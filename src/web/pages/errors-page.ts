import { html } from '../html.js';
import type { PageContext } from '../view-types.js';
import { codeBlock } from './code-block.js';
import { breakable } from './format.js';
import { renderPage } from './layout.js';

export interface ErrorCodeView {
  readonly code: string;
  readonly status: number;
  readonly title: string;
  readonly when: string;
  readonly todo: string;
}

export interface UpstreamReasonView {
  readonly reason: string;
  readonly meaning: string;
  readonly todo: string;
}

export interface ErrorsView extends PageContext {
  readonly codes: readonly ErrorCodeView[];
  readonly reasons: readonly UpstreamReasonView[];
}

const EXAMPLE = `{
  "type": "/docs/errors#invalid_parameter",
  "title": "Invalid parameter",
  "status": 400,
  "code": "invalid_parameter",
  "detail": "render must be one of auto, always, never",
  "request_id": "req_…"
}`;

/** GET /docs/errors: one section per code (its anchor is a problem's `type`), with what to do. */
export function renderErrorsPage(view: ErrorsView): string {
  const body = html`<div class="page-head"><div>
  <h1>Error codes</h1>
  <p class="lead">Every failure is an RFC 9457 problem (<code>application/problem+json</code>) whose <code>type</code> is
  <code>/docs/errors#&lt;code&gt;</code> and whose <code>detail</code> says what failed on what. Keyed calls that fail are not billed. A 500 is always a bug.</p>
</div></div>
<div class="docs-layout">
  <nav class="docs-toc" aria-label="Error codes">
    <h2>Codes</h2>
    <ul>${view.codes.map((c) => html`<li><a href="#${c.code}"><span class="${`status-pill status-${String(c.status)[0]}`}">${c.status}</span> <span class="path">${breakable(c.code, /(?<=_)/)}</span></a></li>`)}</ul>
    <h2>More</h2>
    <ul><li><a href="#upstream-reasons">upstream_error reasons</a></li><li><a href="/docs">API reference</a></li></ul>
  </nav>
  <div class="docs-main">
    <section class="card" aria-labelledby="shape-title">
      <h2 id="shape-title">The shape of a problem</h2>
      <p class="muted">Branch on <code>code</code>, show <code>detail</code> to a person, and quote <code>request_id</code> when you report a bug.</p>
      ${codeBlock('problem-example', EXAMPLE, 'A problem, as every error answers', { scroll: true })}
    </section>
    <div class="error-list">${view.codes.map((c) => html`<section class="card error-code" id="${c.code}" aria-labelledby="${c.code}-title">
      <h2 id="${c.code}-title"><span class="${`status-pill status-${String(c.status)[0]}`}">${c.status}</span> <code>${c.code}</code> <span>${c.title}</span></h2>
      <dl>
        <dt>When</dt><dd>${c.when}</dd>
        <dt>What to do</dt><dd>${c.todo}</dd>
      </dl>
    </section>`)}</div>
    <section class="card" id="upstream-reasons" aria-labelledby="reasons-title">
      <h2 id="reasons-title"><code>upstream_error</code> reasons</h2>
      <p class="muted">A 502 <code>upstream_error</code> carries <code>upstream_status</code> and a <code>reason</code>: why the site's answer is not the page you asked for.</p>
      <div class="table-wrap"><table class="data-table responsive-table reason-table">
        <caption class="visually-hidden">Reasons of an upstream_error</caption>
        <thead><tr><th scope="col">reason</th><th scope="col">What the site answered</th><th scope="col">What to do</th></tr></thead>
        <tbody>${view.reasons.map((r) => html`<tr id="reason-${r.reason}"><td data-label="reason"><code>${r.reason}</code></td><td data-label="Answered">${r.meaning}</td><td data-label="To do">${r.todo}</td></tr>`)}</tbody>
      </table></div>
    </section>
  </div>
</div>`;
  return renderPage(view, { title: 'Error codes', body, public: true, current: 'errors' });
}
