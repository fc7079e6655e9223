import { html } from '../html.js';
import type { DashboardView } from '../view-types.js';
import { accessSection } from './access-section.js';
import { chips, planName } from './format.js';
import { keysSection } from './keys-section.js';
import { renderPage } from './layout.js';
import { playgroundSection } from './playground-section.js';
import { usageSection } from './usage-section.js';

export function renderDashboardPage(view: DashboardView): string {
  const { account } = view;
  const body = html`<div class="page-head">
  <div>
    <h1>Dashboard</h1>
    <p class="lead">Signed in as <strong>${account.email}</strong></p>
  </div>
  <dl class="plan-summary">
    <div><dt>Plan</dt><dd><span class="plan-badge">${planName(account.plan)}</span></dd></div>
    <div><dt>Endpoints</dt><dd>${chips(account.scopes)}</dd></div>
  </dl>
</div>
<nav class="section-nav" aria-label="Dashboard sections">
  <a href="#keys">Keys</a><a href="#usage">Usage</a><a href="#access">Beta access</a><a href="#playground">Playground</a>
</nav>
${keysSection(view.keys)}
${usageSection(view.usage)}
${accessSection(account.scopes, view.requests)}
${playgroundSection(view.fixtures, account.scopes)}`;
  return renderPage(view, { title: 'Dashboard', body, scripts: ['dashboard.js'], current: 'dashboard' });
}
