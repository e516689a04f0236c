/**
 * Vitest global setup: build the command-line bundles (scripts/bundle.mjs)
 * once, so the CLI tests that spawn `puzzle` in parallel all find them ready.
 */
import { ensureBundle } from '../scripts/bundle.mjs';

export default async function setup(): Promise<void> {
  await ensureBundle('puzzle');
  await ensureBundle('bench');
}
