/**
 * Shared set-up of the browser tests: Debian's Chromium driven by
 * playwright-core, a fresh profile per launch, and the built site served
 * from dist/ on 127.0.0.1.
 *
 * Each test gets its own browser so no state (storage, service workers,
 * caches) leaks between tests. Console errors and uncaught page errors are
 * collected, and a test fails on any unless it says it expects them.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, test } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { CHROMIUM_PATH, chromiumMissing as noChromium, withFreshChromium } from '../../scripts/chromium.mjs';
import { serveStatic } from '../../scripts/static-server.mjs';

export const CHROMIUM = CHROMIUM_PATH;
export const chromiumMissing = noChromium();

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far, as text. */
  errors: string[];
}

/** A test that needs the browser; reported as skipped when Chromium is not installed. */
export function browserTest(name: string, fn: (s: BrowserSession) => Promise<void>, options: BrowserOptions = {}): void {
  test(name, { skip: chromiumMissing ? `${CHROMIUM} not found` : false, timeout: 180_000 }, async () => {
    await withBrowser(async (session) => {
      try {
        return await fn(session);
      } catch (err) {
        // A failure that comes only now and then can be read afterwards from what the page looked like.
        process.stderr.write(await describePageState(session.page, name));
        throw err;
      }
    }, options);
  });
}

/** Browser context options a test may change (viewport, colour scheme, bypassing the page's CSP for axe). */
export type BrowserOptions = Parameters<typeof withFreshChromium>[0];

export async function withBrowser<T>(fn: (s: BrowserSession) => Promise<T>, options: BrowserOptions = {}): Promise<T> {
  return withFreshChromium({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, ...options }, async (context) => {
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    watchErrors(page, errors);
    context.on('page', (p) => watchErrors(p, errors));
    return fn({ context, page, errors });
  });
}

/** The last console messages of each page (every type), kept for a failing test's report. */
const consoleTail = new WeakMap<Page, string[]>();
const CONSOLE_TAIL = 60;

function watchErrors(page: Page, errors: string[]): void {
  const tail: string[] = [];
  consoleTail.set(page, tail);
  page.on('console', (msg) => {
    tail.push(`${new Date().toISOString().slice(11, 23)} ${msg.type()}: ${msg.text()}`);
    if (tail.length > CONSOLE_TAIL) tail.shift();
    if (msg.type() === 'error') errors.push(`console: ${msg.text()} (${page.url()})`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message} (${page.url()})`));
}

/**
 * What a failing test left on screen, for its report: the address, every island's data- attributes (islands
 * publish their phase, board and whether they have started there), the scroll position, the element that has
 * focus, the last console messages, and a screenshot saved under the system's temporary folder.
 */
async function describePageState(page: Page, name: string): Promise<string> {
  const lines = [`\n--- page state when "${name}" failed ---`, `url: ${page.url()}`];
  try {
    const state = await page.evaluate(() => ({
      scrollY: Math.round(window.scrollY),
      focus: document.activeElement ? `${document.activeElement.tagName.toLowerCase()} ${document.activeElement.getAttribute('data-testid') ?? ''} ${(document.activeElement.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}` : 'none',
      islands: [...document.querySelectorAll('[data-started], [data-phase]')].map((el) => {
        const box = el.getBoundingClientRect();
        const attrs = [...el.attributes].filter((a) => a.name.startsWith('data-')).map((a) => `${a.name}=${a.value.slice(0, 60)}`);
        return `${el.tagName.toLowerCase()} top=${Math.round(box.top)} ${attrs.join(' ')}`;
      }),
    }));
    lines.push(`scrollY: ${state.scrollY}`, `focus: ${state.focus}`, 'islands:', ...state.islands.map((i) => `  ${i}`));
    const shot = join(tmpdir(), `stepwise-e2e-failure-${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
    await page.screenshot({ path: shot, timeout: 5_000 });
    lines.push(`screenshot: ${shot}`);
  } catch (err) {
    lines.push(`(the page could not be read: ${(err as Error).message.split('\n')[0]})`);
  }
  lines.push('console (last messages):', ...(consoleTail.get(page) ?? []).map((l) => `  ${l}`), '---\n');
  return lines.join('\n');
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

/**
 * Clicks `exportButton`, saves the download, and opens the file in a new page
 * with the network off and every request but the file itself refused; runs
 * `check` on that page, then asserts that the page asked for nothing else.
 */
export async function openExportOffline(
  context: BrowserContext,
  page: Page,
  exportButton: Locator,
  check: (offline: Page) => Promise<void>,
): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'stepwise-export-'));
  try {
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    const file = join(scratch, 'worked-example.html');
    await download.saveAs(file);
    const fileUrl = pathToFileURL(file).href;
    await context.setOffline(true);
    const offline = await context.newPage();
    const requests: string[] = [];
    offline.on('request', (r) => requests.push(r.url()));
    await offline.route('**/*', (route) =>
      route.request().url() === fileUrl ? route.continue() : route.abort('internetdisconnected'),
    );
    await offline.goto(fileUrl);
    await check(offline);
    assert.deepEqual(requests.filter((u) => u !== fileUrl), []);
    await offline.close();
    await context.setOffline(false);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Waits until `el`'s attribute `name` reads `want` (islands publish their state in data- attributes). The locator
 * is asked again on every look: an island that starts may replace the element it first drew, and a handle taken
 * once would keep watching the old, detached one (an Akari play link whose island code was held back did).
 */
export async function waitAttr(page: Page, el: Locator, name: string, want: string, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const left = deadline - Date.now();
    const got = left > 0 ? await el.getAttribute(name, { timeout: left }).catch(() => null) : null;
    if (got === want) return;
    if (Date.now() >= deadline) throw new Error(`waitAttr: ${name} is ${JSON.stringify(got)}, not ${JSON.stringify(want)}, after ${timeout} ms`);
    await page.waitForTimeout(50);
  }
}

/**
 * Holds back the scripts whose address matches `pattern` (an island's code) until `release` is called, so a
 * test's press surely comes before the island starts (src/ui/client-linked.mjs must play it once it has).
 */
export async function holdScripts(page: Page, pattern: RegExp): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return { release: () => release() };
}
