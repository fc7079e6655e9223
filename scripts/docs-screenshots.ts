/**
 * npm run docs:screenshots — the pictures of the pages in the README and docs/guide.md. Starts the service on a
 * temporary data dir (no SMTP: sign-up needs no verification), signs up a demo account,
 * creates a key, runs the playground on a fixture, files an access request, and captures
 * the home page, the API reference, the error codes, signup, login, dashboard, the playground and admin at
 * 1280 and 375 px into docs/dashboard/<page>-<width>.png. The API reference is long: it is
 * captured as the first two screens, not as one full page.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { loadConfig } from '../src/config/load-config.js';
import { startServer } from '../src/main.js';
import { startFixtureServer } from '../test/fixture-server.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = path.join(ROOT, 'docs/dashboard');
const WIDTHS = [1280, 375] as const;
const DEMO = { email: 'ada@example.com', password: 'a demo password, not a real one' };
const OWNER = { email: 'owner@localhost', password: 'the demo owner password' };
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function setPassword(dataDir: string, email: string, password: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/cli.ts'), 'admin', 'password', '--email', email, '--data-dir', dataDir], { cwd: ROOT, stdio: ['pipe', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pagelens admin password exited ${code}`))));
    child.stdin.end(`${password}\n`);
  });
}

async function capture(page: Page, name: string, options: { fullPage?: boolean; height?: number } = {}): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: options.height ?? 900 });
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(OUT, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
    console.log(`wrote ${path.relative(ROOT, file)}`);
  }
}

async function fill(page: Page, who: { email: string; password: string }, button: string): Promise<void> {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: button }).click();
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pagelens-docs-'));
  const web = await startFixtureServer();
  const config = loadConfig({ port: '0', logLevel: 'warn', dataDir, screenshotWarm: 'false', allowHosts: `127.0.0.1:${web.port}`, signupScopes: 'preview,stack,extract' });
  if (!config.ok) throw new Error(config.failure.detail);
  const server = await startServer(config.value, { logger: false, onOwnerKeys: () => {} });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
  try {
    await setPassword(dataDir, OWNER.email, OWNER.password);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await capture(page, 'home');
    await page.goto(`${server.url}/docs`);
    await capture(page, 'docs', { fullPage: false, height: 1800 });
    await page.goto(`${server.url}/docs/errors`);
    await capture(page, 'errors', { fullPage: false, height: 1800 });
    await page.goto(`${server.url}/login`);
    await capture(page, 'login');
    await page.goto(`${server.url}/signup`);
    await capture(page, 'signup');

    await page.setViewportSize({ width: 1280, height: 900 });
    await fill(page, DEMO, 'Sign up');
    await page.waitForURL(/\/dashboard$/);
    await page.getByLabel('Name').fill('production');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.locator('#new-key').filter({ hasText: 'pl_live_' }).waitFor();
    const live = (await page.locator('#new-key').textContent())!.trim();
    for (const [endpoint, n] of [['preview', 7], ['extract', 3], ['stack', 2]] as const) {
      for (let i = 0; i < n; i += 1) await fetch(`${server.url}/${endpoint}?url=${encodeURIComponent(web.url('/page.html'))}&maxAge=0`, { headers: { 'x-api-key': live } });
    }
    // Two refused calls (the site's 404: 502 upstream_error), shown apart from the billed ones.
    for (let i = 0; i < 2; i += 1) await fetch(`${server.url}/preview?url=${encodeURIComponent(web.url(`/gone-${i}.html`))}`, { headers: { 'x-api-key': live } });
    await page.getByLabel('/screenshot').check();
    await page.getByLabel('/seo').check();
    await page.getByLabel('Reason').fill('Social cards and SEO audits for the pages our CMS publishes.');
    await page.getByRole('button', { name: 'Request access' }).click();
    await page.locator('#access-requests tbody tr').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Create a test key for the playground' }).click();
    await page.locator('#new-key').filter({ hasText: 'pl_test_' }).waitFor();
    await page.getByRole('button', { name: 'Run' }).click();
    await page.locator('[data-pg-rendered] .preview-card').waitFor();
    await capture(page, 'dashboard');
    // The playground alone, on /extract with its options open.
    await page.getByLabel('Endpoint', { exact: true }).selectOption('extract');
    await page.getByText('Options', { exact: true }).click();
    await page.getByLabel(/^Include/).fill('article');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.locator('[data-pg-rendered] .summary-text').waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const file = path.join(OUT, `playground-${width}.png`);
      await page.locator('#playground').screenshot({ path: file });
      console.log(`wrote ${path.relative(ROOT, file)}`);
    }

    const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await ownerContext.newPage();
    await admin.goto(`${server.url}/login?next=/admin`);
    await fill(admin, OWNER, 'Log in');
    await admin.waitForURL(`${server.url}/admin`);
    await admin.getByRole("heading", { level: 1 }).waitFor();
    await capture(admin, 'admin');
  } finally {
    await browser.close();
    await server.close();
    await web.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
