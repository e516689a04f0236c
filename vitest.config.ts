import { defineConfig } from 'vitest/config';

// Unit and property tests only; browser tests (tests/e2e) run through their own
// runner script after the site is built, see scripts/test-e2e.mjs.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 60_000,
    // Builds the CLI bundles once, before test files run in parallel.
    globalSetup: ['tests/global-setup.ts'],
    pool: 'forks',
  },
});
