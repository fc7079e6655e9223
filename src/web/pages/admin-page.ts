import { html, type SafeHtml } from '../html.js';
import type { AccessRequestView, AccountSummaryView, AdminView } from '../view-types.js';
import { chips, emailText, formatCount, planName, stateBadge, time } from './format.js';
import { renderPage } from './layout.js';

function requestRow(r: AccessRequestView): SafeHtml {
  const pending = r.state === 'pending';
  return html`<tr data-request-id="${r.id}">
  <td data-label="Account" class="email">${emailText(r.email)}</td>
  <td data-label="Endpoints">${chips(r.scopes)}</td>
  <td data-label="Reason" class="reason">${r.reason}</td>
  <td data-label="Requested">${time(r.created_at)}</td>
  <td data-label="State" class="${pending ? 'actions' : ''}">${pending
    ? html`<button type="button" class="button button-small button-primary" data-decide="approve" data-request-id="${r.id}" aria-describedby="req-${r.id}">Approve</button>
    <button type="button" class="button button-small button-danger" data-decide="deny" data-request-id="${r.id}" aria-describedby="req-${r.id}">Deny</button>
    <span class="visually-hidden" id="req-${r.id}">request from ${r.email} for ${r.scopes.join(', ')}</span>`
    : stateBadge(r.state)}</td>
</tr>`;
}

function requestTable(caption: string, rows: readonly AccessRequestView[], empty: string): SafeHtml {
  if (rows.length === 0) return html`<p class="empty-state">${empty}</p>`;
  return html`<div class="table-wrap"><table class="data-table responsive-table">
  <caption class="visually-hidden">${caption}</caption>
  <thead><tr><th scope="col">Account</th><th scope="col">Endpoints</th><th scope="col">Reason</th><th scope="col">Requested</th><th scope="col">State</th></tr></thead>
  <tbody>${rows.map(requestRow)}</tbody>
</table></div>`;
}

function usageCell(usage: AccountSummaryView['usage']): SafeHtml {
  const used = usage.filter((u) => u.used > 0).sort((a, b) => b.used - a.used);
  if (used.length === 0) return html`<span class="muted">No calls</span>`;
  const total = used.reduce((sum, u) => sum + u.used, 0);
  return html`<strong>${formatCount(total)}</strong> <span class="muted">${used.map((u) => `${u.endpoint} ${formatCount(u.used)}`).join(' · ')}</span>`;
}

function accountRow(a: AccountSummaryView): SafeHtml {
  return html`<tr>
  <td data-label="Account" class="email">${emailText(a.email)}</td>
  <td data-label="Plan">${planName(a.plan)}</td>
  <td data-label="Endpoints">${chips(a.scopes)}</td>
  <td data-label="This month">${usageCell(a.usage)}</td>
  <td data-label="Created">${time(a.created_at)}</td>
</tr>`;
}

export function renderAdminPage(view: AdminView): string {
  const pending = view.requests.filter((r) => r.state === 'pending');
  const decided = view.requests.filter((r) => r.state !== 'pending');
  const body = html`<div class="page-head"><div><h1>Admin</h1>
  <p class="lead">Access requests and accounts on this service.</p></div></div>
<section class="card" id="requests" aria-labelledby="pending-title">
  <div class="card-head"><div><h2 id="pending-title" tabindex="-1">Pending requests <span class="count" id="pending-count">${pending.length}</span></h2>
  <p class="card-sub">Approving grants the endpoints at once, to every key of the account.</p></div></div>
  <div class="form-status" role="status" aria-live="polite" data-admin-status></div>
  <div id="pending-requests">${requestTable('Pending access requests', pending, 'No pending requests. You are all caught up.')}</div>
</section>
<section class="card" aria-labelledby="decided-title">
  <div class="card-head"><div><h2 id="decided-title">Decided requests</h2></div></div>
  <div id="decided-requests">${requestTable('Decided access requests', decided, 'Nothing decided yet.')}</div>
</section>
<section class="card" id="accounts" aria-labelledby="accounts-title">
  <div class="card-head"><div><h2 id="accounts-title">Accounts <span class="count">${view.accounts.length}</span></h2></div></div>
  ${view.accounts.length === 0
    ? html`<p class="empty-state">No accounts yet.</p>`
    : html`<div class="table-wrap"><table class="data-table responsive-table">
  <caption class="visually-hidden">Accounts</caption>
  <thead><tr><th scope="col">Account</th><th scope="col">Plan</th><th scope="col">Endpoints</th><th scope="col">This month</th><th scope="col">Created</th></tr></thead>
  <tbody>${view.accounts.map(accountRow)}</tbody>
</table></div>`}
</section>`;
  return renderPage(view, { title: 'Admin', body, scripts: ['admin.js'], current: 'admin' });
}
