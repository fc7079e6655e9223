import { html, type SafeHtml } from '../html.js';
import { BETA_ENDPOINTS, type AccessRequestView } from '../view-types.js';
import { chips, stateBadge, time } from './format.js';

function requestForm(missing: readonly string[]): SafeHtml {
  if (missing.length === 0) {
    return html`<p class="empty-state">Your account has every beta endpoint.</p>`;
  }
  return html`<form class="stack-form" data-access-form novalidate>
  <fieldset class="checkbox-group" aria-describedby="access-scopes-error">
    <legend>Endpoints</legend>
    ${missing.map((scope) => html`<label class="check"><input type="checkbox" name="scopes" value="${scope}"> <code>/${scope}</code></label>`)}
    <p class="field-error" id="access-scopes-error" data-error-for="scopes"></p>
  </fieldset>
  <div class="field">
    <label for="access-reason">Reason</label>
    <p class="field-hint" id="access-reason-hint">What will you build? The operator reads this.</p>
    <textarea id="access-reason" name="reason" rows="3" maxlength="2000" required aria-describedby="access-reason-hint access-reason-error"></textarea>
    <p class="field-error" id="access-reason-error" data-error-for="reason"></p>
  </div>
  <div class="form-status" role="status" aria-live="polite" data-form-status></div>
  <div><button type="submit" class="button button-primary">Request access</button></div>
</form>`;
}

function requestList(requests: readonly AccessRequestView[]): SafeHtml {
  if (requests.length === 0) return html``;
  return html`<h3 class="subhead">Your requests</h3>
<div class="table-wrap"><table class="data-table responsive-table">
  <caption class="visually-hidden">Your access requests</caption>
  <thead><tr><th scope="col">Requested</th><th scope="col">Endpoints</th><th scope="col">Reason</th><th scope="col">State</th></tr></thead>
  <tbody>${requests.map((r) => html`<tr>
    <td data-label="Requested">${time(r.created_at)}</td>
    <td data-label="Endpoints">${chips(r.scopes)}</td>
    <td data-label="Reason" class="reason">${r.reason}</td>
    <td data-label="State">${stateBadge(r.state)}</td>
  </tr>`)}</tbody>
</table></div>`;
}

export function accessSection(scopes: readonly string[], requests: readonly AccessRequestView[]): SafeHtml {
  const missing = BETA_ENDPOINTS.filter((s) => !scopes.includes(s));
  return html`<section class="card" id="access" aria-labelledby="access-title">
  <div class="card-head">
    <div><h2 id="access-title">Beta endpoints</h2>
    <p class="card-sub">Beta endpoints are opened by the operator on request. Approved endpoints work at once with your existing keys.</p></div>
  </div>
  ${requestForm(missing)}
  <div id="access-requests">${requestList(requests)}</div>
</section>`;
}
