/**
 * Shared set-up of the browser tests: Debian's Chromium driven by
 * playwright-core, a fresh profile per launch, and the built site served
 * from dist/ on 127.0.0.1.
 *
 * Each test gets its own browser so no state (storage, service workers,
 * caches) leaks between tests. Console errors and uncaught page errors are
 * collected, and a test fails on any unless it says it expects them.
 */
import { after, test } from 'node:test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { serveStatic } from '../../scripts/static-server.mjs';

export const CHROMIUM = '/usr/bin/chromium';
export const chromiumMissing = !existsSync(CHROMIUM);

const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far, as text. */
  errors: string[];
}

/** A test that needs the browser; reported as skipped when Chromium is not installed. */
export function browserTest(name: string, fn: (s: BrowserSession) => Promise<void>): void {
  test(name, { skip: chromiumMissing ? `${CHROMIUM} not found` : false, timeout: 180_000 }, async () => {
    await withBrowser(fn);
  });
}

export async function withBrowser<T>(fn: (s: BrowserSession) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'stepwise-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    watchErrors(page, errors);
    context.on('page', (p) => watchErrors(p, errors));
    return await fn({ context, page, errors });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

function watchErrors(page: Page, errors: string[]): void {
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()} (${page.url()})`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message} (${page.url()})`));
}

let server: Promise<{ url: string; close: () => Promise<unknown> }> | undefined;
// Registered at load time, so it belongs to the file (not to one test) and runs after all of them.
after(async () => {
  if (server) await (await server).close();
});

/**
 * Base URL of the built site, without a trailing slash. The e2e runner
 * serves dist/ once and passes E2E_BASE_URL; a test file run on its own
 * starts its own server.
 */
export async function siteUrl(): Promise<string> {
  if (process.env.E2E_BASE_URL) return process.env.E2E_BASE_URL.replace(/\/$/, '');
  if (!existsSync('dist/index.html')) throw new Error('dist/ is not built: run `npx astro build` first');
  server ??= serveStatic('dist');
  return (await server).url;
}
