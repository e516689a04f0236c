// Ahead-of-time bundles of the command-line programs, so `npm run puzzle`
// and `npm run bench` start in a fraction of a second instead of compiling
// TypeScript on every run.
//
// A bundle lives in .cache/bundle/<name>/ (esbuild, ES modules, one chunk per
// lazily loaded genre, npm packages left external). It is rebuilt when any
// file under src/ or the lock file is newer than it, so an edited source is
// never run stale; building takes well under a second. Builds go to a fresh
// folder that is then renamed into place, so two processes starting at once
// (parallel tests) never see a half-written bundle.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const ENTRIES = {
  puzzle: 'src/cli/main.ts',
  bench: 'src/bench/index.ts',
};

/** Further entry files of a program, built beside its main.js (a worker thread's script). */
const EXTRA_ENTRIES = {
  puzzle: { 'solve-worker': 'src/cli/solve-worker.ts' },
};

function newestSource() {
  let newest = statSync(join(root, 'package-lock.json')).mtimeMs;
  for (const rel of readdirSync(join(root, 'src'), { recursive: true })) {
    const mtime = statSync(join(root, 'src', rel)).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

/** The path of the bundle's entry file, built first when missing or stale. */
export async function ensureBundle(name) {
  const dir = join(root, '.cache', 'bundle', name);
  const entry = join(dir, 'main.js');
  if (existsSync(entry) && statSync(entry).mtimeMs >= newestSource()) return entry;
  const { build } = await import('esbuild');
  const temp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  await build({
    absWorkingDir: root,
    entryPoints: { main: ENTRIES[name], ...EXTRA_ENTRIES[name] },
    outdir: temp,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'error',
  });
  mkdirSync(dirname(dir), { recursive: true });
  const old = `${dir}.old-${process.pid}-${Date.now()}`;
  if (existsSync(dir)) {
    try {
      renameSync(dir, old);
    } catch {
      // Another process is swapping it right now; its bundle will do.
    }
  }
  try {
    renameSync(temp, dir);
  } catch {
    // Another process put a fresh bundle in place first; use that one.
  }
  rmSync(temp, { recursive: true, force: true });
  rmSync(old, { recursive: true, force: true });
  return entry;
}

// `node scripts/bundle.mjs <name> [args…]`: run the bundled program.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [name, ...args] = process.argv.slice(2);
  if (!Object.hasOwn(ENTRIES, name)) {
    process.stderr.write(`bundle: unknown program '${name}' (known: ${Object.keys(ENTRIES).join(', ')})\n`);
    process.exit(2);
  }
  const entry = await ensureBundle(name);
  process.argv = [process.argv[0], entry, ...args];
  await import(pathToFileURL(entry).href);
}
