/**
 * The front door in real Chromium (issue 12): sign up → verify by mail → live key → /extract →
 * regenerate → old 401, new 200 → request /screenshot → owner approves in /admin → 200;
 * and the playground renders a fixture's preview card with a test key.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../../src/fixtures/fixture-catalog.js';
import { startFixtureServer, type FixtureServer } from '../fixture-server.js';
import { startPagelens, type TestServer } from '../start-pagelens.js';
import { launchChromium, startMailbox, type Mailbox } from './web-kit.js';
import { setPasswordFromHost } from './web-owner.js';

const USER = { email: 'ada@example.com', password: 'correct horse battery staple' };
const OWNER = { email: 'owner@localhost', password: 'owner password, long enough' };

let web: FixtureServer;
let mailbox: Mailbox;
let lens: TestServer;
let browser: Browser;

beforeAll(async () => {
  [web, mailbox, browser] = await Promise.all([startFixtureServer(), startMailbox(), launchChromium()]);
  lens = await startPagelens({ allowHosts: `127.0.0.1:${web.port}`, smtpUrl: mailbox.url, signupScopes: 'preview,stack,extract' });
  await setPasswordFromHost(lens, OWNER.email, OWNER.password);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await lens?.close();
  await Promise.all([web?.close(), mailbox?.close()]);
});

const call = (path: string, target: string, key: string) => lens.get(`${path}?url=${encodeURIComponent(target)}`, { 'x-api-key': key });

async function newKeyText(page: Page, previous = ''): Promise<string> {
  const box = page.locator('#new-key');
  await expect.poll(async () => ((await box.textContent()) ?? '').trim(), { timeout: 10_000 }).toMatch(/^pl_live_/);
  await expect.poll(async () => (await box.textContent())?.trim()).not.toBe(previous);
  return ((await box.textContent()) ?? '').trim();
}

describe('the front door in a browser', () => {
  it('signs up, verifies by mail, uses, regenerates and gets a beta endpoint approved', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${lens.url}/signup`);
    await page.getByLabel('Email').fill(USER.email);
    await page.getByLabel('Password').fill(USER.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Check your inbox');

    const mail = await mailbox.waitFor(/\/account\/verify\?token=/);
    const link = /https?:\/\/\S+\/account\/verify\?token=[^\s"<>]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(new URL(link!).pathname + new URL(link!).search, lens.url).href);
    await page.waitForURL(`${lens.url}/dashboard`);

    await page.getByRole('button', { name: 'Create key' }).click();
    const first = await newKeyText(page);
    const target = web.url('/page.html');
    expect((await call('/extract', target, first)).status).toBe(200);
    expect(await page.content()).toContain(first); // shown once, in this page only…
    expect(await (await context.request.get(`${lens.url}/dashboard`)).text()).not.toContain(first); // …never in the HTML

    await page.locator('#keys-list').getByRole('button', { name: 'Regenerate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Regenerate' }).click();
    const second = await newKeyText(page, first);
    expect((await call('/extract', target, first)).status).toBe(401);
    expect((await call('/extract', target, second)).status).toBe(200);

    expect((await call('/screenshot', target, second)).status).toBe(403);
    await page.getByLabel('/screenshot').check();
    await page.getByLabel('Reason').fill('Thumbnails of the pages we link to.');
    await page.getByRole('button', { name: 'Request access' }).click();
    await expect.poll(() => page.locator('#access-requests').textContent()).toContain('pending');

    const ownerContext = await browser.newContext();
    const admin = await ownerContext.newPage();
    await admin.goto(`${lens.url}/admin`);
    await admin.waitForURL(/\/login/);
    await admin.getByLabel('Email').fill(OWNER.email);
    await admin.getByLabel('Password').fill(OWNER.password);
    await admin.getByRole('button', { name: 'Log in' }).click();
    await admin.waitForURL(`${lens.url}/admin`);
    await admin.locator('#pending-requests tr', { hasText: USER.email }).getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => admin.locator('#decided-requests').textContent()).toContain('approved');

    const shot = await call('/screenshot', target, second);
    expect(shot.status).toBe(200);
    expect((await shot.json()) as { screenshot_url: string }).toHaveProperty('screenshot_url');
    await Promise.all([context.close(), ownerContext.close()]);
  }, 60_000);

  it('runs the playground on a fixture with a test key and renders the preview card', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${lens.url}/login`);
    await page.getByLabel('Email').fill(USER.email);
    await page.getByLabel('Password').fill(USER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${lens.url}/dashboard`);

    const fixture = FIXTURES[0]!.url;
    expect(await page.getByLabel('URL').inputValue()).toBe(fixture);
    await page.getByRole('button', { name: 'Create a test key for the playground' }).click();
    await expect.poll(() => page.getByLabel('Key', { exact: true }).inputValue()).not.toBe('');
    await page.getByLabel('Endpoint', { exact: true }).selectOption('preview');
    await page.getByRole('button', { name: 'Run' }).click();

    const expected = (await (await call('/preview', fixture, lens.ownerKeys!.test.key)).json()) as { title: string };
    const card = page.getByRole('article', { name: 'Preview card' });
    await expect.poll(() => card.locator('.preview-title').textContent()).toBe(expected.title);
    expect(await page.locator('[data-pg-json]').textContent()).toContain(`"title": ${JSON.stringify(expected.title)}`);
    await context.close();
  }, 30_000);
});
