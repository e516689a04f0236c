/**
 * Debian's Chromium, started the one way every browser run of the project
 * uses (browser tests and the benchmark, ARCHITECTURE.md §6): playwright-core with
 * the system binary (never a downloaded browser), no background networking
 * on this closed network, and a fresh profile that is removed afterwards.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** True when this machine has no Chromium at CHROMIUM_PATH. */
export function chromiumMissing() {
  return !existsSync(CHROMIUM_PATH);
}

/**
 * Runs `fn` with a browser context on a new, empty profile, then closes the
 * browser and deletes the profile. `options` go to launchPersistentContext.
 * @template T
 * @param {import('playwright-core').LaunchOptions & import('playwright-core').BrowserContextOptions} options
 * @param {(context: import('playwright-core').BrowserContext) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withFreshChromium(options, fn) {
  const profile = mkdtempSync(join(tmpdir(), 'stepwise-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    ...options,
  });
  try {
    return await fn(context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
