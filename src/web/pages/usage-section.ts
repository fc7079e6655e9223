import { html, type SafeHtml } from '../html.js';
import type { UsageView } from '../view-types.js';
import { formatCount, formatDate } from './format.js';
import { usageChart } from './usage-chart.js';

function quotaRow(row: UsageView['endpoints'][number]): SafeHtml {
  const ratio = row.quota > 0 ? row.used / row.quota : 0;
  const tone = ratio >= 0.9 ? 'meter-high' : ratio >= 0.7 ? 'meter-mid' : '';
  return html`<li class="quota-row">
  <div class="quota-head"><span class="quota-name" id="quota-${row.endpoint}">/${row.endpoint}</span>
  <span class="quota-figures">${formatCount(row.used)} <span class="muted">of ${formatCount(row.quota)}</span></span></div>
  <progress class="${`quota-bar ${tone}`.trim()}" max="${Math.max(row.quota, 1)}" value="${Math.min(row.used, Math.max(row.quota, 1))}" aria-labelledby="quota-${row.endpoint}">${Math.round(ratio * 100)}%</progress>
</li>`;
}

export function usageSection(usage: UsageView): SafeHtml {
  const end = new Date(Date.parse(usage.period.end) - 1).toISOString();
  return html`<section class="card" id="usage" aria-labelledby="usage-title">
  <div class="card-head">
    <div><h2 id="usage-title">Usage this month</h2>
    <p class="card-sub">${formatDate(usage.period.start)} – ${formatDate(end)} (UTC). Quotas reset on the first of the month.</p></div>
  </div>
  <div class="usage-grid">
    ${usage.endpoints.length === 0
      ? html`<p class="empty-state">No endpoints on this plan.</p>`
      : html`<ul class="quota-list" aria-label="Calls against your monthly quota">${usage.endpoints.map(quotaRow)}</ul>`}
    <div class="chart-wrap">${usageChart(usage)}</div>
  </div>
</section>`;
}
