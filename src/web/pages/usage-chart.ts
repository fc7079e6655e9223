import { html, type SafeHtml } from '../html.js';
import type { UsageView } from '../view-types.js';
import { formatCount } from './format.js';

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 52 };
const DAY_MS = 86_400_000;

export interface DayTotal {
  readonly date: string;
  /** Billed calls. */
  readonly count: number;
  /** Calls refused or failed, given back (not billed). */
  readonly refused: number;
}

/** One entry per day of the period (start inclusive, end exclusive), summed over endpoints. */
export function dailyTotals(usage: UsageView): DayTotal[] {
  const start = Date.parse(usage.period.start.slice(0, 10));
  const end = Date.parse(usage.period.end.slice(0, 10));
  const sums = new Map<string, number>();
  const refused = new Map<string, number>();
  for (const row of usage.daily) {
    const date = row.date.slice(0, 10);
    sums.set(date, (sums.get(date) ?? 0) + row.count);
    refused.set(date, (refused.get(date) ?? 0) + (row.refused ?? 0));
  }
  const days: DayTotal[] = [];
  if (Number.isNaN(start) || Number.isNaN(end)) return days;
  for (let t = start; t < end && days.length < 31; t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10);
    days.push({ date, count: sums.get(date) ?? 0, refused: refused.get(date) ?? 0 });
  }
  return days;
}

/** A round upper bound for the axis: 1, 2, 5 × 10^n. */
export function niceMax(value: number): number {
  if (value <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= value) return step * magnitude;
  return 10 * magnitude;
}

function gridLines(max: number, plotHeight: number): SafeHtml {
  return html`${[0, 0.5, 1].map((f) => {
    const y = PAD.top + plotHeight * (1 - f);
    return html`<line class="chart-grid" x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${y}" y2="${y}"/><text class="chart-axis" x="${PAD.left - 6}" y="${y + 4}" text-anchor="end">${formatCount(max * f)}</text>`;
  })}`;
}

/** Calls per day this month, drawn on the server: no script, no inline style. */
export function usageChart(usage: UsageView): SafeHtml {
  const days = dailyTotals(usage);
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const max = niceMax(Math.max(0, ...days.map((d) => d.count)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(days.length, 1);
  const bars = days.map((day, i) => {
    const h = (day.count / max) * plotHeight;
    const x = PAD.left + i * slot + slot * 0.15;
    const label = Number(day.date.slice(8, 10));
    const tick = i === 0 || label % 5 === 0 ? html`<text class="chart-axis" x="${x + slot * 0.35}" y="${HEIGHT - 8}" text-anchor="middle">${label}</text>` : '';
    return html`<rect class="chart-bar" x="${x.toFixed(1)}" y="${(PAD.top + plotHeight - h).toFixed(1)}" width="${(slot * 0.7).toFixed(1)}" height="${h.toFixed(1)}"><title>${day.date}: ${formatCount(day.count)} billed calls${day.refused > 0 ? `, ${formatCount(day.refused)} refused` : ''}</title></rect>${tick}`;
  });
  const busiest = days.reduce<DayTotal | undefined>((best, d) => (!best || d.count > best.count ? d : best), undefined);
  const desc = total === 0 ? 'No calls yet this month.' : `${formatCount(total)} calls this month; the busiest day was ${busiest?.date} with ${formatCount(busiest?.count ?? 0)}.`;
  return html`<svg class="usage-chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="usage-chart-title usage-chart-desc" preserveAspectRatio="xMidYMid meet">
  <title id="usage-chart-title">Calls per day this month</title>
  <desc id="usage-chart-desc">${desc}</desc>
  ${gridLines(max, plotHeight)}
  ${bars}
</svg>
<details class="chart-table">
  <summary>Show the numbers as a table</summary>
  <div class="table-wrap"><table class="data-table compact-table">
    <caption class="visually-hidden">Calls per day this month</caption>
    <thead><tr><th scope="col">Day</th><th scope="col">Billed</th><th scope="col">Refused</th></tr></thead>
    <tbody>${days.map((d) => html`<tr><td>${d.date}</td><td class="num">${formatCount(d.count)}</td><td class="num">${formatCount(d.refused)}</td></tr>`)}</tbody>
  </table></div>
</details>`;
}
