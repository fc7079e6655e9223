import { html, type SafeHtml } from '../html.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "25 Nov 2026" (UTC), or the input itself when it is not a date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A <time> element with the machine-readable date and a short human one. */
export function time(iso: string | null | undefined, fallback = 'Never'): SafeHtml {
  if (!iso) return html`<span class="muted">${fallback}</span>`;
  return html`<time datetime="${iso}">${formatDate(iso)}</time>`;
}

export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

export function chips(items: readonly string[], empty = 'None'): SafeHtml {
  if (items.length === 0) return html`<span class="muted">${empty}</span>`;
  return html`<ul class="chips">${items.map((item) => html`<li class="chip">${item}</li>`)}</ul>`;
}

export function stateBadge(state: string): SafeHtml {
  const tone = state === 'approved' ? 'ok' : state === 'denied' ? 'bad' : 'wait';
  return html`<span class="badge badge-${tone}">${state}</span>`;
}

export function planName(plan: string): string {
  const names: Record<string, string> = { starter: 'Starter', professional: 'Professional', ai_specialist: 'AI Specialist' };
  return names[plan] ?? plan;
}

/**
 * An e-mail address that wraps only between its words: before the "@" and after a dot, hyphen
 * or underscore, never inside a name (the CSS breaks a word only when one alone is wider than its cell).
 */
export function emailText(email: string): SafeHtml {
  return breakable(email, /(?=@)|(?<=[._-])/);
}

/** `text` with a line-break opportunity (<wbr>) at each place `at` splits it, and nowhere else. */
export function breakable(text: string, at: RegExp): SafeHtml {
  return html`${text.split(at).map((part, i) => (i === 0 ? html`${part}` : html`<wbr>${part}`))}`;
}
