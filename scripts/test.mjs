// `npm test`: every check, in order, with one summary line at the end.
//
//   1. types       astro sync (generates content-collection types), tsc --noEmit
//   2. astro check the .astro files and everything they import
//   3. unit        vitest run (tests/**/*.test.ts)
//   4. build       astro build → dist/
//   5. browser     scripts/test-e2e.mjs (tests/e2e/*.e2e.ts against dist/)
//
// Every stage runs even when an earlier one failed (more to fix in one go),
// except the browser tests, which need the build. The last line is exactly
// `total: N passed, M failed` (`, K skipped` when something was skipped),
// counting individual tests of vitest and of the browser run; a failed type
// check or build counts as one failed test, so "0 failed" always means green.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const bin = (name) => join('node_modules', '.bin', name);
const scratch = mkdtempSync(join(tmpdir(), 'stepwise-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const outcomes = [];

function run(command, args, env = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (e) => {
      console.log(`could not start ${command}: ${e.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Runs one stage and prints its outcome; `body` returns {ok, note}. */
async function stage(name, body) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const { ok, note } = await body();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const line = `${ok ? 'passed' : 'FAILED'}: ${name} (${seconds} s)${note ? ` — ${note}` : ''}`;
  outcomes.push(line);
  console.log(line);
  return ok;
}

/** A stage that is a single check (types, build): one failure when it fails. */
async function check(name, steps) {
  return stage(name, async () => {
    for (const [command, args] of steps) {
      if ((await run(command, args)) !== 0) {
        totals.failed += 1;
        return { ok: false };
      }
    }
    return { ok: true };
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

await check('types (astro sync, tsc --noEmit)', [
  [bin('astro'), ['sync']],
  [bin('tsc'), ['--noEmit']],
]);
await check('astro check', [[bin('astro'), ['check']]]);

await stage('unit tests (vitest run)', async () => {
  const report = join(scratch, 'vitest.json');
  const code = await run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = readJson(report);
  if (!json) {
    totals.failed += 1;
    return { ok: false, note: 'vitest wrote no report' };
  }
  const passed = json.numPassedTests ?? 0;
  // A test file that fails to load has no failed tests but is a failure.
  const failed = (json.numFailedTests ?? 0) + (code !== 0 && !json.numFailedTests ? 1 : 0);
  const skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  return { ok: code === 0, note: `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}` };
});

const built = await check('build (astro build)', [[bin('astro'), ['build']]]);

await stage('browser tests (scripts/test-e2e.mjs)', async () => {
  if (!built || !existsSync('dist/index.html')) return { ok: false, note: 'not run: the build failed' };
  const summaryFile = join(scratch, 'e2e.json');
  const code = await run(process.execPath, ['scripts/test-e2e.mjs'], { E2E_SUMMARY_FILE: summaryFile });
  const summary = readJson(summaryFile) ?? { passed: 0, failed: 1, skipped: 0 };
  if (code !== 0 && summary.failed === 0) summary.failed = 1;
  totals.passed += summary.passed;
  totals.failed += summary.failed;
  totals.skipped += summary.skipped;
  const note = `${summary.passed} passed, ${summary.failed} failed${summary.skipped ? `, ${summary.skipped} skipped` : ''}`;
  return { ok: code === 0, note };
});

rmSync(scratch, { recursive: true, force: true });
console.log('\n━━ summary ━━');
for (const line of outcomes) console.log(line);
console.log(
  `total: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exitCode = totals.failed > 0 ? 1 : 0;
