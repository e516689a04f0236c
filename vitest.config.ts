import { defineConfig } from 'vitest/config';

// Unit and property tests only; browser tests (tests/e2e) run through their own
// runner script after the site is built, see scripts/test-e2e.mjs.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 60_000,
    // Some suites build their tables once in beforeAll (the 6-6-3 pattern
    // databases, a few seconds alone); on a shared, busy machine that can
    // take far more than vitest's 10 s default for hooks.
    hookTimeout: 120_000,
    // Builds the CLI bundles once, before test files run in parallel.
    globalSetup: ['tests/global-setup.ts'],
    pool: 'forks',
  },
});
