/** axe-core in real Chromium on every page, at 1280 and 375 px: no serious or critical violation. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPagelens, type TestServer } from '../start-pagelens.js';
import { launchChromium, seriousViolations } from './web-kit.js';
import { setPasswordFromHost } from './web-owner.js';

const USER = { email: 'grace@example.com', password: 'a password of some length' };
const OWNER = { email: 'owner@localhost', password: 'the owner password here' };
const WIDTHS = [1280, 375] as const;

let lens: TestServer;
let browser: Browser;
let user: BrowserContext;
let owner: BrowserContext;

async function logIn(context: BrowserContext, who: { email: string; password: string }): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${lens.url}/login`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.close();
}

beforeAll(async () => {
  [lens, browser] = await Promise.all([startPagelens({ signupScopes: 'preview,stack,extract' }), launchChromium()]);
  await setPasswordFromHost(lens, OWNER.email, OWNER.password);
  // Without SMTP a sign-up needs no verification: the page signs the user in at once.
  user = await browser.newContext({ bypassCSP: true });
  const page = await user.newPage();
  await page.goto(`${lens.url}/signup`);
  await page.getByLabel('Email').fill(USER.email);
  await page.getByLabel('Password').fill(USER.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.locator('#new-key').filter({ hasText: 'pl_' }).waitFor();
  await page.getByLabel('/seo').check();
  await page.getByLabel('Reason').fill('Audits for our clients.');
  await page.getByRole('button', { name: 'Request access' }).click();
  await page.locator('#access-requests tbody tr').waitFor();
  await page.close();
  owner = await browser.newContext({ bypassCSP: true });
  await logIn(owner, OWNER);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await lens?.close();
});

async function check(context: BrowserContext, path: string, prepare?: (page: Page) => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  const page = await context.newPage();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${lens.url}${path}`);
    if (prepare) await prepare(page);
    found.push(...(await seriousViolations(page)).map((v) => `${path} @${width}: ${v}`));
  }
  await page.close();
  return found;
}

describe('accessibility (axe-core)', () => {
  it('finds nothing serious on the sign-in pages', async () => {
    const anonymous = await browser.newContext({ bypassCSP: true });
    const found = [
      ...(await check(anonymous, '/signup')),
      ...(await check(anonymous, '/login', async (page) => {
        // With the form's error messages showing, too.
        await page.getByRole('button', { name: 'Log in' }).click();
        await page.locator('#email-error').filter({ hasText: /./ }).waitFor();
      })),
      ...(await check(anonymous, '/forgot-password')),
      ...(await check(anonymous, '/reset-password?token=abc')),
    ];
    await anonymous.close();
    expect(found).toEqual([]);
  }, 30_000);

  it('finds nothing serious on the dashboard, with a key revealed and a playground result', async () => {
    const found = await check(user, '/dashboard', async (page) => {
      await page.getByRole('button', { name: 'Create a test key for the playground' }).click();
      await page.locator('#new-key').filter({ hasText: 'pl_test_' }).waitFor();
      await page.getByRole('button', { name: 'Run' }).click();
      await page.locator('[data-pg-rendered] .preview-card').waitFor();
    });
    expect(found).toEqual([]);
  }, 30_000);

  it('finds nothing serious on /admin and on the 403 page', async () => {
    expect([...(await check(owner, '/admin')), ...(await check(user, '/admin'))]).toEqual([]);
  }, 30_000);
});
