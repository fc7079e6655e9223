import { BATCH_OPERATIONS, isScope, OPERATIONS } from '../../domain/operations.js';
import { html, type SafeHtml } from '../html.js';
import type { UsageView } from '../view-types.js';
import { formatCount, formatDate } from './format.js';
import { usageChart } from './usage-chart.js';

/** Calls given back this month per endpoint: answered with a refusal or a failure, so not billed. */
export function refusedByEndpoint(usage: UsageView): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of usage.daily) if (row.refused) sums.set(row.endpoint, (sums.get(row.endpoint) ?? 0) + row.refused);
  return sums;
}

const refusedNote = (refused: number) =>
  refused > 0 ? html`<p class="quota-refused">${formatCount(refused)} refused, not billed</p>` : '';

function quotaRow(row: UsageView['endpoints'][number], refused: number): SafeHtml {
  // A batch has no quota of its own: each URL counts against its operation's quota.
  if (isScope(row.endpoint) && OPERATIONS[row.endpoint].quota === null) {
    return html`<li class="quota-row">
  <div class="quota-head"><span class="quota-name">/${row.endpoint}</span>
  <span class="quota-figures muted">each URL counts against ${BATCH_OPERATIONS.map((op) => `/${op}`).join(' or ')}</span></div>
  ${refusedNote(refused)}
</li>`;
  }
  const ratio = row.quota > 0 ? row.used / row.quota : 0;
  const tone = ratio >= 0.9 ? 'meter-high' : ratio >= 0.7 ? 'meter-mid' : '';
  return html`<li class="quota-row">
  <div class="quota-head"><span class="quota-name" id="quota-${row.endpoint}">/${row.endpoint}</span>
  <span class="quota-figures">${formatCount(row.used)} <span class="muted">of ${formatCount(row.quota)}</span></span></div>
  <progress class="${`quota-bar ${tone}`.trim()}" max="${Math.max(row.quota, 1)}" value="${Math.min(row.used, Math.max(row.quota, 1))}" aria-labelledby="quota-${row.endpoint}">${Math.round(ratio * 100)}%</progress>
  ${refusedNote(refused)}
</li>`;
}

export function usageSection(usage: UsageView): SafeHtml {
  const end = new Date(Date.parse(usage.period.end) - 1).toISOString();
  const refused = refusedByEndpoint(usage);
  const billed = usage.endpoints.reduce((sum, row) => sum + row.used, 0);
  const refusedTotal = [...refused.values()].reduce((sum, n) => sum + n, 0);
  return html`<section class="card" id="usage" aria-labelledby="usage-title">
  <div class="card-head">
    <div><h2 id="usage-title">Usage this month</h2>
    <p class="card-sub">${formatDate(usage.period.start)} – ${formatDate(end)} (UTC). Quotas reset on the first of the month.</p></div>
  </div>
  <dl class="plan-summary usage-totals">
    <div><dt>Billed calls</dt><dd data-usage-billed>${formatCount(billed)}</dd></div>
    <div><dt>Refused, not billed</dt><dd data-usage-refused>${formatCount(refusedTotal)}</dd></div>
  </dl>
  <p class="usage-note">Only answers with status 200 count against a quota. A call refused or failed — a bad parameter, the site's 404 or bot check
  (<a href="/docs/errors#upstream-reasons">502 <code>upstream_error</code> and its reasons</a>), a timeout — is given back and shown here apart.</p>
  <div class="usage-grid">
    ${usage.endpoints.length === 0
      ? html`<p class="empty-state">No endpoints on this plan.</p>`
      : html`<ul class="quota-list" aria-label="Calls against your monthly quota">${usage.endpoints.map((row) => quotaRow(row, refused.get(row.endpoint) ?? 0))}</ul>`}
    <div class="chart-wrap">${usageChart(usage)}</div>
  </div>
</section>`;
}
