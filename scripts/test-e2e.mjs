// Runs the browser tests (tests/e2e/*.e2e.ts) against the built site.
//
// Serves dist/ once on 127.0.0.1 (a free port), then runs the test files with
// node's built-in test runner, one file at a time (the machine is small and
// each file starts its own Chromium). Without /usr/bin/chromium the tests are
// reported as skipped — except on CI (CI=true), where that is a failure.
//
// Writes {passed, failed, skipped} to $E2E_SUMMARY_FILE when set, for scripts/test.mjs.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';
import { serveStatic } from './static-server.mjs';

const E2E_DIR = 'tests/e2e';

function writeSummary(summary) {
  if (process.env.E2E_SUMMARY_FILE) writeFileSync(process.env.E2E_SUMMARY_FILE, JSON.stringify(summary));
}

/** Reads the totals node's TAP reporter prints at the end ("# pass 3"). */
function parseTapTotals(tap) {
  const count = (key) => Number(tap.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
  return {
    passed: count('pass'),
    failed: count('fail') + count('cancelled'),
    skipped: count('skipped') + count('todo'),
  };
}

async function main() {
  if (!existsSync(CHROMIUM)) {
    console.log(`Browser tests SKIPPED: ${CHROMIUM} not found. Install it with: sudo apt-get install -y chromium`);
    if (process.env.CI === 'true') {
      console.log('CI=true: a missing browser is a failure here.');
      writeSummary({ passed: 0, failed: 1, skipped: 0 });
      return 1;
    }
  }
  if (!existsSync('dist/index.html')) {
    console.log('Browser tests: dist/ is not built; run `npx astro build` first.');
    writeSummary({ passed: 0, failed: 1, skipped: 0 });
    return 1;
  }
  // `npm run test:e2e -- akari print` runs only the files whose names contain a word given.
  const only = process.argv.slice(2);
  const files = readdirSync(E2E_DIR)
    .filter((f) => /\.e2e\.(ts|mjs)$/.test(f))
    .filter((f) => only.length === 0 || only.some((word) => f.includes(word)))
    .sort()
    .map((f) => join(E2E_DIR, f));
  if (files.length === 0) {
    console.log(`Browser tests: no *.e2e.ts files in ${E2E_DIR}${only.length ? ` matching ${only.join(', ')}` : ''}.`);
    writeSummary({ passed: 0, failed: 1, skipped: 0 });
    return 1;
  }

  const server = await serveStatic('dist');
  const scratch = mkdtempSync(join(tmpdir(), 'stepwise-e2e-'));
  const tapFile = join(scratch, 'e2e.tap');
  try {
    const code = await new Promise((done) => {
      const child = spawn(
        process.execPath,
        [
          '--import', 'tsx',
          '--test',
          '--test-concurrency=1',
          '--test-reporter=spec', '--test-reporter-destination=stdout',
          '--test-reporter=tap', `--test-reporter-destination=${tapFile}`,
          ...files,
        ],
        { stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: server.url } },
      );
      child.on('exit', (c, signal) => done(c ?? (signal ? 1 : 0)));
    });
    const totals = existsSync(tapFile) ? parseTapTotals(readFileSync(tapFile, 'utf8')) : null;
    // A crash before any test ran leaves no totals: count it as one failure.
    const summary = totals ?? { passed: 0, failed: 1, skipped: 0 };
    if (code !== 0 && summary.failed === 0) summary.failed = 1;
    writeSummary(summary);
    return code === 0 ? 0 : 1;
  } finally {
    await server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

process.exitCode = await main();
