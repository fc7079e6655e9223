import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderAdminPage } from './admin-page.js';
import { renderForgotPasswordPage, renderLoginPage, renderResetPasswordPage, renderSignupPage } from './auth-pages.js';
import { renderDashboardPage } from './dashboard-page.js';
import { renderMessagePage } from './message-page.js';
import { adminView, dashboardView, EVIL_EMAIL, EVIL_REASON } from '../../../test/web-views.js';

const anon = { csrfToken: 'anon-token' };

function parse(markup: string): Document {
  return new JSDOM(markup).window.document;
}

/** The accessible name a test would find a control by: its label, or its text. */
function controlNames(doc: Document): string[] {
  const names: string[] = [];
  for (const input of doc.querySelectorAll('input, select, textarea')) {
    const id = input.getAttribute('id');
    const label = id ? doc.querySelector(`label[for="${id}"]`) : null;
    if (label) names.push(label.textContent!.replace(/\(optional\)/, '').trim());
  }
  for (const button of doc.querySelectorAll('button')) names.push(button.textContent!.trim());
  return names;
}

const ALL_PAGES = {
  signup: renderSignupPage(anon, { open: true }),
  signupClosed: renderSignupPage(anon, { open: false }),
  login: renderLoginPage(anon, { signupOpen: true }),
  forgot: renderForgotPasswordPage(anon),
  reset: renderResetPasswordPage(anon, { token: 'tok"<x>' }),
  dashboard: renderDashboardPage(dashboardView()),
  admin: renderAdminPage(adminView()),
  message: renderMessagePage(anon, { title: 'Not allowed', text: 'No.' }),
};

describe('every page', () => {
  it.each(Object.entries(ALL_PAGES))('%s: no inline script, style or handler; a CSRF meta; landmarks', (_name, markup) => {
    const doc = parse(markup);
    for (const script of doc.querySelectorAll('script')) {
      expect(script.getAttribute('src')).toMatch(/^\/assets\/[a-z-]+\.js$/);
      expect(script.textContent).toBe('');
    }
    expect(doc.querySelectorAll('style, [style]')).toHaveLength(0);
    const handlers = [...doc.querySelectorAll('*')].flatMap((e) => e.getAttributeNames().filter((n) => n.startsWith('on')));
    expect(handlers).toEqual([]);
    expect(doc.querySelector('meta[name="csrf-token"]')?.getAttribute('content')).toBeTruthy();
    expect(doc.querySelectorAll('header, main, footer, h1')).toHaveLength(4);
    expect(doc.documentElement.lang).toBe('en');
    for (const link of doc.querySelectorAll('link[href], img[src]')) expect(link.getAttribute('href') ?? link.getAttribute('src')).toMatch(/^\//);
  });

  it.each(Object.entries(ALL_PAGES))('%s: every input has a label and every described-by target exists', (_name, markup) => {
    const doc = parse(markup);
    for (const input of doc.querySelectorAll('input:not([type="hidden"]), select, textarea')) {
      const id = input.getAttribute('id');
      const wrapped = input.closest('label');
      expect(wrapped ?? (id && doc.querySelector(`label[for="${id}"]`)), `label for ${input.outerHTML}`).toBeTruthy();
      for (const ref of (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)) expect(doc.getElementById(ref), ref).toBeTruthy();
    }
  });
});

describe('the sign-in pages', () => {
  it('sign-up has Email, Password and Sign up; login has Log in', () => {
    expect(controlNames(parse(ALL_PAGES.signup))).toEqual(expect.arrayContaining(['Email', 'Password', 'Sign up']));
    expect(controlNames(parse(ALL_PAGES.login))).toEqual(expect.arrayContaining(['Email', 'Password', 'Log in']));
  });

  it('closed sign-up says so, with no form and no link to sign up', () => {
    const doc = parse(ALL_PAGES.signupClosed);
    expect(doc.querySelector('h1')?.textContent).toBe('Sign-up is closed');
    expect(doc.querySelector('form')).toBeNull();
    const closedLogin = parse(renderLoginPage(anon, { signupOpen: false }));
    expect(closedLogin.querySelector('a[href="/signup"]')).toBeNull();
    expect(parse(ALL_PAGES.login).querySelector('a[href="/signup"]')).not.toBeNull();
  });

  it('the reset page carries the token as an escaped value', () => {
    const doc = parse(ALL_PAGES.reset);
    expect(doc.querySelector<HTMLInputElement>('input[name="token"]')?.value).toBe('tok"<x>');
  });
});

describe('the dashboard', () => {
  const doc = parse(ALL_PAGES.dashboard);

  it('has the fixed control names', () => {
    expect(controlNames(doc)).toEqual(expect.arrayContaining(['Create key', 'Regenerate', 'Delete', 'Request access', 'Run']));
  });

  it('lists keys with hint, env, name, created and last used, never a key text', () => {
    const rows = [...doc.querySelectorAll('#keys-list tbody tr')].map((tr) => [...tr.querySelectorAll('td')].slice(0, 5).map((td) => td.textContent!.trim()));
    expect(rows).toEqual([
      ['production', 'pl_live_3fQx…', 'live', '2 Nov 2026', '24 Nov 2026'],
      ['Unnamed', 'pl_test_9aBc…', 'test', '3 Nov 2026', 'Never'],
    ]);
  });

  it('shows usage against the quota as progress bars, and a chart with a title and a table', () => {
    const bars = [...doc.querySelectorAll('progress')].map((p) => [p.getAttribute('value'), p.getAttribute('max')]);
    expect(bars).toEqual([['1234', '10000'], ['950', '1000'], ['0', '1000']]);
    expect(doc.querySelector('svg.usage-chart title')?.textContent).toBe('Calls per day this month');
    expect(doc.querySelector('svg.usage-chart desc')?.textContent).toBe('170 calls this month; the busiest day was 2026-11-20 with 120.');
    expect(doc.querySelectorAll('svg.usage-chart rect')).toHaveLength(30);
    expect(doc.querySelectorAll('.chart-table tbody tr')).toHaveLength(30);
  });

  it('offers only the beta endpoints the account lacks, and escapes the reasons of earlier requests', () => {
    const offered = [...doc.querySelectorAll<HTMLInputElement>('input[name="scopes"]')].map((i) => i.value);
    expect(offered).toEqual(['batch', 'seo', 'aeo', 'screenshot', 'outline', 'analyze']);
    expect(doc.querySelector('#access-requests .reason')?.textContent).toBe(EVIL_REASON);
    expect(doc.querySelectorAll('#access-requests script, #access-requests img')).toHaveLength(0);
  });

  it('pre-fills the playground with a fixture URL and holds no key in its markup', () => {
    expect(doc.querySelector<HTMLInputElement>('#pg-url')?.value).toBe('https://fixtures.pagelens.test/article');
    expect([...doc.querySelectorAll<HTMLOptionElement>('#pg-endpoint option')].map((o) => o.value)).toEqual(['preview', 'extract', 'seo', 'aeo', 'stack', 'screenshot', 'outline', 'analyze', 'batch']);
    expect(ALL_PAGES.dashboard).not.toMatch(/pl_(live|test)_[A-Za-z0-9]{20,}/);
  });

  it('has a good empty state without keys', () => {
    const empty = parse(renderDashboardPage(dashboardView({ keys: [], requests: [] })));
    expect(empty.querySelector('#keys-list .empty-title')?.textContent).toBe('No keys yet');
  });
});

describe('the admin page', () => {
  const doc = parse(ALL_PAGES.admin);

  it('shows pending requests with Approve and Deny, decided ones with their state', () => {
    expect(controlNames(doc)).toEqual(expect.arrayContaining(['Approve', 'Deny']));
    expect(doc.querySelectorAll('#pending-requests tbody tr')).toHaveLength(1);
    expect(doc.querySelector('#decided-requests .badge')?.textContent).toBe('denied');
  });

  it('renders a hostile email and reason as text', () => {
    expect(doc.querySelector('#pending-requests .email')?.textContent).toBe(EVIL_EMAIL);
    expect(doc.querySelector('#pending-requests .reason')?.textContent).toBe(EVIL_REASON);
    expect(doc.querySelectorAll('main script, main img')).toHaveLength(0);
    expect(doc.querySelector('#accounts tbody td')?.textContent).toBe(EVIL_EMAIL);
  });

  it('lists accounts with plan, scopes and this month\'s calls', () => {
    const cells = [...doc.querySelectorAll('#accounts tbody td')].map((td) => td.textContent!.replace(/\s+/g, ' ').trim());
    expect(cells.slice(1, 4)).toEqual(['Starter', 'previewstack', '15 preview 12 · stack 3']);
  });
});
